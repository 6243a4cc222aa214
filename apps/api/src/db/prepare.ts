import type { Kysely } from 'kysely';
import { migrateToLatest } from './client.js';
import type { Database } from './schema.js';

export async function prepareDatabase(
  db: Kysely<Database>,
  options: {
    seedDemoStore: boolean;
    /** The documented demo administrator; the server passes true only outside production. */
    demoAdministrator?: boolean;
    log: (line: string) => void;
  },
): Promise<void> {
  const migrated = await migrateToLatest(db);
  const applied = (migrated.results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
  if (applied.length > 0) options.log(`database migrated: ${applied.join(', ')}`);
  if (options.demoAdministrator) {
    const { ensureDemoAdministrator } = await import('./seed/demo-staff.js');
    await ensureDemoAdministrator(db, options.log);
  }
  if (!options.seedDemoStore) return;
  // The seed (and sharp) is loaded only for an empty store, keeping later starts lean.
  if (await db.selectFrom('product').select('id').limit(1).executeTakeFirst()) {
    options.log('demo store: the catalogue already has products; nothing seeded');
    return;
  }
  const { seedDemoStore } = await import('./seed/index.js');
  await seedDemoStore(db, { log: options.log });
}
