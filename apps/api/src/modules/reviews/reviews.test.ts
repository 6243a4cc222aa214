import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../cli.js';
import { systemClock } from '../../lib/clock.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createAccessTokenService } from '../customers/index.js';
import { createSettingsService } from '../settings/index.js';
import { reviewMessages } from './reviews.messages.js';

const clock = manualClock('2026-11-22T10:00:00.000Z');
let t: TestApp;
let fixture: ReturnType<typeof catalogFixture>;
const tokens: Record<'sara' | 'ali' | 'reza', string> = { sara: '', ali: '', reza: '' };
const auth = (who: keyof typeof tokens) => ({ authorization: `Basic ${tokens[who]}` });
const GUEST = { 'guest-customer-id': '0b0c8e5e-2f0a-4c1e-9a57-3c1f0b7a9d11' };

const review = { Title: 'خیلی خوب بود', ReviewText: 'کیفیت ساخت عالی و ارسال سریع.', Rating: 4 };

async function newProduct(name = 'کتری برقی') {
  return fixture.product({ name, price: 1_500_000 });
}
function list(productId: number, query = '', headers: Record<string, string> = GUEST) {
  return t.app.inject({ method: 'GET', url: `/api/v2/product/productreviews/${productId}${query}`, headers });
}
function write(productId: number, who: keyof typeof tokens, body: object = review) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/product/productreviewsadd/${productId}`,
    headers: auth(who),
    payload: body,
  });
}
function vote(reviewId: number, who: keyof typeof tokens, wasHelpful: boolean) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/product/setproductreviewhelpfulness/${reviewId}`,
    headers: auth(who),
    payload: { WasHelpful: wasHelpful },
  });
}
async function details(productId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/product/details/${productId}`, headers: GUEST });
  expect(res.statusCode).toBe(200);
  return res.json() as { RatingAverage: number; TotalReviews: number };
}
async function productSums(productId: number) {
  return t.database.kysely
    .selectFrom('product')
    .select(['approved_rating_sum', 'approved_total_reviews'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
}
const settings = () => createSettingsService({ db: t.database.kysely, clock: systemClock, cacheTtlMs: 0 });
async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, {
    databaseUrl: t.database.url,
    io: { out: (l) => out.push(l), err: (l) => err.push(l) },
  });
  return { code, out, err };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  fixture = catalogFixture(t.database.kysely);
  const issuer = createAccessTokenService({ db: t.database.kysely, clock: systemClock, ttlDays: 30 });
  tokens.sara = (
    await issuer.issue(await fixture.customer({ firstName: 'سارا', lastName: 'کریمی', email: 'sara@example.com' }))
  ).token;
  tokens.ali = (
    await issuer.issue(await fixture.customer({ firstName: 'علی', lastName: 'رضایی', email: 'ali@example.com' }))
  ).token;
  tokens.reza = (await issuer.issue(await fixture.customer({ firstName: 'رضا', email: 'reza@example.com' }))).token;
});
afterAll(() => t.close());
beforeEach(async () => {
  await settings().set('ProductReviewsMustBeApproved', 'true');
  await settings().set('ProductReviewsEnabled', 'true');
});

describe('writing a review', () => {
  it('needs a logged-in customer (401 for a guest)', async () => {
    const productId = await newProduct();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/product/productreviewsadd/${productId}`,
      headers: GUEST,
      payload: review,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).not.toHaveProperty('Success');
  });

  it('keeps a review out of sight and out of the rating until it is approved, and says so in Persian', async () => {
    const productId = await newProduct();
    const res = await write(productId, 'sara');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Success: true,
      IsApproved: false,
      Message: reviewMessages.addedPending,
      Review: { Rating: 4, CustomerName: 'سارا ک.' },
    });

    const body = (await list(productId, '', auth('sara'))).json();
    expect(body).toMatchObject({
      Items: [],
      TotalCount: 0,
      TotalReviews: 0,
      RatingAverage: 0,
      CurrentCustomerHasReviewed: true,
    });
    expect((await list(productId, '', auth('ali'))).json().CurrentCustomerHasReviewed).toBe(false);
    expect(await details(productId)).toMatchObject({ RatingAverage: 0, TotalReviews: 0 });
  });

  it('allows one review per customer per product: the second is a 409, even when both arrive together', async () => {
    const productId = await newProduct();
    const [first, second] = await Promise.all([
      write(productId, 'sara'),
      write(productId, 'sara', { ...review, Rating: 1 }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const third = await write(productId, 'sara');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ Success: false, Message: reviewMessages.alreadyReviewed });
    const count = await t.database.kysely
      .selectFrom('product_review')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    // Another customer may still review it.
    expect((await write(productId, 'ali')).statusCode).toBe(200);
  });

  it('answers bad input with Persian field messages', async () => {
    const productId = await newProduct();
    const res = await write(productId, 'sara', { Title: '   ', ReviewText: '', Rating: 6 });
    expect(res.statusCode).toBe(400);
    const errors = res.json().Errors as string[];
    expect(errors).toEqual(
      expect.arrayContaining(['عنوان نظر را وارد کنید.', 'متن نظر را وارد کنید.', 'امتیاز باید عددی از ۱ تا ۵ باشد.']),
    );
    expect((await write(productId, 'sara', { ...review, Rating: 2.5 })).json().Errors).toContain(
      'امتیاز باید عددی از ۱ تا ۵ باشد.',
    );
    expect((await write(productId, 'sara', { ...review, Title: 'ا'.repeat(201) })).json().Errors).toContain(
      'عنوان نظر حداکثر ۲۰۰ نویسه است.',
    );
  });

  it('answers 404 for a product that does not exist or is not published', async () => {
    const hidden = await fixture.product({ name: 'پنهان', price: 1000, published: false });
    expect((await write(hidden, 'sara')).statusCode).toBe(404);
    expect((await write(999_999, 'sara')).statusCode).toBe(404);
    expect((await list(hidden)).statusCode).toBe(404);
  });

  it('is refused when the store turns reviews off', async () => {
    const productId = await newProduct();
    await settings().set('ProductReviewsEnabled', 'false');
    const res = await write(productId, 'sara');
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(reviewMessages.reviewsDisabled);
    expect((await list(productId)).json().ReviewsEnabled).toBe(false);
  });

  it('shows a review at once and counts it when the store does not approve reviews', async () => {
    await settings().set('ProductReviewsMustBeApproved', 'false');
    const productId = await newProduct();
    const res = await write(productId, 'sara', { ...review, Rating: 5 });
    expect(res.json()).toMatchObject({ IsApproved: true, Message: reviewMessages.addedApproved });
    expect((await list(productId)).json()).toMatchObject({
      TotalCount: 1,
      TotalReviews: 1,
      RatingAverage: 5,
      Items: [{ Title: review.Title, Rating: 5 }],
    });
    expect(await productSums(productId)).toEqual({ approved_rating_sum: 5, approved_total_reviews: 1 });
  });
});

