/**
 * Query keys of reward points and commissions, under the customer's id: after a logout and another
 * login on the same device, nothing cached for the first customer is shown to the second.
 */
export const rewardsKeys = {
  all: ['rewards'] as const,
  points: (customerId: number, pageNumber: number) => ['rewards', customerId, 'points', pageNumber] as const,
  commissionStatus: (customerId: number) => ['rewards', customerId, 'commission-status'] as const,
  myCommissions: (customerId: number) => ['rewards', customerId, 'my-commissions'] as const,
  commissionOrders: (customerId: number) => ['rewards', customerId, 'commission-orders'] as const,
};
