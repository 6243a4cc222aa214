import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A group never saved has version 0 (no row). */
export async function groupVersion(db: Kysely<Database>, group: string): Promise<number> {
  const row = await db.selectFrom('setting_group').select('row_version').where('name', '=', group).executeTakeFirst();
  return row?.row_version ?? 0;
}

/**
 * Raises the group's version from `expected`; false when another save got there first. The first save
 * inserts version 1: two first saves at once collide on the primary key, and the loser's transaction fails.
 */
export async function claimGroupVersion(db: Kysely<Database>, group: string, expected: number): Promise<boolean> {
  if (expected === 0) {
    const inserted = await db
      .insertInto('setting_group')
      .values({ name: group, row_version: 1 })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }
  const result = await db
    .updateTable('setting_group')
    .set((eb) => ({ row_version: eb('row_version', '+', 1) }))
    .where('name', '=', group)
    .where('row_version', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function listShippingMethods(db: Kysely<Database>) {
  return db.selectFrom('shipping_method').selectAll().orderBy('display_order').orderBy('id').execute();
}
export type ShippingMethodRow = Awaited<ReturnType<typeof listShippingMethods>>[number];

export function findShippingMethod(db: Kysely<Database>, id: number) {
  return db.selectFrom('shipping_method').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateShippingMethod(
  db: Kysely<Database>,
  id: number,
  expectedVersion: number,
  change: { name: string; description: string; isActive: boolean; displayOrder: number; rateSettings: string },
): Promise<boolean> {
  const result = await db
    .updateTable('shipping_method')
    .set((eb) => ({
      name: change.name,
      description: change.description,
      is_active: change.isActive ? 1 : 0,
      display_order: change.displayOrder,
      rate_settings: change.rateSettings,
      row_version: eb('row_version', '+', 1),
    }))
    .where('id', '=', id)
    .where('row_version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function listDeliveryTimeRanges(db: Kysely<Database>) {
  return db.selectFrom('delivery_time_range').selectAll().orderBy('display_order').orderBy('id').execute();
}
export type DeliveryTimeRangeRow = Awaited<ReturnType<typeof listDeliveryTimeRanges>>[number];

export function findDeliveryTimeRange(db: Kysely<Database>, id: number) {
  return db.selectFrom('delivery_time_range').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertDeliveryTimeRange(
  db: Kysely<Database>,
  range: { name: string; startHour: number; endHour: number; capacity: number; displayOrder: number },
): Promise<number> {
  const row = await db
    .insertInto('delivery_time_range')
    .values({
      name: range.name,
      start_hour: range.startHour,
      end_hour: range.endHour,
      capacity: range.capacity,
      display_order: range.displayOrder,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDeliveryTimeRange(
  db: Kysely<Database>,
  id: number,
  expectedVersion: number,
  change: { name: string; startHour: number; endHour: number; capacity: number; displayOrder: number },
): Promise<boolean> {
  const result = await db
    .updateTable('delivery_time_range')
    .set((eb) => ({
      name: change.name,
      start_hour: change.startHour,
      end_hour: change.endHour,
      capacity: change.capacity,
      display_order: change.displayOrder,
      row_version: eb('row_version', '+', 1),
    }))
    .where('id', '=', id)
    .where('row_version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
