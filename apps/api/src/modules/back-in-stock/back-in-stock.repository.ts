import { sql, type Kysely } from 'kysely';
import type { Database, MessageChannel } from '../../db/schema.js';

export async function insertSubscriptionOnce(
  db: Kysely<Database>,
  subscription: { productId: number; customerId: number; now: string },
): Promise<number | null> {
  const row = await db
    .insertInto('back_in_stock_subscription')
    .values({ product_id: subscription.productId, customer_id: subscription.customerId, created_at: subscription.now })
    .onConflict((oc) => oc.columns(['customer_id', 'product_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function findSubscription(db: Kysely<Database>, customerId: number, productId: number) {
  return db
    .selectFrom('back_in_stock_subscription')
    .select(['id', 'created_at'])
    .where('customer_id', '=', customerId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

export function listCustomerSubscriptions(
  db: Kysely<Database>,
  customerId: number,
  page: { limit: number; offset: number },
) {
  return db
    .selectFrom('back_in_stock_subscription as s')
    .innerJoin('product as p', 'p.id', 's.product_id')
    .select(['s.id', 's.product_id', 's.created_at'])
    .where('s.customer_id', '=', customerId)
    .where('p.deleted', '=', 0)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countCustomerSubscriptions(db: Kysely<Database>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('back_in_stock_subscription as s')
    .innerJoin('product as p', 'p.id', 's.product_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('s.customer_id', '=', customerId)
    .where('p.deleted', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteCustomerSubscription(
  db: Kysely<Database>,
  customerId: number,
  subscriptionId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('back_in_stock_subscription')
    .where('id', '=', subscriptionId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A delete … returning, so of two transactions racing on one product only the one that deleted a row queues. */
export async function takeSubscriptionsOf(db: Kysely<Database>, productId: number) {
  const taken = await db
    .deleteFrom('back_in_stock_subscription')
    .where('product_id', '=', productId)
    .returning(['customer_id'])
    .execute();
  if (taken.length === 0) return [];
  return db
    .selectFrom('customer')
    .select(['id', 'email', 'mobile', 'first_name'])
    .where(
      'id',
      'in',
      taken.map((t) => t.customer_id),
    )
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();
}

export async function listSubscribedProductIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('back_in_stock_subscription')
    .select('product_id')
    .distinct()
    .orderBy('product_id')
    .execute();
  return rows.map((r) => r.product_id);
}

export async function insertNotifications(
  db: Kysely<Database>,
  rows: Array<{
    productId: number;
    customerId: number;
    channel: MessageChannel;
    recipient: string;
    subject: string;
    body: string;
    now: string;
  }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('back_in_stock_notification')
    .values(
      rows.map((r) => ({
        product_id: r.productId,
        customer_id: r.customerId,
        channel: r.channel,
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        created_at: r.now,
      })),
    )
    .execute();
}

export async function listDeliverableNotificationIds(
  db: Kysely<Database>,
  options: { staleBefore: string; maxAttempts: number; limit: number },
) {
  const rows = await db
    .selectFrom('back_in_stock_notification')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', options.staleBefore)]),
      ]),
    )
    .where('attempts', '<', options.maxAttempts)
    .orderBy('id')
    .limit(options.limit)
    .execute();
  return rows.map((r) => r.id);
}

/** A conditional update, so of parallel deliverers exactly one wins. */
export async function claimNotification(
  db: Kysely<Database>,
  id: number,
  options: { now: string; staleBefore: string },
) {
  const result = await db
    .updateTable('back_in_stock_notification')
    .set({ status: 'sending', claimed_at: options.now, attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', options.staleBefore)]),
      ]),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('back_in_stock_notification').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markNotificationSent(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db
    .updateTable('back_in_stock_notification')
    .set({ status: 'sent', sent_at: now, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markNotificationFailed(db: Kysely<Database>, id: number, error: string): Promise<void> {
  await db
    .updateTable('back_in_stock_notification')
    .set({ status: 'pending', claimed_at: null, last_error: error.slice(0, 400) })
    .where('id', '=', id)
    .execute();
}
