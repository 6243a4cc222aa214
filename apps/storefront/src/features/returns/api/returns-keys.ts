/** Query keys of return requests: the customer's list, and each order's form (what is still returnable). */
export const returnsKeys = {
  all: ['returns'] as const,
  list: ['returns', 'list'] as const,
  form: (orderId: number) => ['returns', 'form', orderId] as const,
};
