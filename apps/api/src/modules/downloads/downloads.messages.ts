import { persianNumber } from '../../lib/messages-fa.js';

const n = persianNumber;

export const downloadMessages = {
  notFound: 'این فایل پیدا نشد.',
  fileMissing: 'فایل این کالا هنوز آماده نشده است؛ لطفاً بعداً دوباره تلاش کنید یا با پشتیبانی تماس بگیرید.',
  orderCancelled: 'سفارش این کالا لغو شده است و فایل آن قابل دریافت نیست.',
  awaitingPayment: 'فایل این کالا پس از پرداخت سفارش قابل دریافت است.',
  awaitingActivation: 'فایل این کالا پس از فعال‌سازی توسط فروشگاه قابل دریافت است.',
  expired: 'مهلت دریافت این فایل به پایان رسیده است.',
  limitReached: (max: number) => `سقف ${n(max)} بار دریافت این فایل پر شده است.`,
  agreementRequired: 'برای دریافت این فایل ابتدا باید توافق‌نامهٔ استفاده را بپذیرید.',
};

export const downloadAdminMessages = {
  itemNotFound: (id: string) => `ردیف سفارشی با شناسهٔ ${n(id)} پیدا نشد. / No order line with id ${id}.`,
  notDownloadable: (id: number) =>
    `ردیف ${n(id)} کالای دانلودی نیست. / Order line ${id} is not a downloadable product.`,
  activatedOnPayment: (id: number) =>
    `فایل ردیف ${n(id)} با پرداخت سفارش فعال می‌شود و فعال‌سازی دستی ندارد. / Order line ${id} is activated when its order is paid, not by hand.`,
  activated: (id: number, product: string, order: string) =>
    `Order line ${id} (${product}, order ${order}): download activated.`,
  deactivated: (id: number, product: string, order: string) =>
    `Order line ${id} (${product}, order ${order}): download deactivated.`,
  unchanged: (id: number, activated: boolean) =>
    `Order line ${id}: nothing changed (already ${activated ? 'activated' : 'not activated'}).`,
  none: 'No downloadable order lines.',
};
