export const accountKeys = {
  all: ['account'] as const,
  currentCustomer: ['account', 'current-customer'] as const,
  customerInfo: ['account', 'customer-info'] as const,
  customerSettings: ['account', 'customer-settings'] as const,
};
