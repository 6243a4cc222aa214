import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function findPictureData(db: Kysely<Database>, id: number) {
  return db.selectFrom('picture').select(['id', 'mime_type', 'data']).where('id', '=', id).executeTakeFirst();
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
      created_at: picture.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deletePicture(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('picture').where('id', '=', id).execute();
}
