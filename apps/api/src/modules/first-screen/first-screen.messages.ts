import { formatPersianNumber } from '@sabad/contract';

/** The storefront's own words on the first screens the server writes (apps/storefront/src/strings/fa). */
export const firstScreenTexts = {
  categories: 'دسته‌بندی‌ها',
  categoriesTitle: 'دسته‌بندی محصولات',
  scanEntry: 'اسکن کد QR یا ورود کد محصول',
  allProductsOf: (name: string) => `همهٔ محصولات ${name}`,
  featuredProducts: 'محصولات ویژه',
  newProducts: 'تازه‌ها',
  searchPlaceholder: 'جستجو در محصولات',
  productTitle: 'جزئیات محصول',
  availability: 'موجودی',
  sku: 'شناسهٔ کالا',
  brand: 'برند',
  outOfStock: 'ناموجود',
  blogTitle: 'وبلاگ',
  blogIntro: 'راهنمای خرید، معرفی کالا و نکته‌های نگهداری از نویسندگان سبد.',
  allTags: 'همه',
  commentCount: (count: number) => `${formatPersianNumber(count)} دیدگاه`,
  noCommentsYet: 'بدون دیدگاه',
  tabHome: 'خانه',
  tabCategories: 'دسته‌بندی',
  tabCart: 'سبد خرید',
  tabLogin: 'ورود',
} as const;
