export const wishlist = {
  empty: 'فهرست علاقه‌مندی‌های شما خالی است.',
  addToCart: 'افزودن به سبد خرید',
  moveToCart: (name: string) => `افزودن ${name} به سبد خرید`,
  soldOut: 'ناموجود',
  soldOutLabel: (name: string) => `${name} ناموجود است`,
  remove: (name: string) => `حذف ${name} از علاقه‌مندی‌ها`,
} as const;
