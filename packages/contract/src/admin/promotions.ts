import { z } from 'zod';
import { AdminDay, adminPage, AdminPageQuery, ExpectedVersion } from './common.js';

/**
 * The back office's discount codes and gift cards (ADR 0076). Amounts are whole Rial, as the database
 * keeps them; the admin app takes and shows Toman. Days are Gregorian, picked on a Jalali calendar and
 * meant in Tehran's time: a code runs from its start day's midnight to the end of its end day.
 */

const messages = {
  percent: 'درصد تخفیف باید عددی صحیح از ۱ تا ۱۰۰ باشد.',
  amount: 'مبلغ تخفیف باید عددی صحیح و بیشتر از صفر باشد.',
  maximum: 'سقف تخفیف باید عددی صحیح و بیشتر از صفر باشد.',
  minimum: 'حداقل مبلغ خرید باید عددی صحیح باشد و نمی‌تواند منفی باشد.',
  limit: 'سقف استفاده باید عددی صحیح و دست‌کم ۱ باشد.',
  percentMissing: 'درصد تخفیف را بنویسید.',
  amountMissing: 'مبلغ تخفیف را بنویسید.',
  maximumOnlyPercent: 'سقف تخفیف فقط برای تخفیف درصدی است.',
  endBeforeStart: 'تاریخ پایان نمی‌تواند پیش از تاریخ شروع باشد.',
  name: 'نام تخفیف حداکثر ۲۰۰ نویسه است.',
  code: 'کد تخفیف را بنویسید (۳ تا ۵۰ نویسه).',
  giftAmount: 'مبلغ کارت هدیه باید عددی صحیح و بیشتر از صفر باشد.',
  recipient: 'نام و نشانی گیرنده و فرستنده حداکثر ۲۰۰ نویسه است.',
  email: 'ایمیل گیرنده درست نیست.',
  giftMessage: 'پیام کارت هدیه حداکثر ۱۰۰۰ نویسه است.',
} as const;

/** Ten thousand billion Rial: beyond any order, inside a safe integer. */
const MAX_RIAL = 10_000_000_000_000;
const positiveRial = (message: string) =>
  z.number({ message }).int({ message }).min(1, { message }).max(MAX_RIAL, { message });
const limit = z
  .number({ message: messages.limit })
  .int({ message: messages.limit })
  .min(1, { message: messages.limit });

/** active: usable now; scheduled: its start is ahead; expired: its end has passed; inactive: switched off. */
export const AdminDiscountStatus = z.enum(['active', 'scheduled', 'expired', 'inactive']);
export type AdminDiscountStatus = z.infer<typeof AdminDiscountStatus>;

/** nopCommerce's discount types the store's rules apply; today a code takes its amount off the order's subtotal. */
export const AdminDiscountType = z.enum(['orderSubtotal']);
export type AdminDiscountType = z.infer<typeof AdminDiscountType>;

/** `GET /promotions/discounts`: `q` is the start of a code or a word of a name. */
export const AdminDiscountListQuery = AdminPageQuery.extend({
  q: z.string().trim().max(100, { message: 'عبارت جستجو حداکثر ۱۰۰ نویسه است.' }).optional(),
  status: AdminDiscountStatus.optional(),
});
export type AdminDiscountListQuery = z.infer<typeof AdminDiscountListQuery>;

const discountFields = {
  name: z.string(),
  /** With `requiresCode` false, an internal name the shop never asks for. */
  code: z.string(),
  /** nopCommerce's "requires coupon code": false, the shop applies it to every cart that qualifies. */
  requiresCode: z.boolean(),
  type: AdminDiscountType,
  usePercentage: z.boolean(),
  /** 1–100 when usePercentage, else null. */
  percentage: z.number().int().nullable(),
  /** Rial off when not usePercentage, else null. */
  amount: z.number().int().nullable(),
  /** Rial; null: a percentage without a cap (or an amount). */
  maximumAmount: z.number().int().nullable(),
  minimumSubtotal: z.number().int(),
  /** The first and the last day the code works (both included); null: open. */
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  limitPerCustomer: z.number().int().nullable(),
  limitTotal: z.number().int().nullable(),
  active: z.boolean(),
};

