import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { runCliOn } from '../../testing/cli-runner.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createAccessTokenService } from '../customers/index.js';
import { createSettingsService } from '../settings/index.js';
import { blogMessages } from './blog.messages.js';
import { createBlogPosts, DEFAULT_BLOG_COMMENT_RATE_LIMIT } from './blog.service.js';

const INDEX_HTML = `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8" /><title>سبد</title></head>
<body><div id="root"></div></body></html>`;

const clock = manualClock('2026-11-22T10:00:00.000Z');
let dist: string;
let t: TestApp;
const posts: Record<'phone' | 'laptop' | 'book' | 'closed' | 'future' | 'raw', number> = {
  phone: 0,
  laptop: 0,
  book: 0,
  closed: 0,
  future: 0,
  raw: 0,
};
const tokens: Record<'sara' | 'ali' | 'flood', string> = { sara: '', ali: '', flood: '' };
const auth = (who: keyof typeof tokens) => ({ authorization: `Basic ${tokens[who]}` });
const GUEST = { 'guest-customer-id': '5a1f3c2e-8d4b-4e6a-9c7f-2b1d0e9a8c71' };

const get = (url: string, headers: Record<string, string> = GUEST) =>
  t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers });
const comment = (postId: number, headers: Record<string, string>, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/v2/blog/blogcommentadd/${postId}`, headers, payload: body });
const settings = () => createSettingsService({ db: t.database.kysely, clock: systemClock, cacheTtlMs: 0 });

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-blog-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ clock, config: { STOREFRONT_DIST: dist } });
  const db = t.database.kysely;
  const f = catalogFixture(db);
  const cover = await f.picture({ seo: 'phone-guide' });
  posts.phone = await createBlogPosts().add(db, {
    title: 'راهنمای خرید گوشی',
    overview: 'چه گوشی‌ای بخریم؟',
    body: '<h2 onclick="steal()">حافظه</h2><p>۱۲۸ گیگابایت کافی است.</p><script>document.cookie</script><img src="javascript:alert(1)">',
    tags: 'موبایل، راهنمای خرید',
    pictureId: cover,
    publishedAt: '2026-11-20T08:00:00.000Z',
  });
  posts.laptop = await createBlogPosts().add(db, {
    title: 'لپ‌تاپ دانشجویی',
    overview: 'سبک و کم‌مصرف',
    body: '<p>لپ‌تاپ</p>',
    tags: ['لپ‌تاپ', 'راهنمای خرید', 'راهنمای خرید'],
    pictureId: null,
    publishedAt: '2026-11-18T08:00:00.000Z',
  });
  posts.book = await createBlogPosts().add(db, {
    title: 'کتاب‌های پاییز',
    overview: '',
    body: '<p>ده کتاب خواندنی برای شب‌های بلند.</p>',
    tags: ['کتاب'],
    pictureId: null,
    publishedAt: '2026-11-10T08:00:00.000Z',
  });
  posts.closed = await createBlogPosts().add(db, {
    title: 'نوشتهٔ بدون دیدگاه',
    overview: 'بسته',
    body: '<p>بسته</p>',
    tags: [],
    pictureId: null,
    allowComments: false,
    publishedAt: '2026-11-01T08:00:00.000Z',
  });
  posts.future = await createBlogPosts().add(db, {
    title: 'هنوز منتشر نشده',
    overview: 'بعداً',
    body: '<p>بعداً</p>',
    tags: ['موبایل'],
    pictureId: null,
    publishedAt: '2026-12-01T08:00:00.000Z',
  });
  // Written past the module's writer (SQL, an import): still sanitised on the way out.
  const raw = await db
    .insertInto('blog_post')
    .values({
      title: 'وارد شده',
      body_overview: '',
      body: '<p onmouseover="x()">متن</p><script>alert(1)</script><iframe src="https://evil"></iframe>',
      picture_id: null,
      allow_comments: 1,
      published_at: '2026-10-01T08:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  posts.raw = raw.id;

  const issuer = createAccessTokenService({ db, clock: systemClock, ttlDays: 30 });
  const customer = async (firstName: string, lastName: string, email: string) =>
    (await issuer.issue(await f.customer({ firstName, lastName, email }))).token;
  tokens.sara = await customer('سارا', 'کریمی', 'sara@example.com');
  tokens.ali = await customer('علی', 'رضایی', 'ali@example.com');
  tokens.flood = await customer('پرحرف', 'زیاد', 'flood@example.com');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});
beforeEach(async () => {
  await settings().set('BlogCommentsMustBeApproved', 'true');
});

describe('blog posts', () => {
  it('lists published posts newest first, paged, with tags, cover and comment counts', async () => {
    const first = await get('/blog/list?Limit=2&Offset=0');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.TotalCount).toBe(5);
    expect(page.Tag).toBeNull();
    expect(page.Items.map((p: { Id: number }) => p.Id)).toEqual([posts.phone, posts.laptop]);
    expect(page.Items[0]).toMatchObject({
      Title: 'راهنمای خرید گوشی',
      BodyOverview: 'چه گوشی‌ای بخریم؟',
      Tags: ['راهنمای خرید', 'موبایل'],
      CreatedOn: '2026-11-20T08:00:00.000Z',
      NumberOfComments: 0,
    });
    expect(page.Items[0].PictureUrl).toMatch(/^\/images\/\d+\/medium\/phone-guide\.webp$/);
    expect(page.Items[1]).toMatchObject({ Tags: ['راهنمای خرید', 'لپ‌تاپ'], PictureUrl: null });
    const rest = (await get('/blog/list?Limit=2&Offset=4')).json();
    expect(rest.Items.map((p: { Id: number }) => p.Id)).toEqual([posts.raw]);
  });

  it('filters by tag, and counts tags of published posts only', async () => {
    const guides = (await get(`/blog/list?Tag=${encodeURIComponent('راهنمای خرید')}`)).json();
    expect(guides.Tag).toBe('راهنمای خرید');
    expect(guides.TotalCount).toBe(2);
    expect(guides.Items.map((p: { Id: number }) => p.Id)).toEqual([posts.phone, posts.laptop]);
    // The unpublished post also carries «موبایل»; it is neither listed nor counted.
    const phones = (await get(`/blog/list?Tag=${encodeURIComponent(' موبایل ')}`)).json();
    expect(phones.Items.map((p: { Id: number }) => p.Id)).toEqual([posts.phone]);
    expect((await get(`/blog/list?Tag=${encodeURIComponent('ناموجود')}`)).json()).toMatchObject({
      Items: [],
      TotalCount: 0,
    });
    expect((await get('/blog/tags')).json()).toEqual({
      Items: [
        { Name: 'راهنمای خرید', PostCount: 2 },
        { Name: 'کتاب', PostCount: 1 },
        { Name: 'لپ‌تاپ', PostCount: 1 },
        { Name: 'موبایل', PostCount: 1 },
      ],
    });
  });

  it('refuses bad paging in Persian', async () => {
    const res = await get('/blog/list?Limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().Success).toBe(false);
    expect(res.json().Message).toMatch(/[\u0600-\u06FF]/);
    expect((await get(`/blog/list?Tag=${'ب'.repeat(101)}`)).json().Errors).toContain('برچسب حداکثر ۱۰۰ نویسه است.');
  });

  it('serves a post with its body sanitised, stored clean by the writer', async () => {
    const res = await get(`/blog/getblogpost/${posts.phone}`);
    expect(res.statusCode).toBe(200);
    const post = res.json();
    expect(post).toMatchObject({ Id: posts.phone, Title: 'راهنمای خرید گوشی', AllowComments: true, Comments: [] });
    expect(post.Body).toContain('<h2>حافظه</h2>');
    expect(post.Body).not.toMatch(/script|onclick|javascript:|cookie/);
    expect(post.FullPictureUrl).toMatch(/^\/images\/\d+\/full\/phone-guide\.webp$/);
    const stored = await t.database.kysely
      .selectFrom('blog_post')
      .select('body')
      .where('id', '=', posts.phone)
      .executeTakeFirstOrThrow();
    expect(stored.body).not.toMatch(/script|onclick|javascript:/);
  });

  it('sanitises a post written past the module on the way out', async () => {
    const post = (await get(`/blog/getblogpost/${posts.raw}`)).json();
    expect(post.Body).toBe('<p>متن</p>');
  });

  it.each([
    ['missing', 999_999],
    ['not yet published', -1],
  ])('answers 404 in Persian for a %s post', async (_, id) => {
    const res = await get(`/blog/getblogpost/${id === -1 ? posts.future : id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Success: false, Message: blogMessages.postNotFound, Errors: [] });
  });
});