describe('approval and the product rating', () => {
  it('an operator approves through the CLI; the sums, the product details and the product lists follow, once only', async () => {
    const categoryId = await fixture.category({ name: 'کتری و چای‌ساز' });
    const productId = await fixture.product({ name: 'کتری برقی', price: 1_500_000, categoryIds: [categoryId] });
    const listedRating = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v2/product/search?CategoryId=${categoryId}`,
        headers: GUEST,
      });
      expect(res.statusCode).toBe(200);
      const items = res.json().Items as Array<{ Id: number; RatingAverage: number }>;
      expect(items.map((p) => p.Id)).toEqual([productId]);
      return items[0]!.RatingAverage;
    };
    expect(await listedRating()).toBe(0);
    const saras = (await write(productId, 'sara', { ...review, Rating: 5 })).json().Review.Id as number;
    const alis = (await write(productId, 'ali', { ...review, Title: 'معمولی', Rating: 2 })).json().Review.Id as number;

    const pending = await cli('reviews', 'pending');
    expect(pending.code).toBe(0);
    expect(pending.out.join('\n')).toContain(`#${saras}`);
    expect(pending.out.join('\n')).toContain('sara@example.com');

    expect((await cli('reviews', 'approve', String(saras))).out).toEqual([`Review #${saras} approved.`]);
    expect(await productSums(productId)).toEqual({ approved_rating_sum: 5, approved_total_reviews: 1 });
    const again = await cli('reviews', 'approve', String(saras));
    expect(again.code).toBe(1);
    expect(await productSums(productId)).toEqual({ approved_rating_sum: 5, approved_total_reviews: 1 });

    await cli('reviews', 'approve', String(alis));
    expect(await details(productId)).toEqual(expect.objectContaining({ RatingAverage: 3.5, TotalReviews: 2 }));
    expect(await listedRating()).toBe(3.5);

    // Deleting an approved review takes it out of the sums.
    expect((await cli('reviews', 'delete', String(alis))).code).toBe(0);
    expect(await productSums(productId)).toEqual({ approved_rating_sum: 5, approved_total_reviews: 1 });
    expect((await list(productId)).json()).toMatchObject({ TotalReviews: 1, RatingAverage: 5, TotalCount: 1 });
    expect((await cli('reviews', 'approve', 'abc')).code).toBe(2);
  });

  it('lists approved reviews newest first, paged, with the average and count', async () => {
    await settings().set('ProductReviewsMustBeApproved', 'false');
    const productId = await newProduct();
    clock.set('2026-11-22T10:00:00.000Z');
    await write(productId, 'sara', { ...review, Title: 'اول', Rating: 5 });
    clock.set('2026-11-22T11:00:00.000Z');
    await write(productId, 'ali', { ...review, Title: 'دوم', Rating: 4 });
    clock.set('2026-11-22T12:00:00.000Z');
    await write(productId, 'reza', { ...review, Title: 'سوم', Rating: 4 });

    const all = (await list(productId)).json();
    expect(all.Items.map((r: { Title: string }) => r.Title)).toEqual(['سوم', 'دوم', 'اول']);
    expect(all).toMatchObject({ TotalCount: 3, TotalReviews: 3, RatingAverage: 4.3, ProductName: 'کتری برقی' });
    expect(all.Items[0]).toMatchObject({
      CustomerName: 'رضا',
      CreatedOn: '2026-11-22T12:00:00.000Z',
      HelpfulYesTotal: 0,
      CurrentCustomerVote: null,
      IsOwnReview: false,
    });

    const page2 = (await list(productId, '?Limit=1&Offset=1')).json();
    expect(page2.Items.map((r: { Title: string }) => r.Title)).toEqual(['دوم']);
    expect(page2.TotalCount).toBe(3);
    expect((await list(productId, '?Limit=0')).statusCode).toBe(400);
  });
});

