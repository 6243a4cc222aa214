import { formatPersianNumber, toPersianDigits } from '@sabad/contract';

/**
 * A number in a Persian message (issue 34.15): a count or an amount (a number) with the Persian thousands
 * separator, «۱۰٬۰۰۰»; an identifier (an order number, a code, a date: a string) only in Persian digits.
 * messages-numbers.test.ts calls every message to hold them to it.
 */
export const persianNumber = (value: number | string): string =>
  typeof value === 'number' ? formatPersianNumber(value) : toPersianDigits(value);

/**
 * A text to a customer by SMS or email: the store's name, a colon, the text, on one line (ADR 0071). The name is
 * the SMS's sender; a push shows the text without it (its title says the store already).
 */
export const customerText = (storeName: string, text: string): string => `${storeName}: ${text}`;

/** An owner's text (ADR 0077) with its {placeholders} filled; empty: the built-in `fallback`. */
export function ownText(template: string, values: Record<string, string>, fallback: string): string {
  return template.trim()
    ? template.trim().replace(/\{([^{}]*)\}/g, (all, name: string) => values[name] ?? all)
    : fallback;
}

export const waitInPersianMinutes = (seconds: number) => persianNumber(Math.max(1, Math.ceil(seconds / 60)));

export const messagesFa = {
  invalidRequest: 'اطلاعات ارسال‌شده معتبر نیست.',
  malformedJson: 'بدنهٔ درخواست JSON معتبر نیست.',
  emptyJsonBody: 'بدنهٔ درخواست خالی است؛ یک شیء JSON بفرستید.',
  bodyTooLarge: 'حجم درخواست بیش از حد مجاز است.',
  unsupportedMediaType: 'نوع محتوای درخواست پشتیبانی نمی‌شود؛ داده را به صورت JSON بفرستید.',
  badUrl: 'نشانی درخواست معتبر نیست.',
  headersTooLarge: 'نشانی یا سرآیندهای درخواست بیش از حد طولانی است.',
  requestTimeout: 'درخواست در زمان مجاز به‌طور کامل نرسید.',
  malformedHttpRequest: 'درخواست HTTP ساختار درستی ندارد.',
  apiNotFound: 'چنین نشانی‌ای در API فروشگاه وجود ندارد.',
  pageNotFound: 'صفحهٔ مورد نظر پیدا نشد.',
  methodNotAllowed: 'این روش درخواست برای این نشانی پشتیبانی نمی‌شود.',
  internalError: 'خطای غیرمنتظره‌ای در سرور رخ داد. لطفاً کمی بعد دوباره تلاش کنید.',
  databaseBusy: 'پایگاه دادهٔ فروشگاه لحظه‌ای مشغول بود و کار انجام نشد؛ چند لحظهٔ دیگر دوباره تلاش کنید.',
  databaseUnavailable: 'ارتباط با پایگاه دادهٔ فروشگاه لحظه‌ای قطع شد و کار انجام نشد؛ چند لحظهٔ دیگر دوباره تلاش کنید.',
  invalidGuestId: 'سرآیند Guest-Customer-Id باید یک شناسهٔ UUID نسخهٔ ۴ باشد.',
  loginRequired: 'برای این کار ابتدا وارد حساب کاربری خود شوید.',
  productNotFound: 'محصول مورد نظر پیدا نشد.',
  storeClosed: 'فروشگاه در حال حاضر بسته است؛ خرید ممکن نیست.',
} as const;
