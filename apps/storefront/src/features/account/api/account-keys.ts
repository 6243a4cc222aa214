/** Query keys of the customer's account; a logout forgets everything under `account`. */
export const accountKeys = {
  all: ['account'] as const,
  currentCustomer: ['account', 'current-customer'] as const,
  customerInfo: ['account', 'customer-info'] as const,
  customerSettings: ['account', 'customer-settings'] as const,
};
