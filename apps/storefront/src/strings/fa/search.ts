export const search = {
  suggestions: 'پیشنهادهای جستجو',
  product: 'محصول',
} as const;
