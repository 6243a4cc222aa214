export const storeKeys = {
  all: ['store'] as const,
  logo: ['store', 'logo'] as const,
  closedStatus: ['store', 'closed-status'] as const,
  appConfig: ['settings', 'app-config'] as const,
  cartSettings: ['settings', 'cart'] as const,
};