export const AdminDiscountSummary = z.object({
  id: z.number().int(),
  ...discountFields,
  status: AdminDiscountStatus,
  usageCount: z.number().int(),
});
export type AdminDiscountSummary = z.infer<typeof AdminDiscountSummary>;

export const AdminDiscountList = adminPage(AdminDiscountSummary);
export type AdminDiscountList = z.infer<typeof AdminDiscountList>;

export const AdminDiscountDetail = AdminDiscountSummary.extend({
  createdAt: z.string(),
  /** Rial taken off all orders that used the code. */
  usedAmount: z.number().int(),
  /** Send back as `expectedVersion` with a change (ADR 0065). */
  rowVersion: z.number().int(),
});
export type AdminDiscountDetail = z.infer<typeof AdminDiscountDetail>;

const discountInput = z.object({
  name: z.string().trim().max(200, { message: messages.name }).default(''),
  /** Any digits and case: the server writes it in Latin capitals; empty without `requiresCode`: it makes one. */
  code: z.string().trim().max(50, { message: messages.code }).default(''),
  requiresCode: z.boolean().default(true),
  type: AdminDiscountType.default('orderSubtotal'),
  usePercentage: z.boolean(),
  percentage: z
    .number({ message: messages.percent })
    .int({ message: messages.percent })
    .min(1, { message: messages.percent })
    .max(100, { message: messages.percent })
    .nullable()
    .default(null),
  amount: positiveRial(messages.amount).nullable().default(null),
  maximumAmount: positiveRial(messages.maximum).nullable().default(null),
  minimumSubtotal: z
    .number({ message: messages.minimum })
    .int({ message: messages.minimum })
    .min(0, { message: messages.minimum })
    .max(MAX_RIAL, { message: messages.minimum })
    .default(0),
  startsOn: AdminDay.nullable().default(null),
  endsOn: AdminDay.nullable().default(null),
  limitPerCustomer: limit.nullable().default(null),
  limitTotal: limit.nullable().default(null),
  active: z.boolean().default(true),
});

type DiscountInputShape = z.output<typeof discountInput>;

/** The rules that tie fields together; each message names the field it is under. */
function checkDiscount(input: DiscountInputShape, ctx: z.RefinementCtx): void {
  if ((input.requiresCode || input.code !== '') && input.code.length < 3)
    ctx.addIssue({ code: 'custom', message: messages.code, path: ['code'] });
  if (input.usePercentage && input.percentage === null)
    ctx.addIssue({ code: 'custom', message: messages.percentMissing, path: ['percentage'] });
  if (!input.usePercentage && input.amount === null)
    ctx.addIssue({ code: 'custom', message: messages.amountMissing, path: ['amount'] });
  if (!input.usePercentage && input.maximumAmount !== null)
    ctx.addIssue({ code: 'custom', message: messages.maximumOnlyPercent, path: ['maximumAmount'] });
  if (input.startsOn && input.endsOn && input.endsOn < input.startsOn)
    ctx.addIssue({ code: 'custom', message: messages.endBeforeStart, path: ['endsOn'] });
}

/** `POST /promotions/discounts`. */
export const AdminDiscountCreate = discountInput.superRefine(checkDiscount);
export type AdminDiscountCreate = z.input<typeof AdminDiscountCreate>;

/** `PUT /promotions/discounts/:id`: the whole discount as the editor shows it, with the version it loaded. */
export const AdminDiscountUpdate = discountInput
  .extend({ expectedVersion: ExpectedVersion })
  .superRefine(checkDiscount);
export type AdminDiscountUpdate = z.input<typeof AdminDiscountUpdate>;