describe('blog comments', () => {
  it('refuses a guest with 401 and asks a bad comment again in Persian', async () => {
    const guest = await comment(posts.laptop, GUEST, { CommentText: 'سلام' });
    expect(guest.statusCode).toBe(401);
    const empty = await comment(posts.laptop, auth('sara'), { CommentText: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Errors).toContain('متن دیدگاه را وارد کنید.');
    const long = await comment(posts.laptop, auth('sara'), { CommentText: 'ا'.repeat(2001) });
    expect(long.json().Errors).toContain('متن دیدگاه حداکثر ۲٬۰۰۰ نویسه است.');
    const missing = await comment(999_999, auth('sara'), { CommentText: 'سلام' });
    expect(missing.statusCode).toBe(404);
    const closed = await comment(posts.closed, auth('sara'), { CommentText: 'سلام' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().Message).toBe(blogMessages.commentsClosed);
  });

  it('keeps a comment waiting until the CLI approves it; only its author sees it meanwhile', async () => {
    const added = await comment(posts.book, auth('sara'), { CommentText: '  کتاب خوبی بود.  ' });
    expect(added.statusCode).toBe(200);
    const answer = added.json();
    expect(answer).toMatchObject({
      Success: true,
      IsApproved: false,
      Message: blogMessages.commentAddedPending,
      Comment: { CommentText: 'کتاب خوبی بود.', CustomerName: 'سارا ک.', IsApproved: false, IsOwnComment: true },
    });
    const id: number = answer.Comment.Id;

    const own = (await get(`/blog/getblogpost/${posts.book}`, auth('sara'))).json();
    expect(own.Comments).toEqual([expect.objectContaining({ Id: id, IsApproved: false, IsOwnComment: true })]);
    expect(own.NumberOfComments).toBe(0);
    expect((await get(`/blog/getblogpost/${posts.book}`, auth('ali'))).json().Comments).toEqual([]);
    expect((await get(`/blog/getblogpost/${posts.book}`)).json().Comments).toEqual([]);

    const pending = await runCliOn(t.database.url, ['blog', 'comments', '--pending']);
    expect(pending.code).toBe(0);
    expect(pending.out).toContain(`${id}\tpending`);
    expect(pending.out).toContain('sara@example.com');
    expect(pending.out).toContain('کتاب‌های پاییز');

    const approved = await runCliOn(t.database.url, ['blog', 'comment', 'approve', String(id)]);
    expect(approved).toMatchObject({ code: 0, out: `Comment ${id} approved; it shows under its post.` });
    expect((await runCliOn(t.database.url, ['blog', 'comment', 'approve', String(id)])).out).toContain(
      'already approved',
    );
    expect((await runCliOn(t.database.url, ['blog', 'comments', '--pending'])).out).not.toContain(`${id}\t`);

    const seen = (await get(`/blog/getblogpost/${posts.book}`, auth('ali'))).json();
    expect(seen.NumberOfComments).toBe(1);
    expect(seen.Comments).toEqual([
      {
        Id: id,
        CustomerName: 'سارا ک.',
        CommentText: 'کتاب خوبی بود.',
        CreatedOn: '2026-11-22T10:00:00.000Z',
        IsApproved: true,
        IsOwnComment: false,
      },
    ]);
    const list = (await get(`/blog/list?Tag=${encodeURIComponent('کتاب')}`)).json();
    expect(list.Items[0].NumberOfComments).toBe(1);

    const deleted = await runCliOn(t.database.url, ['blog', 'comment', 'delete', String(id)]);
    expect(deleted).toMatchObject({ code: 0, out: `Comment ${id} deleted.` });
    expect((await get(`/blog/getblogpost/${posts.book}`)).json().Comments).toEqual([]);
  });

  it('shows a comment at once when the store does not approve comments', async () => {
    await settings().set('BlogCommentsMustBeApproved', 'false');
    const added = (await comment(posts.laptop, auth('ali'), { CommentText: 'مفید بود' })).json();
    expect(added).toMatchObject({ IsApproved: true, Message: blogMessages.commentAddedApproved });
    const post = (await get(`/blog/getblogpost/${posts.laptop}`)).json();
    expect(post.Comments).toEqual([expect.objectContaining({ CustomerName: 'علی ر.', IsOwnComment: false })]);
  });

  it('limits comments per customer with a Persian 429', async () => {
    for (let i = 0; i < DEFAULT_BLOG_COMMENT_RATE_LIMIT.maxComments; i++) {
      expect((await comment(posts.phone, auth('flood'), { CommentText: `دیدگاه ${i}` })).statusCode).toBe(200);
    }
    const refused = await comment(posts.phone, auth('flood'), { CommentText: 'یکی دیگر' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Message).toBe(blogMessages.tooManyComments(15 * 60));
    expect(refused.json().Message).toContain('۱۵ دقیقه');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another customer is not held back.
    expect((await comment(posts.phone, auth('sara'), { CommentText: 'من هم' })).statusCode).toBe(200);
  });

  it('refuses bad CLI usage and unknown comments', async () => {
    expect((await runCliOn(t.database.url, ['blog', 'comment', 'approve', 'x'])).code).toBe(2);
    const missing = await runCliOn(t.database.url, ['blog', 'comment', 'delete', '999999']);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('No comment 999999');
    expect((await runCliOn(t.database.url, ['blog', 'comments', '--bogus'])).code).toBe(2);
  });
});

function readHead(html: string) {
  const meta: Record<string, string> = {};
  let title = '';
  let inTitle = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'title') inTitle = true;
      const key = attributes.property ?? attributes.name;
      if (name === 'meta' && key && attributes.content !== undefined) meta[key] = attributes.content;
    },
    ontext(text) {
      if (inTitle) title += text;
    },
    onclosetag(name) {
      if (name === 'title') inTitle = false;
    },
  });
  parser.write(html);
  parser.end();
  return { title, meta };
}

