import { toPersianDigits } from '@sabad/contract';

const n = (value: number | string) => toPersianDigits(value);

export const rewardPointsMessages = {
  registration: 'امتیاز خوش‌آمدگویی برای ثبت‌نام',
  redeemedForOrder: (order: number | string) => `استفاده از امتیاز برای سفارش ${n(order)}`,
  returnedForOrder: (order: number | string) => `بازگشت امتیاز سفارش لغوشدهٔ ${n(order)}`,
  earnedForOrder: (order: number | string) => `امتیاز خرید سفارش ${n(order)}`,
  cancelledForOrder: (order: number | string) => `کسر امتیاز خرید سفارش لغوشدهٔ ${n(order)}`,
  expired: (source: string) => `انقضای امتیاز: ${source}`,
  insufficientBalance: (balance: number) =>
    balance > 0 ? `امتیاز شما کافی نیست؛ موجودی امتیاز شما ${n(balance)} است.` : 'امتیازی برای استفاده ندارید.',
  invalidPoints: 'تعداد امتیاز باید عددی صحیح و مثبت باشد.',
  alreadyRedeemed: 'برای این سفارش قبلاً از امتیاز استفاده شده است.',
  invalidAdjustment: 'تعداد امتیاز باید عددی صحیح و غیر صفر باشد.',
  belowZero: (balance: number) => `موجودی امتیاز نمی‌تواند منفی شود؛ موجودی فعلی ${n(balance)} است.`,
};
