import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function findPictureData(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('picture')
    .select(['id', 'mime_type', 'data', 'storage_key'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertPicture(
  db: Kysely<Database>,
  picture: {
    mimeType: string;
    seoFilename: string;
    altText: string;
    width: number;
    height: number;
    data: Buffer;
    storageKey: string | null;
    now: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('picture')
    .values({
      mime_type: picture.mimeType,
      seo_filename: picture.seoFilename,
      alt_text: picture.altText,
      width: picture.width,
      height: picture.height,
      data: picture.data,
      storage_key: picture.storageKey,
      created_at: picture.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes the row; answers the key of its object, if its bytes were in object storage. */
export async function deletePicture(db: Kysely<Database>, id: number): Promise<string | null> {
  const row = await db.selectFrom('picture').select('storage_key').where('id', '=', id).executeTakeFirst();
  await db.deleteFrom('picture').where('id', '=', id).execute();
  return row?.storage_key ?? null;
}

export async function setPictureAltText(db: Kysely<Database>, id: number, altText: string): Promise<void> {
  await db.updateTable('picture').set({ alt_text: altText }).where('id', '=', id).execute();
}

/** Which of these object keys a picture row holds. */
export async function usedStorageKeys(db: Kysely<Database>, storageKeys: readonly string[]): Promise<Set<string>> {
  if (storageKeys.length === 0) return new Set();
  const rows = await db.selectFrom('picture').select('storage_key').where('storage_key', 'in', storageKeys).execute();
  return new Set(rows.flatMap((row) => (row.storage_key === null ? [] : [row.storage_key])));
}

/** Pictures whose bytes are still in the database, oldest first, for moving them to object storage. */
export async function picturesInDatabase(db: Kysely<Database>, afterId: number, limit: number) {
  return db
    .selectFrom('picture')
    .select(['id', 'mime_type', 'data'])
    .where('storage_key', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Points a picture at its object and empties its bytes, unless another process moved it first. */
export async function markPictureMoved(db: Kysely<Database>, id: number, storageKey: string): Promise<boolean> {
  const result = await db
    .updateTable('picture')
    .set({ storage_key: storageKey, data: Buffer.alloc(0) })
    .where('id', '=', id)
    .where('storage_key', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
