import type { Kysely } from 'kysely';
import { parseJalaliInput } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { discountMessages } from './discounts.messages.js';
import { insertDiscount, type DiscountRow } from './discounts.repository.js';
import { normaliseDiscountCode, tehranDay, tehranMidnight } from './discounts.rules.js';

/** What a discount code may be once normalised; the back office checks the same (discount-terms.ts). */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,50}$/;
const DAY = 24 * 60 * 60 * 1000;

export class DiscountError extends Error {}

export type DiscountCode = DiscountRow;

export interface NewDiscount {
  code: string;
  name?: string;
  percent?: number;
  maximumRial?: number;
  amountRial?: number;
  minimumSubtotalRial?: number;
  starts?: string;
  ends?: string;
  limitPerCustomer?: number;
  limitTotal?: number;
}

function fail(fa: string, en: string): never {
  throw new DiscountError(`${fa} / ${en}`);
}

function wholeNumber(value: number | undefined, min: number, fa: string, en: string): number | undefined {
  if (value !== undefined && (!Number.isSafeInteger(value) || value < min)) fail(fa, en);
  return value;
}

function calendarDay(text: string, which: string): string {
  const gregorian = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (gregorian && Number(gregorian[1]) >= 1700) {
    const day = new Date(`${text}T00:00:00.000Z`);
    if (!Number.isNaN(day.getTime()) && day.toISOString().startsWith(text)) return text;
  } else {
    const converted = parseJalaliInput(text);
    if (converted) return converted;
  }
  return fail(
    `تاریخ ${which} معتبر نیست (YYYY-MM-DD میلادی یا شمسی).`,
    `The ${which === 'شروع' ? 'start' : 'end'} date must be YYYY-MM-DD (Gregorian or Jalali).`,
  );
}

export interface DiscountCodesService {
  create(input: NewDiscount): Promise<DiscountCode>;
  describe(row: DiscountCode, currency: { rate: number; name: string }): string;
}

export function createDiscountCodes(deps: { db: Kysely<Database>; clock: Clock }): DiscountCodesService {
  return { create: (input) => createDiscountCode(deps.db, deps.clock, input), describe: describeDiscountCode };
}

async function createDiscountCode(db: Kysely<Database>, clock: Clock, input: NewDiscount): Promise<DiscountRow> {
  const code = normaliseDiscountCode(input.code);
  if (!DISCOUNT_CODE_PATTERN.test(code))
    fail('کد تخفیف ۳ تا ۵۰ نویسه از حروف لاتین، رقم، - و _ است.', 'A code has 3–50 letters, digits, - and _.');
  if ((input.percent === undefined) === (input.amountRial === undefined))
    fail('یا درصد (--percent) یا مبلغ (--amount) را بدهید.', 'Give either --percent or --amount.');
  const percent = wholeNumber(
    input.percent,
    1,
    'درصد باید عددی صحیح از ۱ تا ۱۰۰ باشد.',
    'The percentage must be 1–100.',
  );
  if (percent !== undefined && percent > 100)
    fail('درصد باید عددی صحیح از ۱ تا ۱۰۰ باشد.', 'The percentage must be 1–100.');
  if (input.maximumRial !== undefined && percent === undefined)
    fail('سقف (--max) فقط برای تخفیف درصدی است.', '--max only caps a percentage.');
  const maximum = wholeNumber(input.maximumRial, 1, 'سقف تخفیف باید مبلغی مثبت باشد.', 'The cap must be positive.');
  const amount = wholeNumber(input.amountRial, 1, 'مبلغ تخفیف باید مبلغی مثبت باشد.', 'The amount must be positive.');
  const minimum = wholeNumber(
    input.minimumSubtotalRial,
    0,
    'حداقل مبلغ خرید نمی‌تواند منفی باشد.',
    'The minimum subtotal cannot be negative.',
  );
  const perCustomer = wholeNumber(
    input.limitPerCustomer,
    1,
    'سقف استفادهٔ هر مشتری باید عددی صحیح و مثبت باشد.',
    'The per-customer limit must be a positive whole number.',
  );
  const total = wholeNumber(
    input.limitTotal,
    1,
    'سقف کل استفاده باید عددی صحیح و مثبت باشد.',
    'The total limit must be a positive whole number.',
  );
  const startsAt = input.starts === undefined ? null : tehranMidnight(calendarDay(input.starts, 'شروع'));
  const endsAt =
    input.ends === undefined ? null : new Date(tehranMidnight(calendarDay(input.ends, 'پایان')).getTime() + DAY);
  if (startsAt && endsAt && endsAt <= startsAt)
    fail('تاریخ پایان باید بعد از تاریخ شروع باشد.', 'The end date must not be before the start date.');
  const name = input.name?.trim() || discountMessages.defaultName(code);

  const row = await insertDiscount(db, {
    name: name.slice(0, 200),
    coupon_code: code,
    use_percentage: percent === undefined ? 0 : 1,
    percentage: percent ?? 0,
    amount: amount ?? 0,
    maximum_amount: maximum ?? 0,
    minimum_subtotal: minimum ?? 0,
    starts_at: startsAt?.toISOString() ?? null,
    ends_at: endsAt?.toISOString() ?? null,
    limit_per_customer: perCustomer ?? null,
    limit_total: total ?? null,
    is_active: 1,
    created_at: clock.now().toISOString(),
  });
  if (!row) fail(`کد تخفیف ${code} از قبل وجود دارد.`, `A discount code ${code} exists.`);
  return row;
}

function describeDiscountCode(row: DiscountRow, currency: { rate: number; name: string }): string {
  const money = (rial: number) => `${Math.round(rial * currency.rate)} ${currency.name}`;
  const parts = [
    row.use_percentage === 1
      ? `${row.percentage}% off${row.maximum_amount > 0 ? `, at most ${money(row.maximum_amount)}` : ''}`
      : `${money(row.amount)} off`,
  ];
  if (row.minimum_subtotal > 0) parts.push(`minimum subtotal ${money(row.minimum_subtotal)}`);
  if (row.starts_at) parts.push(`from ${tehranDay(new Date(row.starts_at))}`);
  if (row.ends_at) parts.push(`until the end of ${tehranDay(new Date(Date.parse(row.ends_at) - 1))}`);
  parts.push(
    row.limit_per_customer === null ? 'no limit per customer' : `${row.limit_per_customer} use(s) per customer`,
  );
  parts.push(row.limit_total === null ? 'no total limit' : `${row.limit_total} use(s) in total`);
  return `Discount ${row.coupon_code} (#${row.id}, «${row.name}»): ${parts.join('; ')}`;
}
