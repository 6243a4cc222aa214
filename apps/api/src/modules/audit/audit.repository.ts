import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AuditLogRow, Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface AuditFilter {
  staffId?: number;
  area?: string;
  entityType?: string;
  entityId?: string;
  /** ISO instants: at ≥ fromAt and at < toAt. */
  fromAt?: string;
  toAt?: string;
}

export async function insertAuditRow(db: Db, row: Omit<AuditLogRow, 'id'>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

function filtered<O>(query: SelectQueryBuilder<Database, 'audit_log', O>, filter: AuditFilter) {
  let q = query;
  if (filter.staffId !== undefined) q = q.where('staff_id', '=', filter.staffId);
  if (filter.area !== undefined) q = q.where('area', '=', filter.area);
  if (filter.entityType !== undefined) q = q.where('entity_type', '=', filter.entityType);
  if (filter.entityId !== undefined) q = q.where('entity_id', '=', filter.entityId);
  if (filter.fromAt !== undefined) q = q.where('at', '>=', filter.fromAt);
  if (filter.toAt !== undefined) q = q.where('at', '<', filter.toAt);
  return q;
}

export async function pageAuditRows(
  db: Db,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db.selectFrom('audit_log').selectAll(), filter)
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(
      db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number | string>().as('n')),
      filter,
    ).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The entity's changes recorded after the version an editor loaded, oldest first. */
export function changesSince(
  db: Db,
  entityType: string,
  entityId: string,
  sinceVersion: number,
): Promise<AuditLogRow[]> {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .where('entity_version', '>', sinceVersion)
    .orderBy('id')
    .execute();
}
