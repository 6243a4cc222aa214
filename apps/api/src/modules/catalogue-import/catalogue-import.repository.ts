import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { CatalogueImportRowTable, Database } from '../../db/schema.js';

const INSERT_BATCH = 500;
const LOOKUP_BATCH = 500;

export async function findExistingSkus(db: Kysely<Database>, skus: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < skus.length; i += LOOKUP_BATCH) {
    const rows = await db
      .selectFrom('product')
      .select('sku')
      .where('deleted', '=', 0)
      .where('sku', 'in', skus.slice(i, i + LOOKUP_BATCH))
      .execute();
    for (const row of rows) found.add(row.sku);
  }
  return found;
}

export function listCategoryNames(db: Kysely<Database>): Promise<Array<{ id: number; name: string }>> {
  return db.selectFrom('category').select(['id', 'name']).execute();
}

export async function insertImport(
  trx: Kysely<Database>,
  row: {
    fileName: string;
    format: 'csv' | 'xlsx';
    staffId: number;
    staffEmail: string;
    ip: string;
    totalRows: number;
    invalidRows: number;
    errorsJson: string;
    now: string;
  },
): Promise<number> {
  const inserted = await trx
    .insertInto('catalogue_import')
    .values({
      file_name: row.fileName,
      format: row.format,
      staff_id: row.staffId,
      staff_email: row.staffEmail,
      ip: row.ip,
      job_id: null,
      total_rows: row.totalRows,
      invalid_rows: row.invalidRows,
      errors_json: row.errorsJson,
      created_at: row.now,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertImportRows(
  trx: Kysely<Database>,
  rows: ReadonlyArray<Omit<CatalogueImportRowTable, 'outcome' | 'message'>>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH)
    await trx
      .insertInto('catalogue_import_row')
      .values(rows.slice(i, i + INSERT_BATCH))
      .execute();
}

export function findImport(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('catalogue_import as i')
    .leftJoin('background_job as j', 'j.id', 'i.job_id')
    .selectAll('i')
    .select(['j.status as job_status', 'j.progress_done as job_done'])
    .where('i.id', '=', id)
    .executeTakeFirst();
}
export type ImportRecord = NonNullable<Awaited<ReturnType<typeof findImport>>>;

export function listImports(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('catalogue_import as i')
    .leftJoin('background_job as j', 'j.id', 'i.job_id')
    .selectAll('i')
    .select(['j.status as job_status', 'j.progress_done as job_done'])
    .orderBy('i.id', 'desc')
    .limit(limit)
    .execute();
}

export function listValidSample(db: Kysely<Database>, importId: number, limit: number) {
  return db
    .selectFrom('catalogue_import_row')
    .select('values_json')
    .where('import_id', '=', importId)
    .where('errors_json', 'is', null)
    .orderBy('position')
    .limit(limit)
    .execute();
}

export function listRowsFrom(db: Kysely<Database>, importId: number, fromPosition: number, limit: number) {
  return db
    .selectFrom('catalogue_import_row')
    .select(['position', 'row_number', 'values_json', 'errors_json'])
    .where('import_id', '=', importId)
    .where('position', '>=', fromPosition)
    .orderBy('position')
    .limit(limit)
    .execute();
}

export function listOutcomes(db: Kysely<Database>, importId: number) {
  return db
    .selectFrom('catalogue_import_row')
    .select(['row_number', 'sku', 'outcome', 'message'])
    .where('import_id', '=', importId)
    .orderBy('position')
    .execute();
}

export interface RowOutcome {
  position: number;
  outcome: 'applied' | 'failed';
  message: string;
}

/** A batch's outcomes: on PostgreSQL in one statement (its rows as one JSON parameter). */
export async function setOutcomes(
  trx: Kysely<Database>,
  importId: number,
  outcomes: readonly RowOutcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  const json = JSON.stringify(outcomes.map((o) => ({ p: o.position, o: o.outcome, m: o.message })));
  if (isPostgres(trx)) {
    await sql`update catalogue_import_row as r set outcome = v.o, message = v.m
      from json_to_recordset(${json}::json) as v(p int, o text, m text)
      where r.import_id = ${importId} and r.position = v.p`.execute(trx);
    return;
  }
  // SQLite answers in process, so a statement a row costs no round trip; its UPDATE … FROM json_each would
  // scan the import's rows once per outcome.
  for (const o of outcomes) {
    await trx
      .updateTable('catalogue_import_row')
      .set({ outcome: o.outcome, message: o.message })
      .where('import_id', '=', importId)
      .where('position', '=', o.position)
      .execute();
  }
}

/** Moves the cursor only from where this batch started: a second worker on the same import changes nothing. */
export async function advanceImport(
  trx: Kysely<Database>,
  importId: number,
  from: number,
  change: { to: number; applied: number; failed: number; finishedAt: string | null },
): Promise<boolean> {
  const result = await trx
    .updateTable('catalogue_import')
    .set((eb) => ({
      next_position: change.to,
      applied_rows: eb('applied_rows', '+', change.applied),
      failed_rows: eb('failed_rows', '+', change.failed),
      finished_at: change.finishedAt,
    }))
    .where('id', '=', importId)
    .where('next_position', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function attachJob(trx: Kysely<Database>, importId: number, jobId: number): Promise<boolean> {
  const result = await trx
    .updateTable('catalogue_import')
    .set({ job_id: jobId })
    .where('id', '=', importId)
    .where('job_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
