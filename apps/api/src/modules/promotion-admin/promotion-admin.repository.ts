import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Database, DiscountTable, GiftCardTable } from '../../db/schema.js';

export type DiscountRow = Selectable<DiscountTable>;
export type GiftCardRow = Selectable<GiftCardTable>;

type Page = { offset: number; limit: number };

// A range, not LIKE: SQLite's LIKE ignores case and would not use the unique index; PostgreSQL compares in
// byte order ("C"), as customer-admin's prefixes do.
function startsWith(db: Kysely<Database>, column: string, text: string) {
  const ref = isPostgres(db) ? sql`${sql.ref(column)} collate "C"` : sql.ref(column);
  return sql<boolean>`(${ref} >= ${text} and ${ref} < ${`${text}\uffff`})`;
}

/** The list's states as the checkout decides them (discount-terms.ts), in SQL; `now` is an ISO instant. */
export type DiscountStateFilter = 'active' | 'scheduled' | 'expired' | 'inactive';

export interface DiscountFilter {
  code?: string;
  name?: string;
  state?: DiscountStateFilter;
  now: string;
}

function discountsWhere(db: Kysely<Database>, filter: DiscountFilter) {
  let query = db.selectFrom('discount as d');
  const { code, name, now } = filter;
  if (code !== undefined || name !== undefined) {
    query = query.where((eb) =>
      eb.or([
        ...(code !== undefined ? [startsWith(db, 'd.coupon_code', code)] : []),
        ...(name !== undefined ? [startsWith(db, 'd.name', name)] : []),
      ]),
    );
  }
  switch (filter.state) {
    case 'inactive':
      query = query.where('d.is_active', '=', 0);
      break;
    case 'scheduled':
      query = query.where('d.is_active', '=', 1).where('d.starts_at', '>', now);
      break;
    case 'expired':
      query = query
        .where('d.is_active', '=', 1)
        .where((eb) => eb.or([eb('d.starts_at', 'is', null), eb('d.starts_at', '<=', now)]))
        .where('d.ends_at', '<=', now);
      break;
    case 'active':
      query = query
        .where('d.is_active', '=', 1)
        .where((eb) => eb.or([eb('d.starts_at', 'is', null), eb('d.starts_at', '<=', now)]))
        .where((eb) => eb.or([eb('d.ends_at', 'is', null), eb('d.ends_at', '>', now)]));
      break;
    case undefined:
      break;
  }
  return query;
}

/** A correlated count of the code's usages, inside a query over `discount as d`. */
const usageCount = (eb: ExpressionBuilder<Database & { d: DiscountTable }, 'd'>) =>
  eb
    .selectFrom('discount_usage as u')
    .select((u) => u.fn.countAll<number | string>().as('n'))
    .whereRef('u.discount_id', '=', 'd.id');

