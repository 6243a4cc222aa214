export const healthMessages = {
  serviceUnavailable: 'سرویس موقتاً در دسترس نیست.',
} as const;
