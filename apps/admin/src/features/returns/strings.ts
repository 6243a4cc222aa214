import type { AdminReturnStatus } from '@sabad/contract/admin';
import type { StatusTone } from '@/components/status-badge';

export const returnsFa = {
  title: 'درخواست‌های مرجوعی',
  description: 'صف درخواست‌ها، قدیمی‌ترین نخست. با هر تغییر وضعیت، به مشتری پیامک و ایمیل می‌رود.',
  status: 'وضعیت',
  allStatuses: 'همهٔ وضعیت‌ها',
  number: 'شماره',
  order: 'سفارش',
  customer: 'مشتری',
  product: 'کالا',
  quantity: 'تعداد',
  createdAt: 'تاریخ درخواست',
  empty: 'درخواستی با این وضعیت نیست.',
  back: 'بازگشت به صف مرجوعی‌ها',
  request: (n: string) => `درخواست مرجوعی ${n}`,
  reason: 'دلیل',
  action: 'درخواست مشتری',
  comments: 'توضیح مشتری',
  noComments: 'توضیحی ننوشته است.',
  photo: 'تصویر ارسالی مشتری',
  photoAlt: 'تصویری که مشتری از کالا فرستاده است',
  noPhoto: 'تصویری نفرستاده است.',
  notes: 'یادداشت‌های کارکنان',
  noNotes: 'یادداشتی نیست.',
  change: 'تغییر وضعیت',
  refundOnOrder:
    'این وضعیت پولی جابه‌جا نمی‌کند؛ مبلغی را که به خریدار برگرداندید در صفحهٔ سفارش ثبت کنید تا او هم خبر شود.',
  refundOnOrderLink: 'ثبت بازپرداخت در صفحهٔ سفارش',
  newStatus: 'وضعیت تازه',
  note: 'یادداشت کارکنان (به مشتری نشان داده نمی‌شود)',
  save: 'ثبت',
  confirmTitle: 'ثبت تغییر درخواست مرجوعی',
  confirmStatus: (from: string, to: string) =>
    `وضعیت از «${from}» به «${to}» تغییر کند؟ به مشتری پیامک و ایمیل فرستاده می‌شود.`,
  confirmNote: 'یادداشت ثبت شود؟ به مشتری پیامی نمی‌رود.',
  saved: 'ثبت شد.',
  reload: 'دیدن نسخهٔ تازه',
  contact: 'تماس',
} as const;

/** nopCommerce's return statuses, in the shop's words (the shopper reads the same). */
export const returnStatusFa: Record<AdminReturnStatus, string> = {
  Pending: 'در انتظار بررسی',
  Received: 'دریافت شد',
  ReturnAuthorized: 'مرجوعی تأیید شد',
  ItemsRepaired: 'تعمیر شد',
  ItemsRefunded: 'وجه بازپرداخت شد',
  RequestRejected: 'رد شد',
  Cancelled: 'لغو شد',
};

export const returnStatusTone: Record<AdminReturnStatus, StatusTone> = {
  Pending: 'warning',
  Received: 'info',
  ReturnAuthorized: 'info',
  ItemsRepaired: 'success',
  ItemsRefunded: 'success',
  RequestRejected: 'danger',
  Cancelled: 'neutral',
};

export const RETURN_STATUSES = Object.keys(returnStatusFa) as AdminReturnStatus[];
