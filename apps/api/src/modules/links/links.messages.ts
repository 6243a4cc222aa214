export const linksMessages = {
  skuNotFound: 'محصولی با این کد پیدا نشد.',
  categoryTitle: (name: string, store: string) => `${name} | ${store}`,
  productTitle: (name: string, store: string) => `${name} | ${store}`,
  blogPostTitle: (name: string, store: string) => `${name} | وبلاگ ${store}`,
  categoryDescription: (name: string, store: string) => `خرید ${name} از فروشگاه اینترنتی ${store}`,
  brandDescription: (name: string, store: string) => `محصولات ${name} در فروشگاه اینترنتی ${store}`,
} as const;
