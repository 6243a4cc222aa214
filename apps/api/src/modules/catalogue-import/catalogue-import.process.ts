/**
 * The import's service and job engine outside the HTTP app, as a server process builds them: the restart test
 * runs it in a child process it kills mid-import, and the bench times it. `slowRowMs` slows each row so a
 * test can catch the job halfway.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';
import { createCatalogChanges } from '../../lib/cache-invalidation.js';
import { systemClock } from '../../lib/clock.js';
import { createGraphileJobs, createInProcessJobs, type Jobs } from '../../lib/jobs/index.js';
import { createAuditLog } from '../audit/index.js';
import { createProductWrites } from '../product-admin/index.js';
import { createSettingsService } from '../settings/index.js';
import { createCatalogueImportService, type CatalogueImportService } from './catalogue-import.service.js';
import { createProductImportWriter } from './product-import-writer.js';

export function importProcess(
  db: Kysely<Database>,
  options: { databaseUrl: string; slowRowMs?: number; staleAfterMs?: number },
): { imports: CatalogueImportService; jobs: Jobs } {
  const clock = systemClock;
  const log = { warn: (message: string) => console.warn(message), info: () => undefined };
  const audit = createAuditLog({ db, clock });
  const catalogChanges = createCatalogChanges({ clock, log });
  const productWrites = createProductWrites({ db, clock, audit, catalogChanges });
  const writer = createProductImportWriter({ clock, audit, productWrites });
  const slow = options.slowRowMs ?? 0;
  const stale = options.staleAfterMs !== undefined ? { staleAfterMs: options.staleAfterMs } : {};
  const jobs = isPostgres(db)
    ? createGraphileJobs({ db, clock, connectionString: options.databaseUrl, log, ...stale })
    : createInProcessJobs({ db, clock, log, ...stale });
  const imports = createCatalogueImportService({
    db,
    clock,
    jobs,
    audit,
    settings: createSettingsService({ db, clock }),
    writer: slow
      ? {
          ...writer,
          applyRow: async (trx, row, context) => {
            await new Promise((resolve) => setTimeout(resolve, slow));
            return writer.applyRow(trx, row, context);
          },
        }
      : writer,
    catalogChanges,
    log: (message) => console.warn(message),
  });
  return { imports, jobs };
}
