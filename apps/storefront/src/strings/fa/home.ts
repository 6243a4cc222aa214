export const home = {
  searchPlaceholder: 'جستجو در محصولات',
  categories: 'دسته‌بندی‌ها',
  featuredProducts: 'محصولات ویژه',
  newProducts: 'تازه‌ها',
  bestSellers: 'پرفروش‌ترین‌ها',
  seeAll: 'همه',
} as const;
