import { persianNumber } from '../../lib/messages-fa.js';

const n = persianNumber;

export const cartMessages = {
  addedToCart: 'محصول به سبد خرید اضافه شد.',
  addedToWishlist: 'محصول به فهرست علاقه‌مندی‌ها اضافه شد.',
  quantityUpdated: 'تعداد به‌روز شد.',
  lineRemoved: 'از سبد خرید حذف شد.',
  wishlistItemRemoved: 'از فهرست علاقه‌مندی‌ها حذف شد.',
  movedToCart: 'محصول به سبد خرید منتقل شد.',
  lineNotFound: 'این قلم در سبد خرید شما پیدا نشد.',
  wishlistItemNotFound: 'این قلم در فهرست علاقه‌مندی‌های شما پیدا نشد.',
  lineProductMismatch: 'شناسهٔ محصول با این قلم سبد خرید یکی نیست.',
  guestIdRequired: 'برای نگه‌داشتن سبد خرید، شناسهٔ مهمان (Guest-Customer-Id) یا ورود به حساب لازم است.',
  productNotOnSale: 'این محصول دیگر فروخته نمی‌شود.',
  buyDisabled: 'خرید این محصول در حال حاضر ممکن نیست.',
  wishlistDisabled: 'این محصول را نمی‌توان به فهرست علاقه‌مندی‌ها افزود.',
  minimumQuantity: (min: number) => `حداقل تعداد سفارش این محصول ${n(min)} است.`,
  maximumQuantity: (max: number) => `حداکثر تعداد سفارش این محصول ${n(max)} است.`,
  allowedQuantities: (allowed: number[]) =>
    `این محصول را فقط با این تعدادها می‌توان سفارش داد: ${allowed.map((quantity) => n(quantity)).join('، ')}.`,
  lineQuantityLimit: (max: number) => `تعداد هر قلم حداکثر ${n(max)} است.`,
  outOfStock: 'این محصول در حال حاضر موجود نیست.',
  onlyFewLeft: (available: number) => `فقط ${n(available)} عدد از این محصول موجود است.`,
  cartFull: (max: number) => `سبد خرید حداکثر ${n(max)} قلم کالا می‌پذیرد.`,
  wishlistFull: (max: number) => `فهرست علاقه‌مندی‌ها حداکثر ${n(max)} قلم می‌پذیرد.`,
  belowMinimumSubtotal: (amount: string) => `حداقل مبلغ سفارش ${n(amount)} است.`,
  giftCardApplied: 'کارت هدیه اعمال شد.',
  giftCardRemoved: 'کارت هدیه برداشته شد.',
  giftCardInvalid: 'کد کارت هدیه معتبر نیست یا اعتبار آن تمام شده است.',
  giftCardAlreadyApplied: 'این کارت هدیه قبلاً روی سبد خرید اعمال شده است.',
  giftCardNotApplied: 'این کارت هدیه روی سبد خرید شما اعمال نشده است.',
  taxRate: (percent: number) => `${n(percent)}٪`,
};
