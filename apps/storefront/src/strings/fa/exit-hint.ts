export const exitHint = 'برای خروج دوباره بازگشت را بزنید.' as const;