/** `PUT …/:id/active`: switch a discount code or a gift card off (or on again). */
export const AdminPromotionActiveChange = z.object({ expectedVersion: ExpectedVersion, active: z.boolean() });
export type AdminPromotionActiveChange = z.infer<typeof AdminPromotionActiveChange>;

export const AdminDiscountUsage = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  /** Rial taken off this order. */
  amount: z.number().int(),
  usedAt: z.string(),
});
export type AdminDiscountUsage = z.infer<typeof AdminDiscountUsage>;

/** `GET /promotions/discounts/:id/usages`: newest first. */
export const AdminDiscountUsageList = adminPage(AdminDiscountUsage);
export type AdminDiscountUsageList = z.infer<typeof AdminDiscountUsageList>;

export const AdminGiftCardStatus = z.enum(['active', 'inactive', 'spent']);
export type AdminGiftCardStatus = z.infer<typeof AdminGiftCardStatus>;

/** `GET /promotions/gift-cards`: `q` is the start of a code or of the recipient's name. */
export const AdminGiftCardListQuery = AdminPageQuery.extend({
  q: z.string().trim().max(100, { message: 'عبارت جستجو حداکثر ۱۰۰ نویسه است.' }).optional(),
  status: AdminGiftCardStatus.optional(),
});
export type AdminGiftCardListQuery = z.infer<typeof AdminGiftCardListQuery>;

export const AdminGiftCardSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  amount: z.number().int(),
  /** The amount less what orders took. */
  remaining: z.number().int(),
  recipientName: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminGiftCardSummary = z.infer<typeof AdminGiftCardSummary>;

export const AdminGiftCardList = adminPage(AdminGiftCardSummary);
export type AdminGiftCardList = z.infer<typeof AdminGiftCardList>;

export const AdminGiftCardUsage = z.object({
  id: z.number().int(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  usedValue: z.number().int(),
  /** What was left on the card after this use. */
  balanceAfter: z.number().int(),
  usedAt: z.string(),
});
export type AdminGiftCardUsage = z.infer<typeof AdminGiftCardUsage>;

export const AdminGiftCardDetail = AdminGiftCardSummary.extend({
  recipientEmail: z.string(),
  senderName: z.string(),
  message: z.string(),
  usedAmount: z.number().int(),
  rowVersion: z.number().int(),
  /** Every use, oldest first (a card's balance runs out after a few). */
  usages: z.array(AdminGiftCardUsage),
});
export type AdminGiftCardDetail = z.infer<typeof AdminGiftCardDetail>;

const text200 = z.string().trim().max(200, { message: messages.recipient }).default('');
const giftCardInput = z.object({
  /** Empty: the server makes one (16 letters and digits, easy to read aloud). */
  code: z.string().trim().max(100, { message: 'کد کارت هدیه حداکثر ۱۰۰ نویسه است.' }).default(''),
  amount: positiveRial(messages.giftAmount),
  recipientName: text200,
  recipientEmail: text200.refine((email) => email === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email), {
    message: messages.email,
  }),
  senderName: text200,
  message: z.string().trim().max(1000, { message: messages.giftMessage }).default(''),
  active: z.boolean().default(true),
});

/** `POST /promotions/gift-cards`. */
export const AdminGiftCardCreate = giftCardInput;
export type AdminGiftCardCreate = z.input<typeof AdminGiftCardCreate>;

/** `PUT /promotions/gift-cards/:id`: the code stays; the amount may not go below what orders took. */
export const AdminGiftCardUpdate = giftCardInput.omit({ code: true }).extend({ expectedVersion: ExpectedVersion });
export type AdminGiftCardUpdate = z.input<typeof AdminGiftCardUpdate>;

export const AdminPromotionParams = z.object({ id: z.coerce.number().int().positive() });
export const AdminPromotionUsageQuery = AdminPageQuery;
