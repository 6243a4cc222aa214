import type { Kysely, Selectable } from 'kysely';
import type { AffiliateCommissionTable, AffiliateTable, Database } from '../../db/schema.js';

export type AffiliateRow = Selectable<AffiliateTable>;
export type CommissionRow = Selectable<AffiliateCommissionTable>;

export function findAffiliateOfCustomer(db: Kysely<Database>, customerId: number): Promise<AffiliateRow | undefined> {
  return db.selectFrom('affiliate').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
}

export function findActiveAffiliateByCode(db: Kysely<Database>, code: string): Promise<AffiliateRow | undefined> {
  return db.selectFrom('affiliate').selectAll().where('code', '=', code).where('active', '=', 1).executeTakeFirst();
}

export async function isCodeTaken(db: Kysely<Database>, code: string): Promise<boolean> {
  return (await db.selectFrom('affiliate').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
}

/** Inserts the affiliate; undefined when the customer already is one or the code is taken (a concurrent enable). */
export async function insertAffiliate(
  db: Kysely<Database>,
  row: { customerId: number; code: string; rate: number; now: string },
): Promise<AffiliateRow | undefined> {
  return db
    .insertInto('affiliate')
    .values({ customer_id: row.customerId, code: row.code, commission_rate: row.rate, active: 1, created_at: row.now })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateAffiliate(
  db: Kysely<Database>,
  id: number,
  changes: { active: number; commission_rate?: number },
): Promise<void> {
  await db.updateTable('affiliate').set(changes).where('id', '=', id).execute();
}

export async function countReferredCustomers(db: Kysely<Database>, affiliateId: number): Promise<number> {
  const row = await db
    .selectFrom('customer')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('affiliate_id', '=', affiliateId)
    .where('is_guest', '=', 0)
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findReferrerOf(db: Kysely<Database>, customerId: number): Promise<AffiliateRow | undefined> {
  return db
    .selectFrom('customer as c')
    .innerJoin('affiliate as a', 'a.id', 'c.affiliate_id')
    .selectAll('a')
    .where('c.id', '=', customerId)
    .where('a.active', '=', 1)
    .executeTakeFirst();
}

export async function insertCommission(
  db: Kysely<Database>,
  row: { affiliateId: number; orderId: number; rate: number; amount: number; now: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('affiliate_commission')
    .values({
      affiliate_id: row.affiliateId,
      order_id: row.orderId,
      commission_rate: row.rate,
      amount: row.amount,
      created_at: row.now,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function voidUnpaidCommission(db: Kysely<Database>, orderId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('affiliate_commission')
    .set({ voided_at: now })
    .where('order_id', '=', orderId)
    .where('is_paid', '=', 0)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const commissionWithOrder = (db: Kysely<Database>) =>
  db
    .selectFrom('affiliate_commission as m')
    .innerJoin('customer_order as o', 'o.id', 'm.order_id')
    .innerJoin('affiliate as a', 'a.id', 'm.affiliate_id')
    .select([
      'm.id',
      'm.affiliate_id',
      'm.order_id',
      'm.commission_rate',
      'm.amount',
      'm.is_paid',
      'm.paid_at',
      'm.voided_at',
      'm.created_at',
      'a.code as affiliate_code',
      'a.customer_id as affiliate_customer_id',
      'o.custom_order_number',
      'o.order_status',
      'o.payment_status',
      'o.order_total',
    ]);

export type CommissionWithOrder = Awaited<
  ReturnType<ReturnType<typeof commissionWithOrder>['executeTakeFirstOrThrow']>
>;

export function listCommissionsOfAffiliate(
  db: Kysely<Database>,
  affiliateId: number,
  page: { offset: number; limit: number },
): Promise<CommissionWithOrder[]> {
  return commissionWithOrder(db)
    .where('m.affiliate_id', '=', affiliateId)
    .where('m.voided_at', 'is', null)
    .orderBy('m.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export function listAllCommissions(
  db: Kysely<Database>,
  options: { unpaid: boolean; limit: number },
): Promise<CommissionWithOrder[]> {
  let query = commissionWithOrder(db);
  if (options.unpaid) query = query.where('m.is_paid', '=', 0).where('m.voided_at', 'is', null);
  return query.orderBy('m.id', 'desc').limit(options.limit).execute();
}

export function findCommission(db: Kysely<Database>, id: number): Promise<CommissionWithOrder | undefined> {
  return commissionWithOrder(db).where('m.id', '=', id).executeTakeFirst();
}

export async function markCommissionPaid(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('affiliate_commission')
    .set({ is_paid: 1, paid_at: now })
    .where('id', '=', id)
    .where('is_paid', '=', 0)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
