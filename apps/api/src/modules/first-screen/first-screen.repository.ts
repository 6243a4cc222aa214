import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A published category's name; undefined when there is none. */
export async function findPublishedCategoryName(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('category')
    .select('name')
    .where('id', '=', id)
    .where('published', '=', 1)
    .executeTakeFirst();
  return row?.name;
}
