export const purchase = {
  addToCart: 'افزودن به سبد خرید',
  addToCartByPicture: 'افزودن این محصول به سبد خرید',
  addToWishlist: 'افزودن به علاقه‌مندی‌ها',
  inWishlist: 'در علاقه‌مندی‌های شما',
  addedToWishlist: 'به علاقه‌مندی‌ها اضافه شد.',
  quantity: 'تعداد',
  chooseRequired: (name: string) => `${name} را انتخاب کنید.`,
  noChoice: 'انتخاب کنید',
} as const;
