import { toPersianDigits } from '@sabad/contract';

const n = (value: number | string) => toPersianDigits(value);

export const affiliateMessages = {
  orderStatus: { 10: 'در انتظار پرداخت', 20: 'در حال پردازش', 30: 'تکمیل شده', 40: 'لغو شده' } as Record<
    number,
    string
  >,
  paymentStatus: {
    10: 'در انتظار پرداخت',
    20: 'تأیید شده',
    30: 'پرداخت شده',
    35: 'بخشی بازپرداخت شده',
    40: 'بازپرداخت شده',
    50: 'باطل شده',
  } as Record<number, string>,
  invalidRate: 'نرخ پورسانت باید عددی بین ۰ و ۱۰۰ باشد. / The commission rate must be a number from 0 to 100.',
  commissionNotFound: (id: number) => `پورسانتی با شناسهٔ ${n(id)} وجود ندارد. / No commission #${id}.`,
  commissionAlreadyPaid: (id: number) => `پورسانت ${n(id)} قبلاً پرداخت شده است. / Commission #${id} is already paid.`,
  commissionVoided: (id: number) =>
    `پورسانت ${n(id)} با لغو سفارش باطل شده است. / Commission #${id} was voided when its order was cancelled.`,
  orderNotComplete: (id: number, number: string) =>
    `سفارش ${n(number)} هنوز تکمیل نشده است؛ پورسانت ${n(id)} پس از تکمیل سفارش پرداخت می‌شود. / Order ${number} is not complete yet; commission #${id} is paid once it is.`,
};
