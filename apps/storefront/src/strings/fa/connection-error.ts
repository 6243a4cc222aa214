export const connectionError = {
  title: 'خطای اتصال',
  message: 'اتصال به اینترنت برقرار نیست. پس از برقراری اتصال دوباره تلاش کنید.',
} as const;
