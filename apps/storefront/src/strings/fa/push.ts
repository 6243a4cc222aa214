export const push = {
  confirm: 'تایید',
  /** The profile's toggle; turning it on is when the browser asks for permission. */
  notifications: 'اعلان‌ها',
  notificationsHint: 'خبر ارسال سفارش‌ها و پیشنهادهای فروشگاه',
  blocked: 'اعلان‌ها در تنظیمات مرورگر برای این فروشگاه مسدود شده است.',
} as const;
