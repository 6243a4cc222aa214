import { persianNumber } from '../../lib/messages-fa.js';

const n = persianNumber;

export const discountMessages = {
  applied: (code: string) => `کد تخفیف ${code} اعمال شد.`,
  replaced: (code: string, previous: string) => `کد تخفیف ${code} به جای ${previous} اعمال شد.`,
  removed: 'کد تخفیف برداشته شد.',
  unknownCode: 'کد تخفیف وارد شده معتبر نیست.',
  notStarted: (jalaliDate: string) => `این کد تخفیف از ${n(jalaliDate)} قابل استفاده است.`,
  expired: 'مهلت استفاده از این کد تخفیف تمام شده است.',
  cartEmpty: 'سبد خرید شما خالی است؛ ابتدا کالایی به سبد اضافه کنید.',
  belowMinimumSubtotal: (amount: string) => `این کد تخفیف برای خریدهای از ${n(amount)} به بالا است.`,
  perCustomerLimit: (limit: number) =>
    limit === 1
      ? 'شما قبلاً از این کد تخفیف استفاده کرده‌اید.'
      : `هر مشتری ${n(limit)} بار می‌تواند از این کد تخفیف استفاده کند و سهم شما تمام شده است.`,
  totalLimit: 'ظرفیت استفاده از این کد تخفیف تمام شده است.',
  alreadyApplied: 'این کد تخفیف قبلاً روی سبد خرید اعمال شده است.',
  notApplied: 'این کد تخفیف روی سبد خرید شما اعمال نشده است.',
  guestIdRequired: 'برای استفاده از کد تخفیف، شناسهٔ مهمان (Guest-Customer-Id) یا ورود به حساب لازم است.',
  defaultName: (code: string) => `کد تخفیف ${code}`,
};
