/** Recurring orders (subscriptions) on the orders page. */
export const recurring = {
  title: 'سفارش‌های اشتراکی',
  errorsLabel: 'خطای سفارش‌های اشتراکی',
  initialOrder: (number: string) => `سفارش نخست \u2066${number}\u2069`,
  cycle: 'دوره',
  startDate: 'شروع',
  nextPayment: 'سفارش بعدی',
  cyclesRemaining: 'دوره‌های باقی‌مانده',
  ofTotal: (remaining: string, total: string) => `${remaining} از ${total}`,
  status: 'وضعیت',
  cancel: 'لغو اشتراک',
  confirmCancel: 'اشتراک لغو شود؟ سفارش دیگری برای آن ثبت نخواهد شد.',
  confirmCancelYes: 'بله، لغو شود',
  confirmCancelNo: 'انصراف',
  cancelling: 'در حال لغو…',
  cancelled: 'اشتراک لغو شد.',
};
