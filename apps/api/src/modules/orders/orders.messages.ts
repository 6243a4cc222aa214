import { toPersianDigits } from '@sabad/contract';
import { customerText, ownText, persianNumber } from '../../lib/messages-fa.js';

const n = persianNumber;

export const paymentMethodMessages = {
  paymentMethodNotOffered: 'این روش پرداخت در حال حاضر ارائه نمی‌شود.',
  cashOnDeliveryOverMaximum: (maximum: string) => `پرداخت در محل فقط برای سفارش‌های تا ${n(maximum)} ممکن است.`,
  cashOnDeliveryNeedsAddress: 'پرداخت در محل فقط برای سفارش‌های ارسالی با نشانی ارسال ممکن است.',
  cashOnDeliveryNotInArea: (place: string) => `پرداخت در محل در ${place} ارائه نمی‌شود.`,
  paymentMethodDescriptions: {
    'Payments.SandboxBank': 'پرداخت امن با همهٔ کارت‌های عضو شتاب',
    'Payments.ZarinPal': 'پرداخت امن با همهٔ کارت‌های عضو شتاب از درگاه زرین‌پال',
    'Payments.CashOnDelivery': 'پرداخت هنگام تحویل سفارش، نقدی یا با کارتخوان مأمور ارسال',
    'Payments.CheckVertex': 'ثبت یک یا چند چک صیادی به مبلغ سفارش؛ سفارش پس از تأیید چک‌ها ارسال می‌شود',
  } as Record<string, string>,
} as const;

