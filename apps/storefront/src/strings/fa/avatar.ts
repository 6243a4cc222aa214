export const avatar = {
  change: 'تغییر تصویر پروفایل',
  remove: 'حذف تصویر',
  uploading: 'در حال بارگذاری تصویر…',
  uploaded: 'تصویر پروفایل ذخیره شد.',
  removed: 'تصویر پروفایل حذف شد.',
  hint: 'JPG، PNG یا WebP',
  wrongType: 'فقط تصویر با قالب JPG، PNG یا WebP پذیرفته می‌شود.',
  tooBig: (megabytes: string) => `حجم تصویر نباید بیشتر از ${megabytes} مگابایت باشد.`,
  empty: 'فایل انتخاب‌شده خالی است.',
} as const;
