/**
 * The demo store must not contradict itself: every rating and review count a shopper sees is
 * backed by approved review rows, and every figure a product's name or texts state (storage,
 * RAM, screen size, colour, material, SIM) agrees with its specifications and attributes.
 */
import { toLatinDigits } from '@sabad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductRules } from '../../modules/catalog/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { COLOUR_PALETTE } from './attributes.js';
import { seedDemoStore } from './index.js';
import { stripTags } from './plan.js';
import { GENERIC_REVIEWS, REVIEW_TEMPLATES, REVIEWERS } from './reviews.js';

const productRules = createProductRules();

const SEED_TIMEOUT = 180_000;
const GUEST = { 'guest-customer-id': '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoStore(t.database.kysely);
}, SEED_TIMEOUT);

afterAll(async () => {
  await t?.close();
});

const db = () => t.database.kysely;

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: GUEST });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
}

interface ReviewList {
  RatingAverage: number;
  TotalReviews: number;
  TotalCount: number;
  Items: Array<{ Id: number; Rating: number; Title: string; HelpfulYesTotal: number; HelpfulNoTotal: number }>;
}

describe('the demo store backs every rating with reviews', () => {
  it('shows, for every product, the rating and count its approved reviews give, and lists those reviews', async () => {
    const products = await db().selectFrom('product').select(['id', 'name']).orderBy('id').execute();
    const reviews = await db()
      .selectFrom('product_review')
      .select(['id', 'product_id', 'rating', 'title'])
      .where('is_approved', '=', 1)
      .execute();
    const votes = await db().selectFrom('product_review_helpfulness').selectAll().execute();

    let reviewed = 0;
    for (const product of products) {
      const own = reviews.filter((r) => r.product_id === product.id);
      const sum = own.reduce((total, r) => total + r.rating, 0);
      if (own.length > 0) reviewed++;

      const details = await get<{ RatingAverage: number; TotalReviews: number }>(`/product/details/${product.id}`);
      expect([details.RatingAverage, details.TotalReviews], product.name).toEqual([
        productRules.ratingAverage(sum, own.length),
        own.length,
      ]);

      const list = await get<ReviewList>(`/product/productreviews/${product.id}?Limit=100`);
      expect([list.RatingAverage, list.TotalReviews, list.TotalCount], product.name).toEqual([
        productRules.ratingAverage(sum, own.length),
        own.length,
        own.length,
      ]);
      expect(list.Items.map((item) => item.Id).sort((a, b) => a - b)).toEqual(
        own.map((r) => r.id).sort((a, b) => a - b),
      );
      for (const item of list.Items) {
        const on = votes.filter((v) => v.product_review_id === item.Id);
        expect([item.HelpfulYesTotal, item.HelpfulNoTotal]).toEqual([
          on.filter((v) => v.was_helpful === 1).length,
          on.filter((v) => v.was_helpful === 0).length,
        ]);
      }
    }
    expect(reviewed / products.length).toBeGreaterThan(0.7);
    expect(votes.length).toBeGreaterThan(reviews.length);
  }, 60_000);

  it('has reviews by named customers, about their product’s kind, written after it arrived, voted on by others', async () => {
    const reviews = await db()
      .selectFrom('product_review as r')
      .innerJoin('product as p', 'p.id', 'r.product_id')
      .innerJoin('customer as c', 'c.id', 'r.customer_id')
      .innerJoin('product_category as pc', 'pc.product_id', 'p.id')
      .innerJoin('category as k', 'k.id', 'pc.category_id')
      .select([
        'r.id',
        'r.title',
        'r.review_text',
        'r.rating',
        'r.is_approved',
        'r.created_at',
        'r.approved_at',
        'p.name as product_name',
        'p.created_at as product_created_at',
        'c.first_name',
        'c.last_name',
        'c.is_guest',
        'c.password_hash',
        'k.name as kind',
      ])
      .where('k.parent_category_id', '!=', 0)
      .execute();
    expect(reviews.length).toBeGreaterThan(200);
    expect(new Set(reviews.map((r) => r.rating))).toEqual(new Set([2, 3, 4, 5]));

    for (const review of reviews) {
      const fits = [...(REVIEW_TEMPLATES[review.kind] ?? []), ...GENERIC_REVIEWS];
      expect(
        fits.some((f) => f.title === review.title && f.text === review.review_text && f.rating === review.rating),
        `${review.product_name}: «${review.title}»`,
      ).toBe(true);
      expect(review.is_approved).toBe(1);
      expect(review.created_at > review.product_created_at, review.product_name).toBe(true);
      expect(review.approved_at! > review.created_at).toBe(true);
      expect(review.first_name).not.toBe('');
      expect(review.last_name).not.toBe('');
      expect([review.is_guest, review.password_hash]).toEqual([0, null]);
    }

    const votes = await db()
      .selectFrom('product_review_helpfulness as h')
      .innerJoin('product_review as r', 'r.id', 'h.product_review_id')
      .select(['h.customer_id as voter', 'r.customer_id as author', 'h.created_at', 'r.approved_at'])
      .execute();
    for (const vote of votes) {
      expect(vote.voter).not.toBe(vote.author);
      expect(vote.created_at >= vote.approved_at!).toBe(true);
    }
    const customers = await db()
      .selectFrom('customer')
      .select(['first_name', 'email', 'mobile'])
      .where('is_guest', '=', 0)
      .execute();
    expect(customers).toHaveLength(REVIEWERS.length);
    expect(customers.every((c) => c.email === null && c.mobile === null)).toBe(true);
  });

  it('keeps some sold-out products without a review yet (the reviews journey writes the first one)', async () => {
    const waiting = await db()
      .selectFrom('product as p')
      .select('p.id')
      .where('p.manage_inventory_method', '=', 'product')
      .where('p.stock_quantity', '=', 0)
      .where('p.approved_total_reviews', '=', 0)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('product_review as r').select('r.id').whereRef('r.product_id', '=', 'p.id'))),
      )
      .execute();
    expect(waiting.length).toBeGreaterThanOrEqual(2);
  });
});