export const orderMessages = {
  orderNotFound: 'سفارش مورد نظر پیدا نشد.',
  cannotCancel: 'این سفارش دیگر قابل لغو نیست.',
  cancelled: 'سفارش لغو شد.',
  reorderNotAllowed: 'فروشگاه امکان سفارش دوباره را غیرفعال کرده است.',
  reorderAdded: 'کالاهای این سفارش به سبد خرید افزوده شد.',
  reorderPartlyAdded: (added: number, total: number) =>
    `${n(added)} قلم از ${n(total)} قلم این سفارش به سبد خرید افزوده شد؛ بقیه دیگر قابل خرید نیست.`,
  reorderNothingAdded: 'هیچ‌یک از کالاهای این سفارش دیگر قابل خرید نیست.',
  reorderLineRefused: (product: string, reason: string) => `«${product}» به سبد خرید افزوده نشد: ${reason}`,
  invoice: {
    title: 'فاکتور',
    documentTitle: (store: string, number: string) => `فاکتور سفارش ${n(number)} — ${store}`,
    orderNumber: 'شمارهٔ سفارش',
    orderDate: 'تاریخ سفارش',
    orderStatus: 'وضعیت سفارش',
    paymentMethod: 'روش پرداخت',
    paymentStatus: 'وضعیت پرداخت',
    shippingMethod: 'روش ارسال',
    deliverySlot: 'زمان تحویل',
    deliverySlotValue: (date: string, time: string) => `${toPersianDigits(date)}، ساعت ${toPersianDigits(time)}`,
    billingAddress: 'نشانی صورتحساب',
    shippingAddress: 'نشانی ارسال',
    pickupAddress: 'نشانی تحویل حضوری',
    postalCode: 'کد پستی',
    phone: 'تلفن',
    row: 'ردیف',
    product: 'کالا',
    unitPrice: 'قیمت واحد',
    quantity: 'تعداد',
    lineTotal: 'مبلغ کل',
    subtotal: 'جمع کالاها',
    subtotalDiscount: 'تخفیف',
    shipping: 'هزینهٔ ارسال',
    paymentFee: 'هزینهٔ روش پرداخت',
    tax: (rate: string) => `مالیات بر ارزش افزوده (${n(rate)})`,
    taxIncluded: (rate: string) => `قیمت‌ها شامل ${n(rate)} مالیات بر ارزش افزوده است.`,
    orderDiscount: 'تخفیف سفارش',
    giftCard: (code: string) => `پرداخت با کارت هدیهٔ ${code}`,
    rewardPoints: (points: number) => `پرداخت با ${n(points)} امتیاز`,
    total: 'مبلغ قابل پرداخت',
  },
  notePlaced: (method: string) => `سفارش ثبت شد. روش پرداخت: ${method}.`,
  notePaid: (detail: string) => `پرداخت تأیید شد. ${detail}`,
  noteCancelled: (reason: string) => `سفارش لغو شد: ${reason}`,
  noteShipped: (tracking: string) => `سفارش ارسال شد. کد رهگیری مرسوله: ${tracking}`,
  noteDelivered: 'سفارش تحویل داده شد.',
  noteChequesAccepted: 'چک‌های شما تأیید شد.',
  noteChequesRegisteredAgain: 'چک‌های تازه ثبت شد و مبلغ سفارش را پوشش می‌دهد؛ در انتظار بررسی فروشگاه.',
  noteChequesRejected: 'چک‌های ثبت‌شده تأیید نشد؛ لطفاً چک‌های دیگری ثبت کنید یا با فروشگاه تماس بگیرید.',
  notePaidAfterCancellation:
    'پرداخت پس از لغو سفارش تأیید شد و کالاها دیگر موجود نیست؛ مبلغ باید به خریدار بازگردانده شود.',
  noteRefunded: (amount: string, reference: string) =>
    `مبلغ ${n(amount)} به خریدار بازپرداخت شد${reference ? ` (${reference})` : ''}.`,
  noteReinstated: 'پرداخت پس از لغو خودکار سفارش رسید و سفارش دوباره فعال شد.',
  cancelledByShopper: 'به درخواست خریدار',
  cancelledByStore: 'توسط فروشگاه',
  giveBackPoints: (number: string) => `بازگشت امتیاز سفارش ${n(number)}`,
  earnPoints: (number: string) => `امتیاز خرید سفارش ${n(number)}`,
  placedSubject: (store: string, number: string) => `${store}: سفارش ${n(number)} ثبت شد`,
  placedText: (store: string, number: string, total: string, status: string, template = '') =>
    customerText(
      store,
      ownText(
        template,
        { شماره: n(number), مبلغ: n(total), وضعیت: status },
        `سفارش ${n(number)} به مبلغ ${n(total)} ثبت شد. وضعیت: ${status}.`,
      ),
    ),
  paidSubject: (store: string, number: string) => `${store}: پرداخت سفارش ${n(number)} تأیید شد`,
  paidText: (store: string, number: string, total: string, template = '') =>
    customerText(
      store,
      ownText(
        template,
        { شماره: n(number), مبلغ: n(total) },
        `پرداخت سفارش ${n(number)} به مبلغ ${n(total)} تأیید شد. سفارش شما در حال پردازش است.`,
      ),
    ),
  cancelledSubject: (store: string, number: string) => `${store}: سفارش ${n(number)} لغو شد`,
  cancelledText: (store: string, number: string, reason: string, template = '') =>
    customerText(store, ownText(template, { شماره: n(number), دلیل: reason }, `سفارش ${n(number)} لغو شد: ${reason}.`)),
  refundedSubject: (store: string, number: string) => `${store}: بازپرداخت وجه سفارش ${n(number)}`,
  refundedText: (store: string, number: string, amount: string, reference: string, template = '') =>
    customerText(
      store,
      ownText(
        template,
        { شماره: n(number), مبلغ: n(amount), شرح: reference },
        `مبلغ ${n(amount)} از سفارش ${n(number)} به شما بازپرداخت شد${reference ? ` (${reference})` : ''}.`,
      ),
    ),
  shippedSubject: (store: string, number: string) => `${store}: سفارش ${n(number)} ارسال شد`,
  shippedText: (store: string, number: string, tracking: string, template = '') =>
    customerText(
      store,
      ownText(template, { شماره: n(number), رهگیری: tracking }, `سفارش ${n(number)} ارسال شد. کد رهگیری: ${tracking}`),
    ),
  orderStatus: { 10: 'در انتظار پرداخت', 20: 'در حال پردازش', 30: 'تکمیل شده', 40: 'لغو شده' } as Record<
    number,
    string
  >,
  paymentStatus: {
    10: 'در انتظار پرداخت',
    20: 'تأیید اولیه',
    30: 'پرداخت شده',
    35: 'بخشی بازگردانده شده',
    40: 'بازگردانده شده',
    50: 'باطل شده',
  } as Record<number, string>,
  shippingStatus: {
    10: 'بدون نیاز به ارسال',
    20: 'ارسال نشده',
    25: 'بخشی ارسال شده',
    30: 'ارسال شده',
    40: 'تحویل شده',
  } as Record<number, string>,
  paymentMethodNames: {
    'Payments.SandboxBank': 'پرداخت اینترنتی (درگاه بانکی)',
    'Payments.ZarinPal': 'پرداخت اینترنتی (زرین‌پال)',
    'Payments.CashOnDelivery': 'پرداخت در محل (نقدی یا کارتخوان)',
    'Payments.CheckVertex': 'پرداخت با چک صیادی',
    'Payments.None': 'بدون پرداخت (کارت هدیه یا امتیاز)',
  } as Record<string, string>,
  taxRate: (percent: number) => `${n(percent)}٪`,
};

