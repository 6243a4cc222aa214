// What the back office's order screens and actions say (the shop's own texts stay in orders.messages.ts).
import { orderNumberInText } from '@sabad/contract';
import { createMoneyFormatter } from '../../lib/money.js';

/** Staff read amounts in Toman, as the back office shows them (1 Toman = 10 Rial). */
const staffMoney = createMoneyFormatter({ rate: 0.1, name: 'تومان' });
const toman = (rial: number) => staffMoney.format(rial);

export const orderStaffMessages = {
  notFound: 'سفارشی با این شناسه نیست.',
  shipped: (number: string, tracking: string) =>
    `سفارش ${orderNumberInText(number)} ارسال شد (کد رهگیری \u2066${tracking}\u2069) و به خریدار پیامک و ایمیل رفت.`,
  delivered: (number: string) => `سفارش ${orderNumberInText(number)} تحویل‌شده ثبت شد.`,
  cancelled: (number: string) => `سفارش ${orderNumberInText(number)} لغو شد و به خریدار خبر داده شد.`,
  chequesAccepted: (number: string) => `چک‌های سفارش ${orderNumberInText(number)} پذیرفته و سفارش پرداخت‌شده شد.`,
  chequesRejected: (number: string) => `چک‌های سفارش ${orderNumberInText(number)} رد شد؛ سفارش در انتظار پرداخت است.`,
  noteAdded: (visible: boolean) =>
    visible ? 'یادداشت ثبت شد و خریدار آن را در صفحهٔ سفارشش می‌بیند.' : 'یادداشت داخلی ثبت شد.',
  notApplicable: (action: string, status: string) => `«${action}» برای سفارشی با وضعیت «${status}» شدنی نیست.`,
  actionNames: {
    ship: 'ارسال',
    deliver: 'تحویل',
    cancel: 'لغو',
    acceptCheques: 'پذیرش چک‌ها',
    rejectCheques: 'رد چک‌ها',
    note: 'یادداشت',
    refund: 'ثبت بازپرداخت',
  } as Record<string, string>,
  refunded: (number: string, rial: number) =>
    `بازپرداخت ${toman(rial)} برای سفارش ${orderNumberInText(number)} ثبت شد و به خریدار خبر داده شد.`,
  refundOverRefundable: (rial: number, refundable: number) =>
    `مبلغ ${toman(rial)} بیش از ماندهٔ قابل بازپرداخت این سفارش (${toman(refundable)}) است.`,
  /** ADR 0065: the later save is refused and told what the earlier one did. */
  stale: (number: string, lastChange: string | null, status: string) =>
    `سفارش ${orderNumberInText(number)} پس از باز کردن این صفحه تغییر کرده است${
      lastChange ? `: «${lastChange}»` : ''
    }. وضعیت اکنون «${status}» است؛ صفحه را تازه کنید و دوباره تصمیم بگیرید.`,
  packingSlip: {
    title: 'برگهٔ بسته‌بندی',
    documentTitle: (store: string, number: string) => `برگهٔ بسته‌بندی سفارش ${orderNumberInText(number)} — ${store}`,
    orderNumber: 'شمارهٔ سفارش',
    orderDate: 'تاریخ سفارش',
    shippingMethod: 'روش ارسال',
    deliverySlot: 'زمان تحویل',
    recipient: 'گیرنده',
    row: 'ردیف',
    product: 'کالا',
    sku: 'شناسهٔ انبار',
    quantity: 'تعداد',
    checked: 'بررسی',
    postalCode: 'کد پستی',
    phone: 'تلفن',
  },
};
