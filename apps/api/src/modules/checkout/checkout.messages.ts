/** Persian texts of the checkout module: the checkout steps (checkoutMessages) and placement (placementMessages). */
import { toPersianDigits } from '@sabad/contract';

const n = (value: number | string) => toPersianDigits(value);

export const checkoutMessages = {
  saved: 'انتخاب شما ذخیره شد.',
  guestCheckoutNotAllowed: 'برای ادامهٔ خرید ابتدا وارد حساب کاربری خود شوید یا ثبت‌نام کنید.',
  guestIdRequired: 'برای ادامهٔ خرید، شناسهٔ مهمان (Guest-Customer-Id) یا ورود به حساب لازم است.',
  addressNotFound: 'این نشانی در دفترچهٔ نشانی‌های شما پیدا نشد.',
  billingAddressSaved: 'نشانی صورتحساب انتخاب شد.',
  billingAddressRequired: 'نشانی صورتحساب را انتخاب کنید.',
  shippingAddressRequired: 'نشانی ارسال را انتخاب کنید.',
  shippingAddressSaved: 'نشانی ارسال انتخاب شد.',
  noPickupPoints: 'این فروشگاه نقطهٔ تحویل حضوری ندارد؛ لطفاً یک نشانی ارسال انتخاب کنید.',
  cartEmpty: 'سبد خرید شما خالی است.',
  nothingShips: 'سفارش شما کالای ارسالی ندارد و روش ارسال لازم نیست.',
  chooseShippingAddressFirst: 'ابتدا نشانی ارسال را انتخاب کنید تا روش‌های ارسال و هزینهٔ آن‌ها نمایش داده شود.',
  shippingMethodNotFound: 'روش ارسال انتخاب‌شده وجود ندارد یا فعال نیست.',
  shippingMethodNotChosen: 'روش ارسال را انتخاب کنید.',
  shippingMethodSaved: 'روش ارسال انتخاب شد.',
  methodUnavailable: (method: string, reason: string) => `«${method}»: ${reason}`,
  shippingMisconfigured: 'این روش ارسال در حال حاضر در دسترس نیست.',
  onlyInCities: (cities: string[]) => `فقط در ${cities.join('، ')} ارائه می‌شود.`,
  freeShipping: 'رایگان',
  payOnDelivery: 'پس‌کرایه (هنگام تحویل)',
  // Courier slots
  chooseCourierFirst: 'ابتدا روش ارسال پیک را انتخاب کنید.',
  deliveryTimeRangeNotFound: 'این بازهٔ زمانی تحویل پیدا نشد.',
  deliveryDateNotOffered: 'این روز یا بازهٔ زمانی برای تحویل قابل انتخاب نیست.',
  deliverySlotFull: 'ظرفیت این بازهٔ زمانی پر شده است؛ بازهٔ دیگری انتخاب کنید.',
  deliverySlotHeld: (minutes: number) => `زمان تحویل برای شما تا ${n(minutes)} دقیقه نگه داشته می‌شود.`,
  deliverySlotReleased: 'زمان تحویل انتخاب‌شده آزاد شد.',
  deliverySlotRequired: 'زمان تحویل پیک را انتخاب کنید.',
  deliverySlotExpired: 'مهلت نگه‌داشتن زمان تحویل انتخابی تمام شده است؛ دوباره زمان تحویل را انتخاب کنید.',
  // Payment
  paymentMethodSaved: 'روش پرداخت انتخاب شد.',
  rewardPointsUnavailable: 'امتیاز قابل استفاده‌ای برای پرداخت ندارید.',
  // Cheques
  chequeSerialInvalid: 'شناسهٔ صیادی چک باید دقیقاً ۱۶ رقم باشد.',
  chequeDateInvalid: 'تاریخ سررسید چک را به شکل ۱۴۰۵/۰۹/۱۵ وارد کنید.',
  chequeDatePast: 'تاریخ سررسید چک نمی‌تواند گذشته باشد.',
  chequeHolderRequired: 'نام صاحب چک را وارد کنید.',
  chequeDuplicate: 'این چک قبلاً ثبت شده است.',
  chequeNotFound: 'این چک پیدا نشد یا دیگر قابل حذف نیست.',
  chequeOrderNotFound: 'سفارش مورد نظر پیدا نشد.',
  chequeOrderNotAwaitingCheques: 'این سفارش منتظر ثبت چک نیست.',
  chequeStatus: { pending: 'در انتظار بررسی', accepted: 'تأیید شده', rejected: 'رد شده' },
  chequesDoNotCover: (missing: string) => `مجموع چک‌های ثبت‌شده ${n(missing)} کمتر از مبلغ سفارش است.`,
} as const;

/** Placement's refusals, in the order placement checks them, and its answer. */
export const placementMessages = {
  guestIdRequired: 'برای ثبت سفارش، شناسهٔ مهمان (Guest-Customer-Id) یا ورود به حساب لازم است.',
  guestCheckoutNotAllowed: 'برای ثبت سفارش ابتدا وارد حساب کاربری خود شوید یا ثبت‌نام کنید.',
  billingAddressRequired: 'نشانی صورتحساب را انتخاب کنید.',
  cartEmpty: 'سبد خرید شما خالی است.',
  belowMinimumSubtotal: (amount: string) => `حداقل مبلغ کالاهای سفارش ${n(amount)} است.`,
  belowMinimumTotal: (amount: string) => `حداقل مبلغ کل سفارش ${n(amount)} است.`,
  paymentMethodRequired: 'روش پرداخت را انتخاب کنید.',
  termsNotAccepted: 'برای ثبت سفارش باید شرایط و قوانین فروشگاه را بپذیرید.',
  chequesDoNotCover: (covered: string, total: string) =>
    `جمع چک‌های ثبت‌شده (${n(covered)}) مبلغ سفارش (${n(total)}) را پوشش نمی‌دهد.`,
  outOfStockAtPlacement: (product: string) => `موجودی «${product}» برای این سفارش کافی نیست.`,
  rewardPointsShort: 'امتیاز باشگاه مشتریان شما برای این سفارش کافی نیست.',
  giftCardSpent: (code: string) => `اعتبار کارت هدیهٔ ${code} در این فاصله مصرف شده است؛ سبد خرید را دوباره بررسی کنید.`,
  placed: 'سفارش شما ثبت شد.',
  idempotencyKeyInvalid: 'سرآیند Idempotency-Key باید متنی تا ۱۰۰ نویسه باشد.',
  redeemPoints: (number: string) => `استفاده از امتیاز در سفارش ${n(number)}`,
} as const;
