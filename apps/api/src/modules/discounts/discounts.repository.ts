import type { Insertable, Kysely, Selectable } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Database, DiscountTable, DiscountUsageTable } from '../../db/schema.js';

export type DiscountRow = Selectable<DiscountTable>;

export function findDiscountByCode(db: Kysely<Database>, couponCode: string): Promise<DiscountRow | undefined> {
  return db.selectFrom('discount').selectAll().where('coupon_code', '=', couponCode).executeTakeFirst();
}

export function listCartDiscounts(db: Kysely<Database>, customerId: number): Promise<DiscountRow[]> {
  return db
    .selectFrom('cart_discount as cd')
    .innerJoin('discount as d', 'd.id', 'cd.discount_id')
    .selectAll('d')
    .where('cd.customer_id', '=', customerId)
    .orderBy('cd.created_at')
    .orderBy('d.id')
    .execute();
}

/** Discounts nobody types (requires_coupon_code 0): every cart is offered them; the rules decide whether they apply. */
export function listAutomaticDiscounts(db: Kysely<Database>): Promise<DiscountRow[]> {
  return db
    .selectFrom('discount')
    .selectAll()
    .where('is_active', '=', 1)
    .where('requires_coupon_code', '=', 0)
    .orderBy('id')
    .execute();
}

/** PostgreSQL row locks (SQLite serialises writers), so two transactions cannot both take a code's last use. */
export async function lockDiscounts(db: Kysely<Database>, discountIds: readonly number[]): Promise<void> {
  if (!isPostgres(db) || discountIds.length === 0) return;
  await db
    .selectFrom('discount')
    .select('id')
    .where('id', 'in', [...discountIds])
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function countUsages(
  db: Kysely<Database>,
  discountIds: readonly number[],
  customerId: number,
): Promise<Map<number, { total: number; byCustomer: number }>> {
  const counts = new Map(discountIds.map((id) => [id, { total: 0, byCustomer: 0 }]));
  if (discountIds.length === 0) return counts;
  const rows = await db
    .selectFrom('discount_usage')
    .select((eb) => [
      'discount_id',
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.sum<number | string>(eb.case().when('customer_id', '=', customerId).then(1).else(0).end()).as('mine'),
    ])
    .where('discount_id', 'in', [...discountIds])
    .groupBy('discount_id')
    .execute();
  for (const row of rows) counts.set(row.discount_id, { total: Number(row.total), byCustomer: Number(row.mine) });
  return counts;
}

export async function replaceCartDiscount(
  db: Kysely<Database>,
  customerId: number,
  discountId: number,
  now: string,
): Promise<void> {
  await db.deleteFrom('cart_discount').where('customer_id', '=', customerId).execute();
  await db
    .insertInto('cart_discount')
    .values({ customer_id: customerId, discount_id: discountId, created_at: now })
    .execute();
}

export async function removeCartDiscount(
  db: Kysely<Database>,
  customerId: number,
  discountId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_discount')
    .where('customer_id', '=', customerId)
    .where('discount_id', '=', discountId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function clearCartDiscounts(db: Kysely<Database>, customerId: number): Promise<number> {
  const result = await db.deleteFrom('cart_discount').where('customer_id', '=', customerId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The guest's codes replace the customer's: they are the shopper's latest choice. */
export async function moveCartDiscounts(
  db: Kysely<Database>,
  fromCustomerId: number,
  toCustomerId: number,
): Promise<void> {
  const guestCodes = await db
    .selectFrom('cart_discount')
    .select('discount_id')
    .where('customer_id', '=', fromCustomerId)
    .execute();
  if (guestCodes.length === 0) return;
  await db.deleteFrom('cart_discount').where('customer_id', '=', toCustomerId).execute();
  await db
    .updateTable('cart_discount')
    .set({ customer_id: toCustomerId })
    .where('customer_id', '=', fromCustomerId)
    .execute();
}

export async function insertUsages(db: Kysely<Database>, rows: Insertable<DiscountUsageTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('discount_usage').values(rows).execute();
}

export async function deleteUsagesOfOrder(db: Kysely<Database>, orderId: number): Promise<number> {
  const result = await db.deleteFrom('discount_usage').where('order_id', '=', orderId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertDiscount(
  db: Kysely<Database>,
  values: Insertable<DiscountTable>,
): Promise<DiscountRow | undefined> {
  return db
    .insertInto('discount')
    .values(values)
    .onConflict((oc) => oc.column('coupon_code').doNothing())
    .returningAll()
    .executeTakeFirst();
}
