export const returnsKeys = {
  all: ['returns'] as const,
  list: ['returns', 'list'] as const,
  form: (orderId: number) => ['returns', 'form', orderId] as const,
};
