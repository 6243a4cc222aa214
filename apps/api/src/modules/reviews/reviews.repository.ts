import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function listApprovedReviews(
  db: Kysely<Database>,
  productId: number,
  page: { limit: number; offset: number },
  viewerId: number | null,
) {
  return db
    .selectFrom('product_review as r')
    .innerJoin('customer as c', 'c.id', 'r.customer_id')
    .select((eb) => [
      'r.id',
      'r.title',
      'r.review_text',
      'r.rating',
      'r.created_at',
      'r.customer_id',
      'c.first_name',
      'c.last_name',
      eb
        .selectFrom('product_review_helpfulness as h')
        .select((h) => h.fn.countAll<number>().as('n'))
        .whereRef('h.product_review_id', '=', 'r.id')
        .where('h.was_helpful', '=', 1)
        .as('helpful_yes'),
      eb
        .selectFrom('product_review_helpfulness as h')
        .select((h) => h.fn.countAll<number>().as('n'))
        .whereRef('h.product_review_id', '=', 'r.id')
        .where('h.was_helpful', '=', 0)
        .as('helpful_no'),
      eb
        .selectFrom('product_review_helpfulness as h')
        .select('h.was_helpful')
        .whereRef('h.product_review_id', '=', 'r.id')
        .where('h.customer_id', '=', viewerId ?? 0)
        .as('viewer_vote'),
    ])
    .where('r.product_id', '=', productId)
    .where('r.is_approved', '=', 1)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
export type ReviewListRow = Awaited<ReturnType<typeof listApprovedReviews>>[number];

export async function countApprovedReviews(db: Kysely<Database>, productId: number): Promise<number> {
  const row = await db
    .selectFrom('product_review')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('product_id', '=', productId)
    .where('is_approved', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function customerHasReviewed(
  db: Kysely<Database>,
  productId: number,
  customerId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('product_review')
    .select('id')
    .where('product_id', '=', productId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts the review unless the customer already has one for the product (the unique constraint decides); returns its id or null. */
export async function insertReviewOnce(
  db: Kysely<Database>,
  review: {
    productId: number;
    customerId: number;
    title: string;
    text: string;
    rating: number;
    approved: boolean;
    now: string;
  },
): Promise<number | null> {
  const row = await db
    .insertInto('product_review')
    .values({
      product_id: review.productId,
      customer_id: review.customerId,
      title: review.title,
      review_text: review.text,
      rating: review.rating,
      is_approved: review.approved ? 1 : 0,
      created_at: review.now,
      approved_at: review.approved ? review.now : null,
    })
    .onConflict((oc) => oc.columns(['product_id', 'customer_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Moves a product's approved rating sums by one review (+1 on approval, -1 when an approved one goes). */
export async function adjustApprovedRating(
  db: Kysely<Database>,
  productId: number,
  rating: number,
  direction: 1 | -1,
): Promise<void> {
  await db
    .updateTable('product')
    .set({
      approved_rating_sum: sql`approved_rating_sum + ${rating * direction}`,
      approved_total_reviews: sql`approved_total_reviews + ${direction}`,
    })
    .where('id', '=', productId)
    .execute();
}

export function findReview(db: Kysely<Database>, reviewId: number) {
  return db.selectFrom('product_review').selectAll().where('id', '=', reviewId).executeTakeFirst();
}

export function findVisibleApprovedReview(db: Kysely<Database>, reviewId: number) {
  return db
    .selectFrom('product_review as r')
    .innerJoin('product as p', 'p.id', 'r.product_id')
    .select(['r.id', 'r.customer_id', 'r.product_id'])
    .where('r.id', '=', reviewId)
    .where('r.is_approved', '=', 1)
    .where('p.published', '=', 1)
    .where('p.deleted', '=', 0)
    .executeTakeFirst();
}

/** Approves a waiting review; only one caller can win (conditional update). */
export async function markApproved(db: Kysely<Database>, reviewId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('product_review')
    .set({ is_approved: 1, approved_at: now })
    .where('id', '=', reviewId)
    .where('is_approved', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteReview(db: Kysely<Database>, reviewId: number): Promise<boolean> {
  const result = await db.deleteFrom('product_review').where('id', '=', reviewId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function countPendingReviews(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('product_review')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('is_approved', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function listPendingReviews(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('product_review as r')
    .innerJoin('product as p', 'p.id', 'r.product_id')
    .innerJoin('customer as c', 'c.id', 'r.customer_id')
    .select([
      'r.id',
      'r.product_id',
      'p.name as product_name',
      'r.rating',
      'r.title',
      'r.review_text',
      'r.created_at',
      'c.email',
      'c.mobile',
    ])
    .where('r.is_approved', '=', 0)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/** One vote per customer per review: a second vote replaces the first. */
export async function upsertVote(
  db: Kysely<Database>,
  vote: { reviewId: number; customerId: number; wasHelpful: boolean; now: string },
): Promise<void> {
  await db
    .insertInto('product_review_helpfulness')
    .values({
      product_review_id: vote.reviewId,
      customer_id: vote.customerId,
      was_helpful: vote.wasHelpful ? 1 : 0,
      created_at: vote.now,
      updated_at: vote.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['product_review_id', 'customer_id'])
        .doUpdateSet({ was_helpful: vote.wasHelpful ? 1 : 0, updated_at: vote.now }),
    )
    .execute();
}

export async function countVotes(db: Kysely<Database>, reviewId: number): Promise<{ yes: number; no: number }> {
  const rows = await db
    .selectFrom('product_review_helpfulness')
    .select((eb) => ['was_helpful', eb.fn.countAll<number | string>().as('n')])
    .where('product_review_id', '=', reviewId)
    .groupBy('was_helpful')
    .execute();
  let yes = 0;
  let no = 0;
  for (const row of rows) {
    if (Number(row.was_helpful) === 1) yes = Number(row.n);
    else no = Number(row.n);
  }
  return { yes, no };
}
