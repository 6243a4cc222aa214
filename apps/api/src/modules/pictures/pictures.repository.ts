import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function findPictureData(db: Kysely<Database>, id: number) {
  return db.selectFrom('picture').select(['id', 'mime_type', 'data']).where('id', '=', id).executeTakeFirst();
}

export async function findPictureRefs(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('picture').select(['id', 'seo_filename', 'alt_text']).where('id', 'in', ids).execute();
}
