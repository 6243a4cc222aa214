// Valid calls of the content area's write routes (blog posts, topics, contact details), for the generated audit test.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/schema.js';
import type { WriteSamples } from './write-sample.js';

async function post(db: Kysely<Database>, now: Date): Promise<{ id: number; rowVersion: number }> {
  const row = await db
    .insertInto('blog_post')
    .values({
      title: `نوشتهٔ نمونه ${randomUUID().slice(0, 8)}`,
      body_overview: '',
      body: '<p>متن</p>',
      picture_id: null,
      allow_comments: 1,
      published_at: now.toISOString(),
    })
    .returning(['id', 'row_version'])
    .executeTakeFirstOrThrow();
  return { id: row.id, rowVersion: row.row_version };
}

async function topic(db: Kysely<Database>) {
  return db
    .insertInto('topic')
    .values({
      system_name: `sample-${randomUUID().slice(0, 8)}`,
      title: 'صفحهٔ نمونه',
      body: '<p>متن</p>',
      meta_description: '',
      include_in_side_menu: 0,
      accessible_when_store_closed: 0,
      published: 1,
      display_order: 0,
    })
    .returning(['id', 'row_version'])
    .executeTakeFirstOrThrow();
}

async function groupVersion(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db.selectFrom('setting_group').select('row_version').where('name', '=', name).executeTakeFirst();
  return row?.row_version ?? 0;
}

export { groupVersion };

export const contentWriteSamples: WriteSamples = {
  adminCreateBlogPost() {
    return Promise.resolve({
      body: { title: `نوشتهٔ تازه ${randomUUID().slice(0, 8)}`, body: '<p>سلام</p>', publication: 'now' },
    });
  },
  async adminChangeBlogPost({ db, clock }) {
    const { id, rowVersion } = await post(db, clock.now());
    return {
      params: { id },
      body: { expectedVersion: rowVersion, title: 'عنوان تازه', body: '<p>متن تازه</p>', publication: 'draft' },
    };
  },
  async adminSetBlogPostCover({ db, clock }) {
    const { id, rowVersion } = await post(db, clock.now());
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2980b9' } })
      .png()
      .toBuffer();
    return { params: { id }, body: { expectedVersion: rowVersion, picture: png.toString('base64'), altText: 'جلد' } };
  },
  async adminDeleteBlogPost({ db, clock }) {
    const { id, rowVersion } = await post(db, clock.now());
    return { params: { id }, query: { expectedVersion: String(rowVersion) } };
  },
  async adminChangeTopic({ db }) {
    const row = await topic(db);
    return {
      params: { id: row.id },
      body: {
        expectedVersion: row.row_version,
        title: 'صفحهٔ ویرایش‌شده',
        body: '<p>متن تازه</p>',
        published: true,
        includeInSideMenu: false,
        accessibleWhenStoreClosed: false,
        displayOrder: 1,
      },
    };
  },
  async adminChangeContactDetails({ db }) {
    return {
      body: {
        expectedVersion: await groupVersion(db, 'contact'),
        values: { StoreWorkingHours: 'شنبه تا پنجشنبه ۹ تا ۱۸' },
      },
    };
  },
};
