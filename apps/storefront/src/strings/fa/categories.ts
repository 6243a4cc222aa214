export const categories = {
  title: 'دسته‌بندی محصولات',
  allProductsOf: (name: string) => `همهٔ محصولات ${name}`,
  empty: 'هنوز دسته‌بندی‌ای ثبت نشده است.',
} as const;
