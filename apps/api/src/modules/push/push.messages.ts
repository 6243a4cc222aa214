/** Persian texts of Web Push: answers to the browser's registration, and the pushes the store sends. */
import { toPersianDigits } from '@sabad/contract';

/** A wait in whole minutes (at least one), in Persian digits. */
const minutes = (seconds: number) => toPersianDigits(Math.max(1, Math.ceil(seconds / 60)));

export const pushMessages = {
  subscribed: 'اعلان‌های فروشگاه برای این مرورگر فعال شد.',
  unsubscribed: 'اعلان‌های فروشگاه برای این مرورگر خاموش شد.',
  badEndpoint: 'نشانی اشتراک اعلان‌های این مرورگر معتبر نیست.',
  badKeys: 'کلیدهای اشتراک اعلان‌های این مرورگر معتبر نیست.',
  tooManyFromClient: (waitSeconds: number) =>
    `از این دستگاه در مدت کوتاهی درخواست‌های اعلان زیادی رسیده است. ${minutes(waitSeconds)} دقیقهٔ دیگر دوباره تلاش کنید.`,
} as const;
