import { toPersianDigits } from '@sabad/contract';
import { persianNumber } from '../../lib/messages-fa.js';

export const settingsAdminMessages = {
  unknownField: (name: string) => `«${name}» در این گروه تنظیمات نیست.`,
  invalid: (label: string, hint: string | undefined) =>
    `مقدار «${label}» پذیرفته نیست${hint ? `؛ ${hint.replace(/\.$/, '')}` : ''}.`,
  refused: 'برخی مقدارها پذیرفته نشد؛ هیچ تغییری ذخیره نشد.',
  textTooLong: (label: string, max: number) => `«${label}» حداکثر ${persianNumber(max)} نویسه است.`,
  noPaymentMethod: 'دست‌کم یک روش پرداخت باید فعال بماند.',
  shippingMethodNotFound: 'روش ارسال پیدا نشد.',
  wrongRateKind: 'نوع محاسبهٔ هزینهٔ این روش ارسال تغییر نمی‌کند؛ هزینه‌ها را در همان قالب بفرستید.',
  timeRangeNotFound: 'بازهٔ زمانی پیدا نشد.',
  groupLabel: (title: string) => `تنظیمات «${title}»`,
  shippingMethodLabel: (name: string) => `روش ارسال «${name}»`,
  timeRangeLabel: (name: string) => `بازهٔ زمانی «${toPersianDigits(name)}»`,
} as const;
