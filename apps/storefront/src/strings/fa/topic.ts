export const topic = {
  fallbackTitle: 'اطلاعات',
} as const;
