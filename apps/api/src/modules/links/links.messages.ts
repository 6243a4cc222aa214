/** Persian texts of shared links and lookups by SKU. */
export const linksMessages = {
  skuNotFound: 'محصولی با این کد پیدا نشد.',
  categoryTitle: (name: string, store: string) => `${name} | ${store}`,
  productTitle: (name: string, store: string) => `${name} | ${store}`,
  blogPostTitle: (name: string, store: string) => `${name} | وبلاگ ${store}`,
  categoryDescription: (name: string, store: string) => `خرید ${name} از فروشگاه اینترنتی ${store}`,
  brandDescription: (name: string, store: string) => `محصولات ${name} در فروشگاه اینترنتی ${store}`,
} as const;

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
