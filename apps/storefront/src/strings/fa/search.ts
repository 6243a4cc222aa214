export const search = {
  suggestions: 'پیشنهادهای جستجو',
  product: 'محصول',
  didYouMean: 'منظورتان',
  didYouMeanEnd: 'بود؟',
  closestCategories: 'شاید در این دسته‌ها پیدا کنید',
  popularProducts: 'پرفروش‌ترین‌های فروشگاه',
} as const;
