import { persianNumber as n } from '../../lib/messages-fa.js';

// An order is named by its number or id, an identifier: digits without separators.
const order = (value: number | string) => n(String(value));

export const rewardPointsMessages = {
  registration: 'امتیاز خوش‌آمدگویی برای ثبت‌نام',
  redeemedForOrder: (id: number | string) => `استفاده از امتیاز برای سفارش ${order(id)}`,
  returnedForOrder: (id: number | string) => `بازگشت امتیاز سفارش لغوشدهٔ ${order(id)}`,
  earnedForOrder: (id: number | string) => `امتیاز خرید سفارش ${order(id)}`,
  cancelledForOrder: (id: number | string) => `کسر امتیاز خرید سفارش لغوشدهٔ ${order(id)}`,
  expired: (source: string) => `انقضای امتیاز: ${source}`,
  insufficientBalance: (balance: number) =>
    balance > 0 ? `امتیاز شما کافی نیست؛ موجودی امتیاز شما ${n(balance)} است.` : 'امتیازی برای استفاده ندارید.',
  invalidPoints: 'تعداد امتیاز باید عددی صحیح و مثبت باشد.',
  alreadyRedeemed: 'برای این سفارش قبلاً از امتیاز استفاده شده است.',
  invalidAdjustment: 'تعداد امتیاز باید عددی صحیح و غیر صفر باشد.',
  belowZero: (balance: number) => `موجودی امتیاز نمی‌تواند منفی شود؛ موجودی فعلی ${n(balance)} است.`,
};
