export const appInfo = {
  title: 'درباره برنامه',
  version: 'نسخه',
  storeName: 'فروشگاه',
} as const;
