export const compareMessages = {
  disabled: 'مقایسهٔ محصولات در این فروشگاه فعال نیست.',
  shopperUnknown: 'برای ساختن فهرست مقایسه، سرآیند Guest-Customer-Id را بفرستید یا وارد حساب کاربری شوید.',
  oldestReplaced: (name: string) => `«${name}» از فهرست مقایسه برداشته شد تا جا برای محصول تازه باز شود.`,
} as const;
