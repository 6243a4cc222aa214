export const paymentResult = {
  title: 'نتیجهٔ پرداخت',
  success: 'پرداخت با موفقیت انجام شد.',
  failure: 'پرداخت انجام نشد.',
  orderNumber: (orderId: string) => `شمارهٔ سفارش: \u2066${orderId}\u2069`,
} as const;