export async function listDiscounts(db: Kysely<Database>, filter: DiscountFilter, page: Page) {
  const [rows, count] = await Promise.all([
    discountsWhere(db, filter)
      .selectAll('d')
      .select((eb) => usageCount(eb).as('usage_count'))
      .orderBy('d.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    discountsWhere(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findDiscount(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('discount as d')
    .selectAll('d')
    .select((eb) => [
      usageCount(eb).as('usage_count'),
      eb
        .selectFrom('discount_usage as u')
        .select((u) => u.fn.coalesce(u.fn.sum<number | string>('u.amount'), u.lit(0)).as('s'))
        .whereRef('u.discount_id', '=', 'd.id')
        .as('used_amount'),
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export function codeTaken(db: Kysely<Database>, code: string, exceptId?: number) {
  let query = db.selectFrom('discount').select('id').where('coupon_code', '=', code);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst().then((row) => row !== undefined);
}

/** Undefined when the code is already taken (the unique index decides, also between two staff at once). */
export function insertDiscount(db: Kysely<Database>, values: Insertable<DiscountTable>) {
  return db
    .insertInto('discount')
    .values(values)
    .onConflict((oc) => oc.column('coupon_code').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Writes only when the row is still at the version the editor loaded, and raises it; false when it was not. */
export async function updateDiscount(
  db: Kysely<Database>,
  id: number,
  expectedVersion: number,
  values: Updateable<DiscountTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('discount')
    .set({ ...values, row_version: expectedVersion + 1 })
    .where('id', '=', id)
    .where('row_version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function discountUsages(db: Kysely<Database>, discountId: number, page: Page) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('discount_usage as u')
      .innerJoin('customer_order as o', 'o.id', 'u.order_id')
      .innerJoin('customer as c', 'c.id', 'u.customer_id')
      .select([
        'u.id',
        'u.order_id',
        'o.custom_order_number',
        'u.customer_id',
        'c.first_name',
        'c.last_name',
        'c.email',
        'c.mobile',
        'u.amount',
        'u.created_at',
      ])
      .where('u.discount_id', '=', discountId)
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('discount_usage')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('discount_id', '=', discountId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type GiftCardStateFilter = 'active' | 'inactive' | 'spent';

export interface GiftCardFilter {
  code?: string;
  name?: string;
  state?: GiftCardStateFilter;
}

/** What orders took from the card, inside a query over `gift_card as g`. */
const usedOf = (eb: ExpressionBuilder<Database & { g: GiftCardTable }, 'g'>) =>
  eb
    .selectFrom('gift_card_usage as u')
    .select((u) => u.fn.coalesce(u.fn.sum<number | string>('u.used_value'), u.lit(0)).as('s'))
    .whereRef('u.gift_card_id', '=', 'g.id');

function giftCardsWhere(db: Kysely<Database>, filter: GiftCardFilter) {
  let query = db.selectFrom('gift_card as g');
  const { code, name } = filter;
  if (code !== undefined || name !== undefined) {
    query = query.where((eb) =>
      eb.or([
        ...(code !== undefined ? [startsWith(db, 'g.code', code)] : []),
        ...(name !== undefined ? [startsWith(db, 'g.recipient_name', name)] : []),
      ]),
    );
  }
  // Spent: active but nothing left; the cart refuses such a card as it refuses an inactive one.
  if (filter.state === 'inactive') query = query.where('g.is_active', '=', 0);
  if (filter.state === 'active')
    query = query.where('g.is_active', '=', 1).where((eb) => eb(usedOf(eb), '<', eb.ref('g.amount')));
  if (filter.state === 'spent')
    query = query.where('g.is_active', '=', 1).where((eb) => eb(usedOf(eb), '>=', eb.ref('g.amount')));
  return query;
}

export async function listGiftCards(db: Kysely<Database>, filter: GiftCardFilter, page: Page) {
  const [rows, count] = await Promise.all([
    giftCardsWhere(db, filter)
      .selectAll('g')
      .select((eb) => usedOf(eb).as('used'))
      .orderBy('g.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    giftCardsWhere(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findGiftCard(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('gift_card as g')
    .selectAll('g')
    .select((eb) => usedOf(eb).as('used'))
    .where('g.id', '=', id)
    .executeTakeFirst();
}

export function giftCardUsages(db: Kysely<Database>, giftCardId: number) {
  return db
    .selectFrom('gift_card_usage as u')
    .leftJoin('customer_order as o', 'o.id', 'u.order_id')
    .leftJoin('customer as c', 'c.id', 'o.customer_id')
    .select([
      'u.id',
      'u.order_id',
      'o.custom_order_number',
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.mobile',
      'u.used_value',
      'u.created_at',
    ])
    .where('u.gift_card_id', '=', giftCardId)
    .orderBy('u.created_at')
    .orderBy('u.id')
    .execute();
}

export function insertGiftCard(db: Kysely<Database>, values: Insertable<GiftCardTable>) {
  return db
    .insertInto('gift_card')
    .values(values)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function updateGiftCard(
  db: Kysely<Database>,
  id: number,
  expectedVersion: number,
  values: Updateable<GiftCardTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('gift_card')
    .set({ ...values, row_version: expectedVersion + 1 })
    .where('id', '=', id)
    .where('row_version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** PostgreSQL row lock, so an order cannot take from the card between the check of its usages and the edit. */
export async function lockGiftCard(db: Kysely<Database>, id: number): Promise<void> {
  if (!isPostgres(db)) return;
  await db.selectFrom('gift_card').select('id').where('id', '=', id).forUpdate().execute();
}
