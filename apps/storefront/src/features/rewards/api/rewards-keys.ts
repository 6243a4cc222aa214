/** Under the customer's id: the next customer on the device never sees the previous one's cache. */
export const rewardsKeys = {
  all: ['rewards'] as const,
  points: (customerId: number, pageNumber: number) => ['rewards', customerId, 'points', pageNumber] as const,
  commissionStatus: (customerId: number) => ['rewards', customerId, 'commission-status'] as const,
  myCommissions: (customerId: number) => ['rewards', customerId, 'my-commissions'] as const,
  commissionOrders: (customerId: number) => ['rewards', customerId, 'commission-orders'] as const,
};
