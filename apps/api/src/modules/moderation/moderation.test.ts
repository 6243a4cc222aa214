/**
 * The moderation inbox through HTTP with real staff sessions: reviews, blog comments and contact
 * messages written through the shop's own routes, merged oldest first and counted (ADR 0069); an
 * approved review shows in the store's cached pages at once; a contact answer leaves by the outbox;
 * every decision leaves an audit row; a second decision on the same item is a Persian 404.
 * Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationInbox } from '@sabad/contract/admin';
import { adminUrl, createStaffMember, signInStaff, type StaffCaller } from '../../admin-testing/staff-fixture.js';
import { systemClock } from '../../lib/clock.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createBlogPosts } from '../blog/index.js';
import { createAccessTokenService } from '../customers/index.js';
import { createSettingsService } from '../settings/index.js';

const clock = manualClock('2026-11-29T06:00:00.000Z');
let t: TestApp;
let moderator: StaffCaller;
let support: StaffCaller;
let shopper: Record<string, string>;
let productId = 0;
let postId = 0;
const db = () => t.database.kysely;
const GUEST = { 'guest-customer-id': '5d7c1c1e-7a0b-4c55-9d0e-6a3f3b2f9e10' };
const tick = () => clock.advance(1_000);

const inbox = async (query = '', caller = moderator) => {
  const res = await t.app.inject({ method: 'GET', url: adminUrl(`/moderation${query}`), headers: caller.headers() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ModerationInbox>();
};
const act = (method: 'POST' | 'DELETE', path: string, payload?: object, caller = moderator) =>
  t.app.inject({ method, url: adminUrl(path), headers: caller.headers(), ...(payload ? { payload } : {}) });

async function storeReviews() {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/product/productreviews/${productId}`, headers: GUEST });
  expect(res.statusCode).toBe(200);
  return res.json<{ Items: Array<{ Title: string }> }>().Items.map((item) => item.Title);
}

async function storeRating() {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/product/details/${productId}`, headers: GUEST });
  expect(res.statusCode).toBe(200);
  return res.json<{ TotalReviews: number }>().TotalReviews;
}

async function writeReview(title: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/product/productreviewsadd/${productId}`,
    headers: shopper,
    payload: { Title: title, ReviewText: 'کیفیت خوب و ارسال سریع بود.', Rating: 5 },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function writeComment(text: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/blog/blogcommentadd/${postId}`,
    headers: shopper,
    payload: { CommentText: text },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function sendContact(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/common/contactus',
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: { FullName: 'مریم احمدی', EmailOrMobile: email, Subject: 'پیگیری ارسال', Enquiry: 'سفارشم کی می‌رسد؟' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const auditOf = (kind: string, id: number) =>
  db()
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_type', '=', kind)
    .where('entity_id', '=', String(id))
    .execute();

beforeAll(async () => {
  // The store's catalogue cache on, as in production: the approval must reach it.
  t = await createTestApp({ clock, catalogCacheTtlMs: 10 * 60_000 });
  const settings = createSettingsService({ db: db(), clock: systemClock, cacheTtlMs: 0 });
  await settings.set('ProductReviewsMustBeApproved', 'true');
  await settings.set('BlogCommentsMustBeApproved', 'true');
  const fixture = catalogFixture(db());
  productId = await fixture.product({ name: `کتری ${randomUUID().slice(0, 6)}`, price: 1_500_000 });
  postId = await createBlogPosts().add(db(), {
    title: 'راهنمای خرید کتری',
    overview: 'کدام کتری؟',
    body: '<p>متن</p>',
    tags: '',
    pictureId: null,
    publishedAt: '2026-11-20T08:00:00.000Z',
  });
  const customerId = await fixture.customer({
    firstName: 'سارا',
    lastName: 'کریمی',
    email: `sara.${randomUUID()}@example.com`,
  });
  const { token } = await createAccessTokenService({ db: db(), clock, ttlDays: 30 }).issue(customerId);
  shopper = { authorization: `Basic ${token}` };
  moderator = await signInStaff(t.app, (await createStaffMember(db(), ['ContentModerators'])).email, { clock });
  support = await signInStaff(t.app, (await createStaffMember(db(), ['Support'])).email, { clock });
});
afterAll(() => t.close());

describe('the inbox', () => {
  it('merges the three kinds oldest first, pages them and counts each kind', async () => {
    const before = await inbox();
    await writeComment('دیدگاه نخست');
    tick();
    await sendContact(`first.${randomUUID()}@example.com`);
    tick();
    await writeReview('نظر سوم');
    tick();
    const all = await inbox('?pageSize=100');
    const fresh = all.items.slice(before.total);
    expect(fresh.map((item) => item.kind)).toEqual(['blogComment', 'contactMessage', 'review']);
    expect(all.waiting).toEqual({
      review: before.waiting.review + 1,
      blogComment: before.waiting.blogComment + 1,
      contactMessage: before.waiting.contactMessage + 1,
    });
    expect(all.total).toBe(before.total + 3);
    const lastPage = await inbox(`?pageSize=1&page=${all.total}`);
    expect(lastPage.items).toEqual([all.items.at(-1)]);
    const reviewsOnly = await inbox('?kind=review');
    expect(reviewsOnly.items.every((item) => item.kind === 'review')).toBe(true);
    expect(reviewsOnly.total).toBe(all.waiting.review);
    expect(
      (await t.app.inject({ method: 'GET', url: adminUrl('/moderation?kind=poem'), headers: moderator.headers() }))
        .statusCode,
    ).toBe(400);
    expect((await inbox('?pageSize=100&page=20')).items).toEqual([]);
    const tooDeep = await t.app.inject({
      method: 'GET',
      url: adminUrl('/moderation?pageSize=100&page=21'),
      headers: moderator.headers(),
    });
    expect(tooDeep.statusCode).toBe(422);
  });
});

describe('decisions', () => {
  it('approves a review: it shows in the store at once, though the store had cached the page', async () => {
    const title = `عالی ${randomUUID().slice(0, 6)}`;
    productId = await catalogFixture(db()).product({ name: `کتری ${randomUUID().slice(0, 6)}`, price: 1_500_000 });
    await writeReview(title);
    expect(await storeReviews()).not.toContain(title);
    expect(await storeRating()).toBe(0);
    const item = (await inbox('?kind=review&pageSize=100')).items.find((i) => i.title === title);
    if (!item) throw new Error('the review is not in the inbox');
    expect(item).toMatchObject({ about: expect.stringContaining('کتری'), aboutId: productId, rating: 5 });
    const approved = await act('POST', `/moderation/review/${item.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await storeReviews()).toContain(title);
    expect(await storeRating()).toBe(1);
    expect((await inbox('?kind=review&pageSize=100')).items.map((i) => i.id)).not.toContain(item.id);
    expect((await auditOf('review', item.id)).map((row) => [row.area, row.action])).toEqual([
      ['moderation', 'approve'],
    ]);
    const again = await act('POST', `/moderation/review/${item.id}/approve`);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ Message: string }>().Message).toMatch(/دیگر در صف بررسی نیست/);
  });

  it('approves and deletes blog comments; a contact message cannot be approved', async () => {
    await writeComment('این را تأیید کنید');
    await writeComment('این را حذف کنید');
    const items = (await inbox('?kind=blogComment&pageSize=100')).items;
    const keep = items.find((i) => i.text === 'این را تأیید کنید');
    const drop = items.find((i) => i.text === 'این را حذف کنید');
    if (!keep || !drop) throw new Error('the comments are not in the inbox');
    expect((await act('POST', `/moderation/blogComment/${keep.id}/approve`)).statusCode).toBe(200);
    expect((await act('DELETE', `/moderation/blogComment/${drop.id}`)).statusCode).toBe(200);
    const shown = await db()
      .selectFrom('blog_comment')
      .select(['id', 'is_approved'])
      .where('id', 'in', [keep.id, drop.id])
      .execute();
    expect(shown).toEqual([{ id: keep.id, is_approved: 1 }]);
    expect((await auditOf('blogComment', drop.id)).map((row) => row.action)).toEqual(['delete']);
    const contact = (await inbox('?kind=contactMessage&pageSize=100')).items[0];
    if (!contact) throw new Error('no contact message waits');
    expect((await act('POST', `/moderation/contactMessage/${contact.id}/approve`)).statusCode).toBe(422);
  });

  it('answers a contact message by email through the outbox; it leaves the inbox', async () => {
    const email = `answer.${randomUUID()}@example.com`;
    await sendContact(email);
    const item = (await inbox('?kind=contactMessage&pageSize=100')).items.find((i) => i.replyTo === email);
    if (!item) throw new Error('the message is not in the inbox');
    const empty = await act('POST', `/moderation/contactMessage/${item.id}/answer`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    const answered = await act('POST', `/moderation/contactMessage/${item.id}/answer`, { text: 'فردا ارسال می‌شود.' });
    expect(answered.statusCode, answered.body).toBe(200);
    const sent = await db().selectFrom('outbox_message').selectAll().where('recipient', '=', email).execute();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', purpose: 'contact-answer' });
    expect(sent[0]?.body).toContain('فردا ارسال می‌شود.');
    expect((await inbox('?kind=contactMessage&pageSize=100')).items.map((i) => i.id)).not.toContain(item.id);
    expect((await auditOf('contactMessage', item.id)).map((row) => row.action)).toEqual(['answer']);
    expect((await act('POST', `/moderation/contactMessage/${item.id}/answer`, { text: 'دوباره' })).statusCode).toBe(
      404,
    );
  });

  it('keeps Support out of the inbox and its actions', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: adminUrl('/moderation'), headers: support.headers() })).statusCode,
    ).toBe(403);
    expect((await act('DELETE', '/moderation/review/1', undefined, support)).statusCode).toBe(403);
  });
});