describe('helpfulness votes', () => {
  it('counts one changeable vote per customer, never on one’s own review, only for logged-in customers', async () => {
    await settings().set('ProductReviewsMustBeApproved', 'false');
    const productId = await newProduct();
    const reviewId = (await write(productId, 'sara')).json().Review.Id as number;

    const own = await vote(reviewId, 'sara', true);
    expect(own.statusCode).toBe(422);
    expect(own.json().Message).toBe(reviewMessages.ownReviewVote);

    expect((await vote(reviewId, 'ali', true)).json()).toMatchObject({
      HelpfulYesTotal: 1,
      HelpfulNoTotal: 0,
      CurrentCustomerVote: true,
    });
    expect((await vote(reviewId, 'ali', true)).json()).toMatchObject({ HelpfulYesTotal: 1, HelpfulNoTotal: 0 });
    expect((await vote(reviewId, 'ali', false)).json()).toMatchObject({
      HelpfulYesTotal: 0,
      HelpfulNoTotal: 1,
      CurrentCustomerVote: false,
    });
    expect((await vote(reviewId, 'reza', true)).json()).toMatchObject({ HelpfulYesTotal: 1, HelpfulNoTotal: 1 });

    const seenByAli = (await list(productId, '', auth('ali'))).json().Items[0];
    expect(seenByAli).toMatchObject({
      HelpfulYesTotal: 1,
      HelpfulNoTotal: 1,
      CurrentCustomerVote: false,
      IsOwnReview: false,
    });
    expect((await list(productId, '', auth('sara'))).json().Items[0]).toMatchObject({
      IsOwnReview: true,
      CurrentCustomerVote: null,
    });

    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/v2/product/setproductreviewhelpfulness/${reviewId}`,
      headers: GUEST,
      payload: { WasHelpful: true },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('answers 404 for votes on a review that is waiting for approval or does not exist', async () => {
    const productId = await newProduct();
    const waiting = (await write(productId, 'sara')).json().Review.Id as number;
    expect((await vote(waiting, 'ali', true)).statusCode).toBe(404);
    expect((await vote(999_999, 'ali', true)).statusCode).toBe(404);
    expect((await vote(waiting, 'ali', 'yes' as unknown as boolean)).statusCode).toBe(400);
  });
});
