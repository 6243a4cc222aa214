import { persianNumber } from '../../lib/messages-fa.js';

export const promotionAdminMessages = {
  discountNotFound: 'کد تخفیف پیدا نشد.',
  giftCardNotFound: 'کارت هدیه پیدا نشد.',
  discountCode: 'کد تخفیف ۳ تا ۵۰ نویسه از حروف لاتین، رقم، خط تیره (-) و زیرخط (_) است.',
  discountCodeTaken: (code: string) => `کد تخفیف ${code} از قبل وجود دارد؛ کد دیگری بنویسید.`,
  giftCardCode: 'کد کارت هدیه ۴ تا ۱۰۰ نویسه از حروف لاتین، رقم و خط تیره (-) است.',
  giftCardCodeTaken: (code: string) => `کارت هدیه‌ای با کد ${code} از قبل وجود دارد؛ کد دیگری بنویسید.`,
  belowUsed: (usedToman: number) =>
    `مبلغ کارت نمی‌تواند کمتر از آنچه سفارش‌ها از آن برداشته‌اند باشد (${persianNumber(usedToman)} تومان).`,
  discountLabel: (code: string) => `کد تخفیف ${code}`,
  giftCardLabel: (code: string) => `کارت هدیهٔ ${code}`,
};

/** The Persian names the stale-edit 409 gives the fields (ADR 0065). */
export const discountFieldLabels = {
  name: 'نام',
  code: 'کد',
  requiresCode: 'نیاز به کد',
  usePercentage: 'نوع مقدار',
  percentage: 'درصد',
  amount: 'مبلغ',
  maximumAmount: 'سقف تخفیف',
  minimumSubtotal: 'حداقل خرید',
  startsOn: 'تاریخ شروع',
  endsOn: 'تاریخ پایان',
  limitPerCustomer: 'سقف هر مشتری',
  limitTotal: 'سقف کل',
  active: 'فعال بودن',
};

export const giftCardFieldLabels = {
  amount: 'مبلغ',
  recipientName: 'نام گیرنده',
  recipientEmail: 'ایمیل گیرنده',
  senderName: 'نام فرستنده',
  message: 'پیام',
  active: 'فعال بودن',
};
