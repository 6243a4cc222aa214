import { persianNumber } from '../../lib/messages-fa.js';

export const catalogMessages = {
  unknownAttribute: (key: string) => `ویژگی «${key}» برای این محصول وجود ندارد.`,
  unknownAttributeValue: (attribute: string) => `مقدار انتخاب‌شده برای «${attribute}» معتبر نیست.`,
  singleValueAttribute: (attribute: string) => `برای «${attribute}» فقط یک مقدار می‌توان انتخاب کرد.`,
  requiredAttribute: (attribute: string) => `لطفاً «${attribute}» را انتخاب کنید.`,
  requiredTextAttribute: (attribute: string) => `لطفاً «${attribute}» را وارد کنید.`,
  inStock: 'موجود در انبار',
  fewInStock: (quantity: number) => `تنها ${persianNumber(quantity)} عدد در انبار باقی مانده است`,
  backorder: 'موجود (ارسال پس از تأمین)',
  outOfStock: 'ناموجود',
  combinationUnavailable: 'این ترکیب از ویژگی‌ها موجود نیست',
} as const;
