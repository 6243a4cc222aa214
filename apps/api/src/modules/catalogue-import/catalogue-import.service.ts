// Upload → preview → apply as a job (ADR 0079). The preview stores every row with its errors; the job applies
// the rows in batches, one transaction a batch and a savepoint a row, so a row is applied whole or not at all and
// the batch's cursor (next_position) commits with its rows: after a restart the job resumes at the first row
// not yet committed.
import { sql, type Kysely } from 'kysely';
import type {
  CatalogueImport,
  CatalogueImportResult,
  CatalogueImportRowError,
  CatalogueImportRowValues,
  CatalogueImportStatus,
} from '@sabad/contract/admin';
import type { Database } from '../../db/schema.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import type { CatalogChanges } from '../../lib/cache-invalidation.js';
import type { Clock } from '../../lib/clock.js';
import { JobLostError, JobStoppedError, type JobContext, type Jobs } from '../../lib/jobs/index.js';
import type { StaffActor } from '../../plugins/admin-routes.js';
import type { AuditActor, AuditLog } from '../audit/index.js';
import { createCategoryListing, type StockChangeListener } from '../catalog/index.js';
import type { SettingsService } from '../settings/index.js';
import { importMessages } from './catalogue-import.messages.js';
import {
  advanceImport,
  attachJob,
  findExistingSkus,
  findImport,
  insertImport,
  insertImportRows,
  listCategoryNames,
  listImports,
  listOutcomes,
  listRowsFrom,
  listValidSample,
  setOutcomes,
  type RowOutcome,
  type ImportRecord,
} from './catalogue-import.repository.js';
import { readTable } from './import-file.js';
import { checkRows, comparable, skusOf } from './import-rows.js';
import type { ProductImportWriter } from './product-import-writer.js';

export const CATALOGUE_IMPORT_TASK = 'catalogue-import';
/**
 * Rows per transaction: short enough that a SQLite reader waits little, and under PostgreSQL's 64 cached
 * subtransactions a backend keeps (each row's savepoint that writes is one; past 64 every other session's
 * snapshot checks go to pg_subtrans).
 */
export const IMPORT_BATCH_ROWS = 50;
const PREVIEW_ERRORS = 500;
const SAMPLE_ROWS = 10;

export interface CatalogueImportService {
  upload(file: { bytes: Buffer; fileName: string }, actor: StaffActor): Promise<CatalogueImport>;
  apply(id: number, actor: StaffActor): Promise<CatalogueImport>;
  get(id: number): Promise<CatalogueImport>;
  list(): Promise<{ items: Array<Omit<CatalogueImport, 'errors' | 'sample'>> }>;
  result(id: number): Promise<CatalogueImportResult>;
}

function statusOf(row: Pick<ImportRecord, 'job_id' | 'job_status'>): CatalogueImportStatus {
  return row.job_id === null || row.job_status === null ? 'previewed' : row.job_status;
}

