import type { ReturnRequestStatusValue } from '@sabad/contract';
import { customerText, ownText, persianNumber } from '../../lib/messages-fa.js';
import type { ReturnRequestRefusal } from '../orders/index.js';

const n = persianNumber;
const megabytes = (bytes: number) => n(Math.round((bytes / (1024 * 1024)) * 10) / 10);

export const returnMessages = {
  orderNotFound: 'سفارش مورد نظر پیدا نشد.',
  refusal: (refusal: ReturnRequestRefusal, days: number): string =>
    ({
      'returns-disabled': 'ثبت درخواست مرجوعی در این فروشگاه فعال نیست.',
      'order-not-complete': 'درخواست مرجوعی فقط برای سفارش‌های تکمیل‌شده ثبت می‌شود.',
      'window-closed': `مهلت ${n(days)} روزهٔ ثبت درخواست مرجوعی برای این سفارش به پایان رسیده است.`,
    })[refusal],
  noItems: 'دست‌کم یک کالا و تعداد مرجوعی آن را انتخاب کنید.',
  repeatedItem: 'هر کالای سفارش را فقط یک بار در درخواست بیاورید.',
  itemNotInOrder: 'کالای انتخاب‌شده در این سفارش نیست.',
  tooMany: (productName: string, returnable: number) =>
    returnable === 0
      ? `برای «${productName}» پیش‌تر درخواست مرجوعی کامل ثبت شده است.`
      : `از «${productName}» حداکثر ${n(returnable)} عدد قابل مرجوعی است.`,
  reasonNotFound: 'دلیل مرجوعی انتخاب‌شده وجود ندارد.',
  actionNotFound: 'درخواست انتخاب‌شده (بازپرداخت، تعویض…) وجود ندارد.',
  filesNotAllowed: 'امکان پیوست تصویر به درخواست مرجوعی در این فروشگاه فعال نیست.',
  pictureNotFound: 'تصویر پیوست پیدا نشد یا پیش‌تر به درخواست دیگری پیوست شده است؛ دوباره آن را بارگذاری کنید.',
  submitted: (count: number) =>
    count === 1
      ? 'درخواست مرجوعی شما ثبت شد؛ نتیجهٔ بررسی به شما اطلاع داده می‌شود.'
      : `${n(count)} درخواست مرجوعی برای شما ثبت شد؛ نتیجهٔ بررسی به شما اطلاع داده می‌شود.`,
  noFile: 'تصویری برای ارسال انتخاب نشده است.',
  tooBig: (maxBytes: number) => `حجم تصویر نباید بیشتر از ${megabytes(maxBytes)} مگابایت باشد.`,
  pictureRefusal: {
    'not-a-picture': 'فایل انتخاب‌شده تصویر معتبری نیست.',
    'wrong-type': 'فقط تصویر با قالب JPG، PNG یا WebP پذیرفته می‌شود.',
    'too-many-pixels': 'ابعاد تصویر بیش از حد بزرگ است.',
  },
  status: {
    0: 'در انتظار بررسی',
    10: 'دریافت شد',
    20: 'مرجوعی تأیید شد',
    30: 'تعمیر شد',
    40: 'وجه بازپرداخت شد',
    50: 'رد شد',
    60: 'لغو شد',
  } satisfies Record<ReturnRequestStatusValue, string>,
  submittedSubject: (store: string, orderNumber: string) => `${store}: درخواست مرجوعی سفارش ${n(orderNumber)} ثبت شد`,
  submittedText: (store: string, orderNumber: string, numbers: string[]) =>
    customerText(
      store,
      `درخواست مرجوعی شما برای سفارش ${n(orderNumber)} با شمارهٔ ${numbers.map((number) => n(number)).join('، ')} ثبت شد و بررسی می‌شود.`,
    ),
  statusSubject: (store: string, number: string) => `${store}: درخواست مرجوعی ${n(number)}`,
  statusText: (store: string, number: string, productName: string, quantity: number, status: string, template = '') =>
    customerText(
      store,
      ownText(
        template,
        { شماره: n(number), کالا: productName, تعداد: n(quantity), وضعیت: status },
        `وضعیت درخواست مرجوعی ${n(number)} (${n(quantity)} عدد «${productName}») به «${status}» تغییر کرد.`,
      ),
    ),
};
