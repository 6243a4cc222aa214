// A picture's object key (ADR 0074) is looked up after each picture is removed (is the row really gone?) and,
// a thousand at a time, by `pictures sweep-orphans`; unique also because one object belongs to one row. NULLs
// (bytes in the row) are distinct on both engines, so the rows without a key do not collide.
// Frozen in time: uses Kysely<any> and imports nothing from src/.
import type { Kysely } from 'kysely';

type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.createIndex('picture_storage_key_idx').on('picture').column('storage_key').unique().execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('picture_storage_key_idx').execute();
}
