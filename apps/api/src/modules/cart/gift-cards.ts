import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { normaliseGiftCardCode } from './cart.service.js';

/** No 0/O or 1/I: a code read aloud or typed from paper should not be mistyped. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** What a gift card code may be once normalised; the back office checks the same (gift-card-terms.ts). */
export const GIFT_CARD_CODE_PATTERN = /^[A-Z0-9-]{4,100}$/;

/** 80 random bits: guessing a code is hopeless. */
export function randomGiftCardCode(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

export class GiftCardError extends Error {}

export interface GiftCardsService {
  issue(input: { amountRial: number; code?: string }): Promise<string>;
}

export function createGiftCardsService(deps: { db: Kysely<Database>; clock: Clock }): GiftCardsService {
  return { issue: (input) => issueGiftCard(deps.db, deps.clock, input) };
}

async function issueGiftCard(
  db: Kysely<Database>,
  clock: Clock,
  input: { amountRial: number; code?: string },
): Promise<string> {
  if (!Number.isSafeInteger(input.amountRial) || input.amountRial <= 0) {
    throw new GiftCardError('مبلغ کارت هدیه باید عددی صحیح و مثبت باشد. / The amount must be a positive whole number.');
  }
  const code = input.code === undefined ? randomGiftCardCode() : normaliseGiftCardCode(input.code);
  if (!GIFT_CARD_CODE_PATTERN.test(code)) {
    throw new GiftCardError(
      'کد کارت هدیه فقط حروف لاتین، رقم و خط تیره دارد (۴ تا ۱۰۰ نویسه). / A code has 4–100 letters, digits and dashes.',
    );
  }
  const inserted = await db
    .insertInto('gift_card')
    .values({ code, amount: input.amountRial, is_active: 1, created_at: clock.now().toISOString() })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted)
    throw new GiftCardError(`کارت هدیه‌ای با کد ${code} از قبل وجود دارد. / A gift card with code ${code} exists.`);
  return code;
}
