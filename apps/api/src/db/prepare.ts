/** Brings a database to the current schema and, when asked and the catalogue is empty, seeds the demo store. */
import type { Kysely } from 'kysely';
import { migrateToLatest } from './client.js';
import type { Database } from './schema.js';

export async function prepareDatabase(
  db: Kysely<Database>,
  options: { seedDemoStore: boolean; log: (line: string) => void },
): Promise<void> {
  const migrated = await migrateToLatest(db);
  const applied = (migrated.results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
  if (applied.length > 0) options.log(`database migrated: ${applied.join(', ')}`);
  if (!options.seedDemoStore) return;
  // The seed (its demo data and the picture renderer, sharp) is loaded only for an empty store:
  // every later start of the server is faster and smaller without it.
  if (await db.selectFrom('product').select('id').limit(1).executeTakeFirst()) {
    options.log('demo store: the catalogue already has products; nothing seeded');
    return;
  }
  const { seedDemoStore } = await import('./seed/index.js');
  await seedDemoStore(db, { log: options.log });
}