/** Screen sizes written as an exact figure («۲۴ اینچ») or a range («۱۰ تا ۱۱ اینچ», «بیشتر از ۶.۵ اینچ»). */
function screenFits(inches: number, specification: string): boolean {
  const figures = [
    ...toLatinDigits(specification)
      .replace(/٫/g, '.')
      .matchAll(/\d+(?:\.\d+)?/g),
  ].map((m) => Number(m[0]));
  const [low = NaN, high = NaN] = figures;
  if (specification.includes(' تا ')) return inches >= low && inches <= high;
  if (specification.startsWith('بیشتر از')) return inches > low;
  if (specification.startsWith('کمتر از')) return inches < low;
  return inches === low;
}

const FIGURE = '[۰-۹]+(?:[.٫][۰-۹]+)?';
const MATERIAL_WORDS: Record<string, string> = { نخی: 'نخ', چرمی: 'چرم طبیعی', چوبی: 'چوب' };

/** What a product's texts may claim, and the specification/attribute the claim must agree with. */
const CLAIMS: Array<{
  what: string;
  pattern: RegExp;
  attribute?: string;
  agrees?: (claimed: string, value: string) => boolean;
}> = [
  { what: 'storage', pattern: new RegExp(`ظرفیت (${FIGURE} (?:گیگابایت|ترابایت))`, 'g'), attribute: 'حافظه داخلی' },
  { what: 'RAM', pattern: new RegExp(`رم (${FIGURE} گیگابایت)`, 'g'), attribute: 'رم' },
  {
    what: 'screen',
    pattern: new RegExp(`(${FIGURE}) اینچ`, 'g'),
    attribute: 'اندازه صفحه نمایش',
    agrees: (claimed, value) => screenFits(Number(toLatinDigits(claimed).replace('٫', '.')), value),
  },
  {
    what: 'colour',
    pattern: new RegExp(`رنگ (${COLOUR_PALETTE.map(([name]) => name).join('|')})`, 'g'),
    attribute: 'رنگ',
  },
  {
    what: 'material',
    // «جین وست» is a brand, not denim.
    pattern: /(نخی|چرمی|چوبی|استیل|چرم مصنوعی|جین(?! وست))/g,
    attribute: 'جنس',
    agrees: (claimed, value) => (MATERIAL_WORDS[claimed] ?? claimed) === value,
  },
  { what: 'SIM', pattern: /(تک|دو) سیم[ ‌]?کارت/g },
];

