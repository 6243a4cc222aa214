import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function listSettingRows(db: Kysely<Database>) {
  return db.selectFrom('setting').select(['name', 'value']).execute();
}

export async function upsertSetting(db: Kysely<Database>, name: string, value: string): Promise<void> {
  await db
    .insertInto('setting')
    .values({ name, value })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value }))
    .execute();
}

export async function findPictureSeoFilename(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('picture').select('seo_filename').where('id', '=', id).executeTakeFirst();
  return row?.seo_filename;
}
