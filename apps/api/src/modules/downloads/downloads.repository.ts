import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, DownloadTable } from '../../db/schema.js';

export type DownloadRow = Selectable<DownloadTable>;

function downloadableLines(db: Kysely<Database>) {
  return db
    .selectFrom('order_item as oi')
    .innerJoin('customer_order as o', 'o.id', 'oi.order_id')
    .innerJoin('product as p', 'p.id', 'oi.product_id')
    .where('p.is_download', '=', 1)
    .select([
      'oi.id',
      'oi.order_item_guid',
      'oi.order_id',
      'oi.product_id',
      'oi.product_name',
      'oi.download_count',
      'oi.is_download_activated',
      'o.customer_id',
      'o.custom_order_number',
      'o.order_status',
      'o.payment_status',
      'o.paid_at',
      'o.created_at',
      'p.download_id',
      'p.unlimited_downloads',
      'p.max_number_of_downloads',
      'p.download_expiration_days',
      'p.download_activation_type',
      'p.has_user_agreement',
      'p.user_agreement_text',
    ]);
}

export type DownloadableLineRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof downloadableLines>['executeTakeFirst']>>
>;

export function listDownloadableLinesOfCustomer(
  db: Kysely<Database>,
  customerId: number,
): Promise<DownloadableLineRow[]> {
  return downloadableLines(db)
    .where('o.customer_id', '=', customerId)
    .orderBy('o.created_at', 'desc')
    .orderBy('oi.id', 'asc')
    .execute();
}

export function findDownloadableLineByGuid(
  db: Kysely<Database>,
  orderItemGuid: string,
): Promise<DownloadableLineRow | undefined> {
  return downloadableLines(db).where('oi.order_item_guid', '=', orderItemGuid).executeTakeFirst();
}

export function listLatestDownloadableLines(db: Kysely<Database>, limit: number): Promise<DownloadableLineRow[]> {
  return downloadableLines(db).orderBy('oi.id', 'desc').limit(limit).execute();
}

export function findDownloadFile(db: Kysely<Database>, downloadId: number): Promise<DownloadRow | undefined> {
  return db.selectFrom('download').selectAll().where('id', '=', downloadId).executeTakeFirst();
}

/** One conditional statement: of parallel downloads at the limit exactly one is counted. */
export async function countDownload(db: Kysely<Database>, orderItemId: number, max: number | null): Promise<boolean> {
  let update = db
    .updateTable('order_item')
    .set({ download_count: sql`download_count + 1` })
    .where('id', '=', orderItemId);
  if (max !== null) update = update.where('download_count', '<', max);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findOrderLineForActivation(db: Kysely<Database>, orderItemId: number) {
  return db
    .selectFrom('order_item as oi')
    .innerJoin('customer_order as o', 'o.id', 'oi.order_id')
    .innerJoin('product as p', 'p.id', 'oi.product_id')
    .select([
      'oi.id',
      'oi.product_name',
      'oi.is_download_activated',
      'o.custom_order_number',
      'p.is_download',
      'p.download_activation_type',
    ])
    .where('oi.id', '=', orderItemId)
    .executeTakeFirst();
}

export async function setDownloadActivated(
  db: Kysely<Database>,
  orderItemId: number,
  activated: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('order_item')
    .set({ is_download_activated: activated ? 1 : 0 })
    .where('id', '=', orderItemId)
    .where('is_download_activated', '=', activated ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