describe('the demo products agree with themselves', () => {
  it('states in names, descriptions and reviews only figures its specifications and attributes hold', async () => {
    const products = await db()
      .selectFrom('product')
      .select(['id', 'name', 'short_description', 'full_description'])
      .execute();
    const specifications = await db()
      .selectFrom('product_specification_attribute as psa')
      .innerJoin('specification_attribute_option as o', 'o.id', 'psa.specification_attribute_option_id')
      .innerJoin('specification_attribute as a', 'a.id', 'o.specification_attribute_id')
      .select(['psa.product_id', 'a.name as attribute', 'o.name as option', 'psa.custom_value'])
      .execute();
    const attributeValues = await db()
      .selectFrom('product_attribute_value as v')
      .innerJoin('product_attribute_mapping as m', 'm.id', 'v.mapping_id')
      .innerJoin('product_attribute as a', 'a.id', 'm.product_attribute_id')
      .select(['m.product_id', 'a.name as attribute', 'v.name as value'])
      .execute();
    const reviews = await db().selectFrom('product_review').select(['product_id', 'title', 'review_text']).execute();

    const problems: string[] = [];
    let claimsChecked = 0;
    for (const product of products) {
      const specs = specifications
        .filter((s) => s.product_id === product.id)
        .map((s) => ({ attribute: s.attribute, value: s.custom_value ?? s.option }));
      const attributes = attributeValues.filter((a) => a.product_id === product.id);
      const texts = [
        product.name,
        product.short_description,
        stripTags(product.full_description),
        ...reviews.filter((r) => r.product_id === product.id).map((r) => `${r.title} ${r.review_text}`),
      ];

      for (const claim of CLAIMS) {
        const claimed = new Set(texts.flatMap((text) => [...text.matchAll(claim.pattern)].map((m) => m[1] ?? '')));
        if (claimed.size > 1) problems.push(`${product.name}: says ${claim.what} ${[...claimed].join(' and ')}`);
        if (!claim.attribute) continue;
        const agrees = claim.agrees ?? ((said: string, value: string) => said === value);
        for (const said of claimed) {
          claimsChecked++;
          for (const spec of specs.filter((s) => s.attribute === claim.attribute)) {
            if (!agrees(said, spec.value)) problems.push(`${product.name}: ${said} but specification ${spec.value}`);
          }
          for (const option of attributes.filter((a) => a.attribute === claim.attribute)) {
            if (!agrees(said, option.value)) problems.push(`${product.name}: ${said} but offers ${option.value}`);
          }
        }
      }

      // Any storage or RAM figure anywhere is one the product has.
      const held = new Set([
        ...specs.filter((s) => s.attribute === 'حافظه داخلی' || s.attribute === 'رم').map((s) => s.value),
        ...attributes.filter((a) => a.attribute === 'حافظه داخلی' || a.attribute === 'رم').map((a) => a.value),
      ]);
      for (const text of texts) {
        for (const [figure] of text.matchAll(new RegExp(`${FIGURE} (?:گیگابایت|ترابایت)`, 'g'))) {
          if (!held.has(figure)) problems.push(`${product.name}: mentions ${figure}, which it does not have`);
        }
      }

      // A specification and an attribute of the same name agree (the colour filtered by is one offered).
      for (const spec of specs) {
        const offered = attributes.filter((a) => a.attribute === spec.attribute).map((a) => a.value);
        if (offered.length > 0 && !offered.includes(spec.value))
          problems.push(`${product.name}: specification ${spec.value} is not among ${offered.join('، ')}`);
      }
    }
    expect(problems).toEqual([]);
    // The check has something to check: tablets, laptops, monitors and clothes state figures.
    expect(claimsChecked).toBeGreaterThan(25);
  });
});