describe('shared blog links', () => {
  it('sends a post page with its own title and Open Graph tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/blog-post?id=${posts.phone}` });
    expect(res.statusCode).toBe(200);
    const head = readHead(res.body);
    expect(head.title).toBe('راهنمای خرید گوشی | وبلاگ سبد');
    expect(head.meta).toMatchObject({
      description: 'چه گوشی‌ای بخریم؟',
      'og:title': 'راهنمای خرید گوشی | وبلاگ سبد',
      'og:type': 'article',
      'og:url': `http://localhost:80/blog-post?id=${posts.phone}`,
    });
    expect(head.meta['og:image']).toMatch(/^http:\/\/localhost:80\/images\/\d+\/full\/phone-guide\.webp$/);
  });

  it('answers 404 with noindex for a missing or unpublished post', async () => {
    for (const id of [999_999, posts.future]) {
      const res = await t.app.inject({ method: 'GET', url: `/blog-post?id=${id}` });
      expect(res.statusCode).toBe(404);
      expect(readHead(res.body).meta.robots).toBe('noindex');
    }
  });

  it('lists the blog and its published posts in the sitemap', async () => {
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(xml).toContain('<loc>http://localhost:80/blog</loc>');
    expect(xml).toContain(`<loc>http://localhost:80/blog-post?id=${posts.phone}</loc><lastmod>2026-11-20</lastmod>`);
    expect(xml).not.toContain(`blog-post?id=${posts.future}<`);
  });
});
