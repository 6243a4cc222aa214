export const intro = {
  welcome: 'به سبد خوش آمدید؛ خریدی آسان از فروشگاه اینترنتی.',
  start: 'شروع خرید',
} as const;
