/** The storefront's own words on the first screens the server writes (apps/storefront/src/strings/fa). */
export const firstScreenTexts = {
  categories: 'دسته‌بندی‌ها',
  featuredProducts: 'محصولات ویژه',
  newProducts: 'تازه‌ها',
  searchPlaceholder: 'جستجو در محصولات',
  productTitle: 'جزئیات محصول',
  availability: 'موجودی',
  sku: 'شناسهٔ کالا',
  brand: 'برند',
  outOfStock: 'ناموجود',
  tabHome: 'خانه',
  tabCategories: 'دسته‌بندی',
  tabCart: 'سبد خرید',
  tabLogin: 'ورود',
} as const;
