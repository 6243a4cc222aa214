/** Reward points (امتیازهای من), referrals (معرفی به دوستان) and commissions (کمیسیون‌ها). */
import { toPersianDigits } from '@sabad/contract';

export const rewards = {
  balance: 'موجودی امتیاز',
  balancePoints: (points: string) => `${points} امتیاز`,
  balanceWorth: (amount: string) => `معادل ${amount}`,
  minimumToUse: (points: string) => `برای استفاده در خرید، دست‌کم ${points} امتیاز لازم است.`,
  history: 'تاریخچهٔ امتیازها',
  empty: 'هنوز امتیازی ندارید. با ثبت سفارش امتیاز بگیرید.',
  points: 'امتیاز',
  balanceAfter: 'مانده',
  date: 'تاریخ',
  activatesOn: (date: string) => `فعال‌سازی در تاریخ ${date}`,
  expiresOn: (date: string) => `اعتبار تا ${date}`,
  previousPage: 'صفحهٔ قبل',
  nextPage: 'صفحهٔ بعد',
  pageOf: (page: number, pages: number) => `صفحهٔ ${toPersianDigits(page)} از ${toPersianDigits(pages)}`,

  referTitle: 'معرفی به دوستان',
  referIntro: 'این پیوند را برای دوستانتان بفرستید؛ هر کس با آن ثبت‌نام کند، مشتری معرفی‌شدهٔ شما می‌شود.',
  referralCode: 'کد معرف شما',
  referralLink: 'پیوند معرفی',
  share: 'اشتراک‌گذاری پیوند',
  copy: 'کپی پیوند',
  copied: 'پیوند کپی شد.',
  shareTitle: 'دعوت به فروشگاه',
  referredCustomers: (count: string) => `${count} مشتری با معرفی شما ثبت‌نام کرده‌اند.`,

  commissionRate: (rate: string) => `نرخ پورسانت شما: ${rate}٪`,
  commissionOrders: 'سفارش‌های مشتریان معرفی‌شده',
  noCommissionOrders: 'هنوز سفارشی از مشتریان معرفی‌شدهٔ شما ثبت نشده است.',
  commissionsUnavailable: 'حساب پورسانت برای شما فعال نیست.',
  // Isolated left to right, as order numbers are everywhere (strings/fa/orders.ts).
  orderNumber: (number: string) => `سفارش \u2066${toPersianDigits(number)}\u2069`,
  orderTotal: 'مبلغ سفارش',
  commissionAmount: 'پورسانت',
  paid: (date: string) => `پرداخت شده در ${date}`,
  unpaid: 'پرداخت نشده',
  loadMore: 'سفارش‌های بیشتر',
};
