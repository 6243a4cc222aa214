import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, PushQueueTable } from '../../db/schema.js';

export type PushSubscriptionRow = Selectable<Database['push_subscription']>;
export type QueuedPushRow = Selectable<PushQueueTable>;

export async function readVapidKeys(db: Kysely<Database>) {
  return db.selectFrom('push_vapid_key').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirst();
}

/** Keeps the first pair written: two instances starting together both end up reading the same one. */
export async function insertVapidKeysOnce(
  db: Kysely<Database>,
  keys: { publicKey: string; privateKey: string },
  at: string,
): Promise<void> {
  await db
    .insertInto('push_vapid_key')
    .values({ id: 1, public_key: keys.publicKey, private_key: keys.privateKey, created_at: at })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function upsertSubscription(
  db: Kysely<Database>,
  subscription: { endpoint: string; p256dh: string; auth: string; topic: string; customerId: number | null },
  at: string,
): Promise<void> {
  const { endpoint, p256dh, auth, topic, customerId } = subscription;
  await db
    .insertInto('push_subscription')
    .values({ endpoint, p256dh, auth, topic, customer_id: customerId, created_at: at, updated_at: at })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({ p256dh, auth, topic, customer_id: customerId, updated_at: at }),
    )
    .execute();
}

export async function deleteSubscription(db: Kysely<Database>, endpoint: string): Promise<boolean> {
  const result = await db.deleteFrom('push_subscription').where('endpoint', '=', endpoint).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A topic's subscriptions a page at a time (by id), so a large topic is never read whole. */
export async function listTopicSubscriptions(
  db: Kysely<Database>,
  topic: string,
  afterId: number,
  limit: number,
): Promise<PushSubscriptionRow[]> {
  return db
    .selectFrom('push_subscription')
    .selectAll()
    .where('topic', '=', topic)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function listCustomerSubscriptions(
  db: Kysely<Database>,
  customerId: number,
): Promise<PushSubscriptionRow[]> {
  return db.selectFrom('push_subscription').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
}

export async function hasCustomerSubscription(db: Kysely<Database>, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('push_subscription')
    .select('id')
    .where('customer_id', '=', customerId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordSubscriptionFailure(db: Kysely<Database>, id: number, detail: string, at: string) {
  await db
    .updateTable('push_subscription')
    .set((eb) => ({ failure_count: eb('failure_count', '+', 1), last_failure: detail.slice(0, 500), updated_at: at }))
    .where('id', '=', id)
    .execute();
}

export async function insertQueuedPush(db: Kysely<Database>, push: Insertable<PushQueueTable>): Promise<void> {
  await db.insertInto('push_queue').values(push).execute();
}

/** Claimed with a conditional update, so parallel deliverers (several processes, the CLI) never send one twice. */
export async function claimPendingPushes(db: Kysely<Database>, limit: number): Promise<QueuedPushRow[]> {
  const pending = await db
    .selectFrom('push_queue')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('id')
    .limit(limit)
    .execute();
  const claimed: QueuedPushRow[] = [];
  for (const row of pending) {
    const result = await db
      .updateTable('push_queue')
      .set({ status: 'sending' })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(row);
  }
  return claimed;
}

export async function markPushSent(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db.updateTable('push_queue').set({ status: 'sent', sent_at: at }).where('id', '=', id).execute();
}

export type PushOutboxRow = Selectable<Database['push_outbox']>;

export async function listLatestPushOutbox(db: Kysely<Database>, count: number): Promise<PushOutboxRow[]> {
  const rows = await db.selectFrom('push_outbox').selectAll().orderBy('id', 'desc').limit(count).execute();
  return rows.reverse();
}
