export const appName = 'سبد' as const;
