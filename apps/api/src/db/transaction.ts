import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Runs `work` in a transaction: the caller's own when `db` already is one (so a writer can take
 * part in a larger write, such as seeding), else a new one.
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
