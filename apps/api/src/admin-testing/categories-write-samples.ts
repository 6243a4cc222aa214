// Valid calls of the categories and brands routes (ADR 0075), for the generated audit test.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { catalogFixture } from '../testing/catalog-fixture.js';
import type { WriteSamples } from './write-sample.js';

async function category(db: Kysely<Database>) {
  const id = await catalogFixture(db).category({ name: `دستهٔ نمونه ${randomUUID().slice(0, 8)}` });
  return db.selectFrom('category').select(['id', 'row_version']).where('id', '=', id).executeTakeFirstOrThrow();
}

async function brand(db: Kysely<Database>) {
  return db
    .insertInto('manufacturer')
    .values({ name: `برند نمونه ${randomUUID().slice(0, 8)}`, description: '', display_order: 0, published: 1 })
    .returning(['id', 'row_version'])
    .executeTakeFirstOrThrow();
}

const fields = (name: string) => ({ name, description: '', published: true, metaTitle: '', metaDescription: '' });

export const categoriesWriteSamples: WriteSamples = {
  adminCreateCategory: () => Promise.resolve({ body: { ...fields('دستهٔ تازه'), parentId: 0 } }),
  async adminUpdateCategory({ db }) {
    const row = await category(db);
    return { params: { id: row.id }, body: { ...fields('دستهٔ ویرایش‌شده'), expectedVersion: row.row_version } };
  },
  async adminMoveCategory({ db }) {
    const row = await category(db);
    return { params: { id: row.id }, body: { expectedVersion: row.row_version, parentId: 0, position: 0 } };
  },
  async adminDeleteCategory({ db }) {
    const row = await category(db);
    return { params: { id: row.id }, body: { expectedVersion: row.row_version } };
  },
  adminCreateBrand: () => Promise.resolve({ body: fields('برند تازه') }),
  async adminUpdateBrand({ db }) {
    const row = await brand(db);
    return { params: { id: row.id }, body: { ...fields('برند ویرایش‌شده'), expectedVersion: row.row_version } };
  },
  async adminMoveBrand({ db }) {
    const row = await brand(db);
    return { params: { id: row.id }, body: { expectedVersion: row.row_version, position: 0 } };
  },
  async adminDeleteBrand({ db }) {
    const row = await brand(db);
    return { params: { id: row.id }, body: { expectedVersion: row.row_version } };
  },
};