const cyclePeriodNames = { day: 'روز', week: 'هفته', month: 'ماه', year: 'سال' } as const;

export const recurringMessages = {
  cycleInfo: (length: number, period: keyof typeof cyclePeriodNames) => `هر ${n(length)} ${cyclePeriodNames[period]}`,
  conflictingCycles:
    'سبد خرید شما کالاهای اشتراکی با دوره‌های متفاوت دارد؛ کالاهای اشتراکی یک سفارش باید یک دوره و تعداد دورهٔ یکسان داشته باشند.',
  chequeNotAllowed: 'سفارش اشتراکی با چک صیادی پرداخت نمی‌شود؛ روش پرداخت دیگری انتخاب کنید.',
  registrationRequired: 'برای خرید اشتراکی ابتدا وارد حساب کاربری خود شوید یا ثبت‌نام کنید.',
  notFound: 'اشتراک مورد نظر پیدا نشد.',
  status: { active: 'فعال', cancelled: 'لغو شده', finished: 'پایان یافته' },
  productGone: (product: string) => `«${product}» دیگر در فروشگاه نیست.`,
  productNotOnSale: (product: string) => `«${product}» در حال حاضر فروخته نمی‌شود.`,
  productChanged: (product: string) => `گزینه‌های «${product}» تغییر کرده است.`,
  outOfStock: (product: string) => `موجودی «${product}» کافی نیست.`,
  paymentError: (cycle: number, initialNumber: string, error: string) =>
    `سفارش دورهٔ ${n(cycle)} اشتراک سفارش ${n(initialNumber)} ثبت نشد: ${error} دوباره تلاش خواهد شد.`,
  noteCycle: (cycle: number, total: number, initialNumber: string) =>
    `سفارش دورهٔ ${n(cycle)} از ${n(total)} اشتراک سفارش ${n(initialNumber)}.`,
  nextOrderSubject: (store: string, number: string) => `${store}: سفارش اشتراکی ${n(number)} ثبت شد`,
  nextOrderToPay: (store: string, number: string, total: string, link: string | null) =>
    customerText(
      store,
      `سفارش اشتراکی ${n(number)} به مبلغ ${n(total)} ثبت شد. لطفاً آن را پرداخت کنید${
        link ? `: ${link}` : ' (سفارش‌های من در فروشگاه).'
      }`,
    ),
  nextOrderPlaced: (store: string, number: string, total: string) =>
    customerText(store, `سفارش اشتراکی ${n(number)} به مبلغ ${n(total)} ثبت شد و ارسال می‌شود؛ پرداخت هنگام تحویل.`),
};
