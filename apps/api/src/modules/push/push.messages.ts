import { waitInPersianMinutes } from '../../lib/messages-fa.js';

export const pushMessages = {
  subscribed: 'اعلان‌های فروشگاه برای این مرورگر فعال شد.',
  unsubscribed: 'اعلان‌های فروشگاه برای این مرورگر خاموش شد.',
  badEndpoint: 'نشانی اشتراک اعلان‌های این مرورگر معتبر نیست.',
  badKeys: 'کلیدهای اشتراک اعلان‌های این مرورگر معتبر نیست.',
  tooManyFromClient: (waitSeconds: number) =>
    `از این دستگاه در مدت کوتاهی درخواست‌های اعلان زیادی رسیده است. ${waitInPersianMinutes(waitSeconds)} دقیقهٔ دیگر دوباره تلاش کنید.`,
} as const;
