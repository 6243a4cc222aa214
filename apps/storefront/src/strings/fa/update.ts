export const update = {
  title: 'به روز رسانی',
  message: 'نسخهی جدیدی از نرمافزار موجود است!',
  update: 'به روز رسانی',
  cancel: 'لغو',
} as const;
