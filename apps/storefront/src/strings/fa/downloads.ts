export const downloads = {
  intro:
    'فایل کالاهای دانلودی که خریده‌اید اینجاست. هر فایل پس از پرداخت سفارش (یا فعال‌سازی فروشگاه) قابل دریافت است.',
  empty: 'هنوز کالای دانلودی نخریده‌اید. کتاب‌های الکترونیکی و فایل‌های صوتی پس از پرداخت اینجا دیده می‌شوند.',
  // The number is isolated left to right, so «۱۴۰۵-۰۰۰۰۱۲» is not reordered by the right-to-left text.
  orderNumber: (number: string) => `سفارش \u2066${number}\u2069`,
  orderedOn: (date: string) => `تاریخ سفارش: ${date}`,
  downloadsLeft: (count: string) => `دفعات باقی‌مانده: ${count}`,
  unlimited: 'دفعات باقی‌مانده: بدون محدودیت',
  expiresOn: (date: string) => `مهلت دریافت: تا ${date}`,
  neverExpires: 'مهلت دریافت: بدون محدودیت زمانی',
  download: 'دریافت فایل',
  downloadNamed: (name: string) => `دریافت فایل «${name}»`,
  downloading: 'در حال دریافت…',
  saved: (fileName: string) => `فایل «${fileName}» ذخیره شد.`,
  failed: 'دریافت فایل ممکن نشد. دوباره تلاش کنید.',
  agreementTitle: 'توافق‌نامهٔ استفاده',
  agreementIntro: 'برای دریافت این فایل، توافق‌نامهٔ زیر را بخوانید و بپذیرید.',
  agree: 'می‌پذیرم و دریافت می‌کنم',
  cancel: 'انصراف',
} as const;
