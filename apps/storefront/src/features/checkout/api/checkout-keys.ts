export const checkoutKeys = {
  all: ['checkout'] as const,
  addresses: ['checkout', 'addresses'] as const,
  shippingMethods: ['checkout', 'shipping-methods'] as const,
  deliveryTimes: (shippingMethod: string) => ['checkout', 'delivery-times', shippingMethod] as const,
  paymentMethods: ['checkout', 'payment-methods'] as const,
  cheques: (orderId: number | null) => ['checkout', 'cheques', orderId ?? 'current'] as const,
  appliedDiscounts: ['checkout', 'applied-discounts'] as const,
  /** Not under `checkout`: the store's order settings do not change when the checkout does. */
  orderSettings: ['settings', 'order'] as const,
  orders: ['orders'] as const,
  order: (id: number) => ['orders', id] as const,
  paymentResult: (orderId: number) => ['orders', orderId, 'payment-result'] as const,
};
