/** Persian messages the API answers with (the shopper reads them). */
import { toPersianDigits } from '@sabad/contract';

/** A rate limit's wait in whole minutes (at least one), in Persian digits, for «… دقیقهٔ دیگر». */
export const waitInPersianMinutes = (seconds: number) => toPersianDigits(Math.max(1, Math.ceil(seconds / 60)));

export const messagesFa = {
  invalidRequest: 'اطلاعات ارسال‌شده معتبر نیست.',
  malformedJson: 'بدنهٔ درخواست JSON معتبر نیست.',
  emptyJsonBody: 'بدنهٔ درخواست خالی است؛ یک شیء JSON بفرستید.',
  bodyTooLarge: 'حجم درخواست بیش از حد مجاز است.',
  unsupportedMediaType: 'نوع محتوای درخواست پشتیبانی نمی‌شود؛ داده را به صورت JSON بفرستید.',
  badUrl: 'نشانی درخواست معتبر نیست.',
  /** Refused by Node's HTTP parser, before routing (plugins/errors.ts, handleClientError). */
  headersTooLarge: 'نشانی یا سرآیندهای درخواست بیش از حد طولانی است.',
  requestTimeout: 'درخواست در زمان مجاز به‌طور کامل نرسید.',
  malformedHttpRequest: 'درخواست HTTP ساختار درستی ندارد.',
  apiNotFound: 'چنین نشانی‌ای در API فروشگاه وجود ندارد.',
  pageNotFound: 'صفحهٔ مورد نظر پیدا نشد.',
  methodNotAllowed: 'این روش درخواست برای این نشانی پشتیبانی نمی‌شود.',
  internalError: 'خطای غیرمنتظره‌ای در سرور رخ داد. لطفاً کمی بعد دوباره تلاش کنید.',
  /** 503 when the connection to the database was lost mid-request (plugins/errors.ts, ADR 0028). */
  /** 503 when SQLite's write lock stayed taken by another process (plugins/errors.ts, ADR 0028). */
  databaseBusy: 'پایگاه دادهٔ فروشگاه لحظه‌ای مشغول بود و کار انجام نشد؛ چند لحظهٔ دیگر دوباره تلاش کنید.',
  databaseUnavailable: 'ارتباط با پایگاه دادهٔ فروشگاه لحظه‌ای قطع شد و کار انجام نشد؛ چند لحظهٔ دیگر دوباره تلاش کنید.',
  invalidGuestId: 'سرآیند Guest-Customer-Id باید یک شناسهٔ UUID نسخهٔ ۴ باشد.',
  loginRequired: 'برای این کار ابتدا وارد حساب کاربری خود شوید.',
  productNotFound: 'محصول مورد نظر پیدا نشد.',
  /** 503 to the calls that buy while the setting StoreClosed is on (plugins/store-closed.ts). */
  storeClosed: 'فروشگاه در حال حاضر بسته است؛ خرید ممکن نیست.',
} as const;