function summary(row: ImportRecord): Omit<CatalogueImport, 'errors' | 'sample'> {
  return {
    id: row.id,
    fileName: row.file_name,
    format: row.format,
    status: statusOf(row),
    totalRows: row.total_rows,
    validRows: row.total_rows - row.invalid_rows,
    invalidRows: row.invalid_rows,
    processedRows: row.next_position,
    appliedRows: row.applied_rows,
    failedRows: row.failed_rows,
    startedBy: row.staff_email,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

const auditActor = (actor: StaffActor): AuditActor => ({ staffId: actor.staffId, email: actor.email, ip: actor.ip });

export function createCatalogueImportService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  jobs: Jobs;
  audit: AuditLog;
  settings: SettingsService;
  writer: ProductImportWriter;
  catalogChanges: CatalogChanges;
  stockListeners?: readonly StockChangeListener[];
  log: (message: string) => void;
}): CatalogueImportService {
  const { db } = deps;
  const categoryListing = createCategoryListing();

  async function load(id: number): Promise<CatalogueImport> {
    const row = await findImport(db, id);
    if (!row) throw notFound(importMessages.notFound);
    const sample = await listValidSample(db, id, SAMPLE_ROWS);
    return {
      ...summary(row),
      errors: JSON.parse(row.errors_json) as CatalogueImportRowError[],
      sample: sample.map((s) => JSON.parse(s.values_json) as CatalogueImportRowValues),
    };
  }

  async function categoryLookup(): Promise<Map<string, number[]>> {
    const byName = new Map<string, number[]>();
    for (const category of await listCategoryNames(db)) {
      const key = comparable(category.name);
      byName.set(key, [...(byName.get(key) ?? []), category.id]);
    }
    return byName;
  }

  async function runImport(context: JobContext<{ importId: number }>): Promise<void> {
    const { importId } = context.payload;
    const settings = await deps.settings.get();
    const rialPerToman = 1 / settings.DisplayCurrencyRate;
    const categories = await categoryLookup();
    for (;;) {
      if (context.signal.aborted) throw new JobStoppedError();
      const current = await findImport(db, importId);
      if (!current) return;
      const from = current.next_position;
      if (from >= current.total_rows) return;
      const actor: AuditActor = { staffId: current.staff_id, email: current.staff_email, ip: current.ip };
      const rows = await listRowsFrom(db, importId, from, IMPORT_BATCH_ROWS);
      const to = from + rows.length;
      const touched = new Set<number>();
      let stockChanged = false;
      await db.transaction().execute(async (trx) => {
        let applied = 0;
        let failed = 0;
        const outcomes: RowOutcome[] = [];
        const listing = new Set<number>();
        const valid = rows.filter((row) => row.errors_json === null);
        const existing = await deps.writer.findExisting(
          trx,
          valid.map((row) => (JSON.parse(row.values_json) as CatalogueImportRowValues).sku),
        );
        const rowContext = {
          actor,
          rialPerToman,
          categoryId: (name: string) => categories.get(comparable(name))?.[0] ?? null,
          existing: (sku: string) => existing.get(sku) ?? [],
          listingChanged: (productId: number) => void listing.add(productId),
        };
        for (const row of rows) {
          if (row.errors_json !== null) {
            const errors = JSON.parse(row.errors_json) as CatalogueImportRowError[];
            outcomes.push({
              position: row.position,
              outcome: 'failed',
              message: errors.map((e) => `${e.column}: ${e.message}`).join(' | '),
            });
            failed++;
            continue;
          }
          const values = JSON.parse(row.values_json) as CatalogueImportRowValues;
          // A savepoint a row: a row that fails halfway is taken back whole. Savepoints of rows that went well are
          // left to the commit (one statement fewer a row); a later one of the same name hides them.
          await sql`savepoint import_row`.execute(trx);
          const listed = new Set(listing);
          try {
            const done = await deps.writer.applyRow(trx, values, rowContext);
            outcomes.push({
              position: row.position,
              outcome: 'applied',
              message: done.created ? 'ساخته شد' : 'به‌روز شد',
            });
            touched.add(done.productId);
            stockChanged ||= done.stockChanged;
            applied++;
          } catch (error) {
            await sql`rollback to savepoint import_row`.execute(trx);
            listing.clear();
            for (const id of listed) listing.add(id);
            if (error instanceof AppError) {
              outcomes.push({ position: row.position, outcome: 'failed', message: error.message });
            } else {
              deps.log(`import ${importId} row ${row.row_number}: ${(error as Error).message}`);
              outcomes.push({ position: row.position, outcome: 'failed', message: importMessages.rowFailed });
            }
            failed++;
          }
        }
        await categoryListing.refresh(trx, [...listing]);
        await setOutcomes(trx, importId, outcomes);
        const finished = to >= current.total_rows;
        const finishedAt = finished ? deps.clock.now().toISOString() : null;
        if (!(await advanceImport(trx, importId, from, { to, applied, failed, finishedAt })))
          throw new JobLostError(context.jobId);
        await context.progress(trx, to, current.total_rows);
        if (finished) {
          await deps.audit.record(trx, actor, {
            area: 'catalogue',
            entityType: 'catalogue-import',
            entityId: importId,
            action: 'import.finished',
            before: null,
            after: {
              fileName: current.file_name,
              totalRows: current.total_rows,
              appliedRows: current.applied_rows + applied,
              failedRows: current.failed_rows + failed,
            },
          });
        }
      });
      if (touched.size > 0) {
        await deps.catalogChanges.changed({ productIds: [...touched] }).catch((error: unknown) => {
          deps.log(`after import ${importId}: ${(error as Error).message}`);
        });
      }
      if (stockChanged) {
        for (const listener of deps.stockListeners ?? [])
          await listener
            .afterCommit()
            .catch((error: unknown) => deps.log(`after import ${importId}: ${(error as Error).message}`));
      }
    }
  }

  deps.jobs.define<{ importId: number }>(CATALOGUE_IMPORT_TASK, runImport);

  return {
    async upload(file, actor) {
      const table = await readTable(file.bytes, file.fileName);
      const lookups = {
        existingSkus: await findExistingSkus(db, skusOf(table)),
        categoriesByName: await categoryLookup(),
      };
      const rows = checkRows(table, lookups);
      const errors = rows.flatMap((row) => row.errors);
      const invalid = rows.filter((row) => row.errors.length > 0).length;
      const fileName = file.fileName.slice(0, 255) || `import.${table.format}`;
      const id = await db.transaction().execute(async (trx) => {
        const importId = await insertImport(trx, {
          fileName,
          format: table.format,
          staffId: actor.staffId,
          staffEmail: actor.email,
          ip: actor.ip,
          totalRows: rows.length,
          invalidRows: invalid,
          errorsJson: JSON.stringify(errors.slice(0, PREVIEW_ERRORS)),
          now: deps.clock.now().toISOString(),
        });
        await insertImportRows(
          trx,
          rows.map((row) => ({
            import_id: importId,
            position: row.position,
            row_number: row.values.row,
            sku: row.values.sku,
            values_json: JSON.stringify(row.values),
            errors_json: row.errors.length > 0 ? JSON.stringify(row.errors) : null,
          })),
        );
        await deps.audit.record(trx, auditActor(actor), {
          area: 'catalogue',
          entityType: 'catalogue-import',
          entityId: importId,
          action: 'import.uploaded',
          before: null,
          after: { fileName, format: table.format, totalRows: rows.length, invalidRows: invalid },
        });
        return importId;
      });
      return load(id);
    },

    async apply(id, actor) {
      const current = await findImport(db, id);
      if (!current) throw notFound(importMessages.notFound);
      if (current.job_id !== null) throw conflict(importMessages.notPreviewed);
      if (current.invalid_rows >= current.total_rows) throw badRequest(importMessages.nothingValid);
      await db.transaction().execute(async (trx) => {
        const jobId = await deps.jobs.enqueue(
          trx,
          CATALOGUE_IMPORT_TASK,
          { importId: id },
          { total: current.total_rows },
        );
        if (!(await attachJob(trx, id, jobId))) throw conflict(importMessages.notPreviewed);
        await deps.audit.record(trx, auditActor(actor), {
          area: 'catalogue',
          entityType: 'catalogue-import',
          entityId: id,
          action: 'import.started',
          before: null,
          after: {
            fileName: current.file_name,
            totalRows: current.total_rows,
            validRows: current.total_rows - current.invalid_rows,
            invalidRows: current.invalid_rows,
            jobId,
          },
        });
      });
      deps.jobs.wake();
      return load(id);
    },

    get: load,

    async list() {
      return { items: (await listImports(db, 20)).map(summary) };
    },

    async result(id) {
      const current = await findImport(db, id);
      if (!current) throw notFound(importMessages.notFound);
      const rows = await listOutcomes(db, id);
      return {
        items: rows.map((row) => ({ row: row.row_number, sku: row.sku, outcome: row.outcome, message: row.message })),
      };
    },
  };
}
