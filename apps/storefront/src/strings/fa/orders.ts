export const orders = {
  // The list (/order)
  empty: 'هنوز سفارشی ثبت نکرده‌اید.',
  startShopping: 'رفتن به فروشگاه',
  listLabel: 'سفارش‌ها',
  // The number is isolated left to right, so «۱۴۰۵-۰۰۰۰۱۲» is not reordered by the right-to-left text.
  orderNumber: (number: string) => `سفارش \u2066${number}\u2069`,
  placedOn: (date: string) => `ثبت: ${date}`,
  orderStatus: 'وضعیت سفارش',
  paymentStatus: 'وضعیت پرداخت',
  shippingStatus: 'وضعیت ارسال',
  total: 'مبلغ',
  // Details (/order-details/:id)
  pickupAddress: 'نشانی تحویل حضوری',
  attributes: 'ویژگی‌ها',
  trackingCode: 'کد پیگیری',
  shippedOn: (date: string) => `ارسال: ${date}`,
  deliveredOn: (date: string) => `تحویل: ${date}`,
  notYetDelivered: 'هنوز تحویل نشده',
  taxRate: (rate: string) => `مالیات بر ارزش افزوده ${rate} (در قیمت‌ها منظور شده)`,
  giftCard: (code: string) => `کارت هدیهٔ ${code}`,
  actions: 'کارهای این سفارش',
  // Reorder
  reorder: 'سفارش دوباره',
  reordering: 'در حال افزودن به سبد خرید…',
  reorderResult: 'نتیجهٔ سفارش دوباره',
  goToCart: 'رفتن به سبد خرید',
  notAdded: 'این کالاها به سبد افزوده نشد:',
  // Returns
  returnRequest: 'درخواست مرجوعی',
  // The invoice
  printInvoice: 'چاپ فاکتور',
  loadingInvoice: 'در حال آماده‌سازی فاکتور…',
  invoice: 'فاکتور',
  print: 'چاپ',
  close: 'بستن',
  invoiceFailed: 'دریافت فاکتور ممکن نشد. دوباره تلاش کنید.',
  nativePrintHint: 'برای چاپ، از همین صفحه تصویر بگیرید یا فاکتور را در مرورگر باز کنید.',
} as const;
