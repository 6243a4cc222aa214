/** Brings a database to the current schema and, when asked and the catalogue is empty, seeds the demo store. */
import type { Kysely } from 'kysely';
import { migrateToLatest } from './client.js';
import type { Database } from './schema.js';
import { seedDemoStore } from './seed/index.js';

export async function prepareDatabase(
  db: Kysely<Database>,
  options: { seedDemoStore: boolean; log: (line: string) => void },
): Promise<void> {
  const migrated = await migrateToLatest(db);
  const applied = (migrated.results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
  if (applied.length > 0) options.log(`database migrated: ${applied.join(', ')}`);
  if (options.seedDemoStore) await seedDemoStore(db, { log: options.log });
}
