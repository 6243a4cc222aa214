import { toPersianDigits, orderNumberInText } from '@sabad/contract';

export const paymentsMessages = {
  orderNotFound: 'سفارش پیدا نشد.',
  orderAlreadyPaid: 'این سفارش پیش‌تر پرداخت شده است.',
  orderCancelled: 'این سفارش لغو شده است و پرداخت نمی‌شود.',
  notOnlinePayment: 'روش پرداخت این سفارش پرداخت اینترنتی نیست.',
  holdExpired: 'مهلت پرداخت این سفارش به پایان رسیده است.',
  notPayable: 'این سفارش در وضعیتی نیست که بتوان آن را پرداخت کرد.',
  gatewayUnavailable: 'درگاه پرداخت در دسترس نیست. چند دقیقهٔ دیگر دوباره تلاش کنید.',
  paymentDescription: (orderNumber: string, storeName: string) =>
    `پرداخت سفارش ${orderNumberInText(orderNumber)} در ${storeName}`,

  paid: (referenceId: string | undefined) =>
    referenceId
      ? `پرداخت با موفقیت انجام شد. کد پیگیری: ${toPersianDigits(referenceId)}`
      : 'پرداخت با موفقیت انجام شد.',
  cancelled: 'پرداخت لغو شد.',
  insufficientFunds: 'پرداخت انجام نشد: موجودی حساب کافی نیست.',
  notVerified: 'پرداخت توسط درگاه تأیید نشد. اگر مبلغی از حساب شما کم شده است، تا ۷۲ ساعت بازگردانده می‌شود.',
  gatewayNoAnswer:
    'پاسخی از درگاه پرداخت دریافت نشد. وضعیت پرداخت به‌زودی بررسی می‌شود؛ اگر مبلغی از حساب شما کم شده و سفارش پرداخت‌نشده ماند، تا ۷۲ ساعت بازگردانده می‌شود.',
  amountMismatch: 'مبلغ پرداخت با مبلغ سفارش یکی نیست؛ پرداخت پذیرفته نشد.',
  unknownPayment: 'این پرداخت شناخته نشد.',
  awaitingGateway: 'پرداخت این سفارش هنوز از درگاه تأیید نشده است.',
  forgedReturn: 'پاسخ بانک معتبر نبود؛ پرداخت پذیرفته نشد.',
  paidAfterCancellation: 'مبلغ پرداخت شد، اما سفارش پیش از پرداخت لغو شده بود. مبلغ به حساب شما بازگردانده می‌شود.',

  paidNote: (gateway: string, referenceId: string | undefined, cardPan: string | undefined) =>
    [
      `پرداخت اینترنتی از طریق ${gateway} تأیید شد.`,
      referenceId ? `کد پیگیری: ${toPersianDigits(referenceId)}` : null,
      cardPan ? `کارت: ${toPersianDigits(cardPan)}` : null,
    ]
      .filter((part): part is string => part !== null)
      .join(' '),
  gatewayNames: { sandbox: 'بانک آزمایشی', zarinpal: 'زرین‌پال' },
  holdExpiredReason: 'پرداخت در مهلت انجام نشد',

  sandbox: {
    title: 'بانک آزمایشی',
    intro: 'این درگاه آزمایشی است و پولی جابه‌جا نمی‌شود.',
    merchant: 'پذیرنده',
    amount: 'مبلغ',
    description: 'بابت',
    pay: 'پرداخت',
    cancel: 'انصراف',
    insufficientFunds: 'موجودی ناکافی',
    backToStore: 'بازگشت به فروشگاه',
    alreadyDecided: 'تکلیف این پرداخت پیش‌تر روشن شده است.',
    notFound: 'این پرداخت در بانک آزمایشی پیدا نشد.',
  },
} as const;
