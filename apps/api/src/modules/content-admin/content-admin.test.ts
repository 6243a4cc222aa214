/**
 * The back office's content through HTTP with real staff sessions (issue 36): a blog post written,
 * published now or scheduled (shown in the storefront's blog at its time, not before), unpublished,
 * given a cover and deleted, its body sanitised by the storefront's rules and its slug unique; an
 * information page edited and seen by the storefront; the contact details; each change with its audit
 * row, a stale edit's Persian 409 and bad input refused in Persian. Runs on SQLite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlogPost, AdminBlogPostList, AdminTopic, SettingsGroup } from '@sabad/contract/admin';
import { adminUrl, createStaffMember, signInStaff, type StaffCaller } from '../../admin-testing/staff-fixture.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';

const clock = manualClock('2026-11-29T06:00:00.000Z');
let t: TestApp;
let admin: StaffCaller;
let moderator: StaffCaller;
let support: StaffCaller;
const db = () => t.database.kysely;
const run = randomUUID().slice(0, 8);

const call = (caller: StaffCaller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: adminUrl(path), headers: caller.headers(), ...(payload ? { payload } : {}) });
const shop = (path: string) => t.app.inject({ method: 'GET', url: `/api/v2${path}` });

async function createPost(body: object): Promise<AdminBlogPost> {
  const res = await call(admin, 'POST', '/content/blog-posts', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminBlogPost>();
}

async function storefrontTitles(): Promise<string[]> {
  const res = await shop('/blog/list?PageSize=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Items: Array<{ Title: string }> }>().Items.map((item) => item.Title);
}

function auditRows(entityType: string, entityId: number | string) {
  return db()
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await signInStaff(t.app, (await createStaffMember(db(), ['Administrators'])).email, { clock });
  moderator = await signInStaff(t.app, (await createStaffMember(db(), ['ContentModerators'])).email, { clock });
  support = await signInStaff(t.app, (await createStaffMember(db(), ['Support'])).email, { clock });
});
afterAll(() => t.close());

describe('blog posts', () => {
  it('publishes a post now: the storefront lists it with its body sanitised, the audit log has it', async () => {
    const title = `نوشتهٔ امروز ${run}`;
    const created = await createPost({
      title,
      body: '<h2 onclick="x()">سلام</h2><p>متن <a href="javascript:alert(1)">پیوند</a></p><script>alert(1)</script>',
      tags: ['خبر', ' خبر ', 'فروش'],
      publication: 'now',
    });
    expect(created.status).toBe('published');
    expect(created.slug).toBe(`نوشتهٔ-امروز-${run}`);
    expect(created.tags).toEqual(['خبر', 'فروش']);
    expect(created.body).not.toMatch(/script|onclick|javascript/);
    expect(await storefrontTitles()).toContain(title);
    const page = await shop(`/blog/getblogpost/${created.id}`);
    expect(page.json<{ Body: string }>().Body).toContain('<h2>سلام</h2>');
    const [row] = await auditRows('blog-post', created.id);
    expect(row).toMatchObject({ action: 'blog-post.create', area: 'content', before_json: null });
  });

  it('shows a scheduled post at its time, not before', async () => {
    const title = `نوشتهٔ فردا ${run}`;
    const at = new Date(clock.now().getTime() + 60 * 60 * 1000).toISOString();
    const created = await createPost({ title, body: '<p>بعداً</p>', publication: 'schedule', publishAt: at });
    expect(created.status).toBe('scheduled');
    expect(await storefrontTitles()).not.toContain(title);
    expect((await shop(`/blog/getblogpost/${created.id}`)).statusCode).toBe(404);
    clock.advance(61 * 60 * 1000);
    expect(await storefrontTitles()).toContain(title);
    expect((await call(admin, 'GET', `/content/blog-posts/${created.id}`)).json<AdminBlogPost>().status).toBe(
      'published',
    );
  });

  it('refuses a schedule in the past, a duplicate or malformed slug and an empty title in Persian', async () => {
    const past = await call(admin, 'POST', '/content/blog-posts', {
      title: 'دیروز',
      body: '<p>متن</p>',
      publication: 'schedule',
      publishAt: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json<{ Message: string }>().Message).toMatch(/آینده/);
    const first = await createPost({ title: 'یکم', slug: `slug-${run}`, body: '<p>۱</p>', publication: 'draft' });
    const taken = await call(admin, 'POST', '/content/blog-posts', {
      title: 'دوم',
      slug: `slug-${run}`,
      body: '<p>۲</p>',
      publication: 'draft',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json<{ Message: string }>().Message).toContain('یکم');
    const bad = await call(admin, 'POST', '/content/blog-posts', {
      title: 'سوم',
      slug: 'no spaces/here',
      body: '<p>۳</p>',
      publication: 'draft',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ Message: string }>().Message).toMatch(/نامک/);
    const empty = await call(admin, 'POST', '/content/blog-posts', { title: ' ', body: '<p></p>', publication: 'now' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ Errors: string[] }>().Errors.join(' ')).toMatch(/عنوان/);
    // The same title again gets the next free slug.
    const again = await createPost({ title: 'یکم', body: '<p>۱</p>', publication: 'draft' });
    expect(again.slug).toBe('یکم');
    const third = await createPost({ title: 'یکم', body: '<p>۱</p>', publication: 'draft' });
    expect(third.slug).toBe('یکم-2');
    expect(first.status).toBe('draft');
  });

  it('unpublishes a post: gone from the storefront; a stale editor gets a Persian 409 and changes nothing', async () => {
    const title = `نوشتهٔ موقت ${run}`;
    const created = await createPost({ title, body: '<p>متن</p>', publication: 'now' });
    const unpublished = await call(admin, 'PUT', `/content/blog-posts/${created.id}`, {
      expectedVersion: created.rowVersion,
      title,
      body: '<p>متن</p>',
      publication: 'draft',
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(unpublished.json<AdminBlogPost>().status).toBe('draft');
    expect(await storefrontTitles()).not.toContain(title);
    const stale = await call(moderator, 'PUT', `/content/blog-posts/${created.id}`, {
      expectedVersion: created.rowVersion,
      title: 'عنوان دیگر',
      body: '<p>متن</p>',
      publication: 'now',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ Message: string }>().Message).toMatch(/انتشار/);
    const fresh = (await call(admin, 'GET', `/content/blog-posts/${created.id}`)).json<AdminBlogPost>();
    expect(fresh).toMatchObject({ title, status: 'draft', rowVersion: created.rowVersion + 1 });
    const rows = await auditRows('blog-post', created.id);
    expect(rows.map((row) => row.action)).toEqual(['blog-post.create', 'blog-post.unpublish']);
    // Published again, it keeps nothing stale: «now» is the moment of publishing.
    const again = await call(moderator, 'PUT', `/content/blog-posts/${created.id}`, {
      expectedVersion: fresh.rowVersion,
      title,
      body: '<p>متن</p>',
      publication: 'now',
    });
    expect(again.json<AdminBlogPost>().status).toBe('published');
    expect(await storefrontTitles()).toContain(title);
  });

  it('sets a cover picture (re-encoded), refuses a file that is not a picture, deletes a post', async () => {
    const created = await createPost({ title: `با تصویر ${run}`, body: '<p>متن</p>', publication: 'now' });
    const notPicture = await call(admin, 'PUT', `/content/blog-posts/${created.id}/cover`, {
      expectedVersion: created.rowVersion,
      picture: Buffer.from('not a picture').toString('base64'),
    });
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json<{ Message: string }>().Message).toMatch(/تصویر/);
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#16a085' } })
      .png()
      .toBuffer();
    const covered = await call(admin, 'PUT', `/content/blog-posts/${created.id}/cover`, {
      expectedVersion: created.rowVersion,
      picture: `data:image/png;base64,${png.toString('base64')}`,
      altText: 'جلد سبز',
    });
    expect(covered.statusCode, covered.body).toBe(200);
    const post = covered.json<AdminBlogPost>();
    expect(post.pictureUrl).toMatch(/\/images\//);
    expect(post.pictureAlt).toBe('جلد سبز');
    const picture = await db()
      .selectFrom('picture')
      .select(['width', 'mime_type'])
      .where('id', '=', post.pictureId ?? 0)
      .executeTakeFirstOrThrow();
    expect(picture).toEqual({ width: 1600, mime_type: 'image/webp' });
    const listed = await shop(`/blog/getblogpost/${created.id}`);
    expect(listed.json<{ PictureUrl: string | null }>().PictureUrl).toBeTruthy();

    const staleDelete = await call(
      admin,
      'DELETE',
      `/content/blog-posts/${created.id}?expectedVersion=${created.rowVersion}`,
    );
    expect(staleDelete.statusCode).toBe(409);
    const deleted = await call(admin, 'DELETE', `/content/blog-posts/${created.id}?expectedVersion=${post.rowVersion}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(admin, 'GET', `/content/blog-posts/${created.id}`)).statusCode).toBe(404);
    expect(
      await db()
        .selectFrom('picture')
        .select('id')
        .where('id', '=', post.pictureId ?? 0)
        .execute(),
    ).toEqual([]);
    expect((await auditRows('blog-post', created.id)).map((row) => row.action)).toEqual([
      'blog-post.create',
      'blog-post.cover.set',
      'blog-post.delete',
    ]);
  });

  it('lists posts by status and title; Support may not open them', async () => {
    const draft = await createPost({ title: `پیش‌نویس ${run}`, body: '<p>متن</p>', publication: 'draft' });
    const drafts = (
      await call(admin, 'GET', `/content/blog-posts?q=${encodeURIComponent(run)}&status=draft`)
    ).json<AdminBlogPostList>();
    expect(drafts.items.map((item) => item.id)).toContain(draft.id);
    expect(drafts.items.every((item) => item.status === 'draft')).toBe(true);
    const published = (
      await call(admin, 'GET', `/content/blog-posts?q=${encodeURIComponent(run)}&status=published`)
    ).json<AdminBlogPostList>();
    expect(published.items.map((item) => item.id)).not.toContain(draft.id);
    expect(published.total).toBeGreaterThan(0);
    expect((await call(support, 'GET', '/content/blog-posts')).statusCode).toBe(403);
    expect(
      (await call(support, 'POST', '/content/blog-posts', { title: 'x', body: '<p>x</p>', publication: 'now' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('topics and contact details', () => {
  it('edits a topic: the storefront shows it sanitised; a stale save is refused', async () => {
    await catalogFixture(db()).topic({ systemName: `about-${run}`, title: 'درباره ما', displayOrder: 1 });
    const list = (await call(moderator, 'GET', '/content/topics')).json<{
      items: Array<{ id: number; systemName: string }>;
    }>();
    const id = list.items.find((item) => item.systemName === `about-${run}`)?.id ?? 0;
    const topic = (await call(moderator, 'GET', `/content/topics/${id}`)).json<AdminTopic>();
    const change = {
      expectedVersion: topic.rowVersion,
      title: 'دربارهٔ سبد',
      body: '<p>فروشگاه ما <img src="x" onerror="alert(1)"></p><iframe src="https://evil"></iframe>',
      metaDescription: 'توضیح',
      published: true,
      includeInSideMenu: true,
      accessibleWhenStoreClosed: false,
      displayOrder: 2,
    };
    const saved = await call(moderator, 'PUT', `/content/topics/${id}`, change);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminTopic>().body).not.toMatch(/onerror|iframe/);
    const page = await shop(`/topic/getbysystemname/about-${run}`);
    expect(page.json<{ Title: string; Body: string }>()).toMatchObject({ Title: 'دربارهٔ سبد' });
    const stale = await call(admin, 'PUT', `/content/topics/${id}`, { ...change, title: 'دیگر' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ Message: string }>().Message).toMatch(/عنوان/);
    const [row] = await auditRows('topic', id);
    expect(JSON.parse(row?.before_json ?? '{}')).toMatchObject({ title: 'درباره ما' });
    expect(JSON.parse(row?.after_json ?? '{}')).toMatchObject({ title: 'دربارهٔ سبد' });
    expect((await call(support, 'GET', '/content/topics')).statusCode).toBe(403);
    expect((await call(support, 'PUT', `/content/topics/${id}`, change)).statusCode).toBe(403);
  });

  it('changes the contact details the storefront shows; an invalid email is refused in Persian', async () => {
    const group = (await call(moderator, 'GET', '/content/contact')).json<SettingsGroup>();
    expect(group.fields.map((field) => field.name)).toEqual([
      'StorePhone',
      'StoreContactEmail',
      'StoreAddress',
      'StoreWorkingHours',
    ]);
    const bad = await call(moderator, 'PUT', '/content/contact', {
      expectedVersion: group.rowVersion,
      values: { StorePhone: '021-88001122', StoreContactEmail: 'not-an-email' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ Message: string }>().Message).toContain('ایمیل');
    const saved = await call(moderator, 'PUT', '/content/contact', {
      expectedVersion: group.rowVersion,
      values: { StorePhone: '021-88001122', StoreWorkingHours: 'شنبه تا پنجشنبه ۹ تا ۱۸' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const info = (await shop('/common/contactinfo')).json<{ Phone: string; WorkingHours: string }>();
    expect(info).toMatchObject({ Phone: '۰۲۱-۸۸۰۰۱۱۲۲', WorkingHours: 'شنبه تا پنجشنبه ۹ تا ۱۸' });
    // A settings-only route never reaches the content group.
    expect((await call(admin, 'GET', '/settings/groups/contact')).statusCode).toBe(404);
  });
});
