// One review per customer per product (a unique constraint, so a double tap cannot make two); the rating sums move in
// the approval's transaction, so lists and details always agree with the reviews.
import type { Kysely } from 'kysely';
import type {
  ProductReview,
  ProductReviewAddResponse,
  ProductReviewList,
  ReviewHelpfulnessResponse,
} from '@sabad/contract';
import type { CustomerRow, Database } from '../../db/schema.js';
import { conflict, forbidden, notFound, SessionRequiredError, unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { messagesFa } from '../../lib/messages-fa.js';
import { type CatalogService, createProductRules } from '../catalog/index.js';
import type { SettingsService } from '../settings/index.js';
import { reviewMessages } from './reviews.messages.js';
import {
  adjustApprovedRating,
  countApprovedReviews,
  countVotes,
  customerHasReviewed,
  countPendingReviews,
  deleteReview,
  findReview,
  findVisibleApprovedReview,
  insertReviewOnce,
  listApprovedReviews,
  listPendingReviews,
  markApproved,
  upsertVote,
  type ReviewListRow,
} from './reviews.repository.js';

const productRules = createProductRules();

export interface PendingReview {
  id: number;
  productId: number;
  productName: string;
  rating: number;
  title: string;
  text: string;
  createdAt: string;
  author: string;
}

export interface ReviewsService {
  list(
    productId: number,
    page: { limit: number; offset: number },
    viewer: CustomerRow | null,
  ): Promise<ProductReviewList>;
  add(
    customer: CustomerRow,
    productId: number,
    input: { title: string; text: string; rating: number },
  ): Promise<ProductReviewAddResponse>;
  vote(customer: CustomerRow, reviewId: number, wasHelpful: boolean): Promise<ReviewHelpfulnessResponse>;
  pending(limit?: number): Promise<PendingReview[]>;
  /** Operator: show a waiting review and count it in the product's rating. False when it was not waiting. */
  approve(reviewId: number, within?: (trx: Kysely<Database>) => Promise<void>): Promise<boolean>;
  /** `within` runs in the deletion's transaction (the back office's audit row). */
  remove(reviewId: number, within?: (trx: Kysely<Database>) => Promise<void>): Promise<boolean>;
  pendingCount(): Promise<number>;
}

/** "سارا کریمی" → "سارا ک."; the full surname stays private (the blog names commenters the same way). */
function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const lastInitial = [...lastName.trim()][0];
  if (!first) return reviewMessages.anonymousName;
  return lastInitial ? `${first} ${lastInitial}.` : first;
}

export interface ReviewerNames {
  of(firstName: string, lastName: string): string;
}

export function createReviewerNames(): ReviewerNames {
  return { of: reviewerName };
}

function toReview(row: ReviewListRow, viewerId: number | null): ProductReview {
  return {
    Id: row.id,
    Title: row.title,
    ReviewText: row.review_text,
    Rating: row.rating,
    CustomerName: reviewerName(row.first_name, row.last_name),
    CreatedOn: row.created_at,
    HelpfulYesTotal: Number(row.helpful_yes ?? 0),
    HelpfulNoTotal: Number(row.helpful_no ?? 0),
    CurrentCustomerVote:
      row.viewer_vote === null || row.viewer_vote === undefined ? null : Number(row.viewer_vote) === 1,
    IsOwnReview: viewerId !== null && row.customer_id === viewerId,
  };
}

export function createReviewsService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
  catalog: Pick<CatalogService, 'productOverviews'>;
}): ReviewsService {
  const { db, clock, settings, catalog } = deps;

  async function visibleProduct(productId: number) {
    const [product] = await catalog.productOverviews([productId]);
    if (!product) throw notFound(messagesFa.productNotFound);
    return product;
  }

  return {
    async list(productId, page, viewer) {
      const product = await visibleProduct(productId);
      const viewerId = viewer && !viewer.is_guest ? viewer.id : null;
      const [rows, total, reviewed, s] = await Promise.all([
        listApprovedReviews(db, productId, page, viewerId),
        countApprovedReviews(db, productId),
        viewerId === null ? false : customerHasReviewed(db, productId, viewerId),
        settings.get(),
      ]);
      return {
        ProductId: product.id,
        ProductName: product.name,
        RatingAverage: productRules.ratingAverage(
          Number(product.approved_rating_sum),
          Number(product.approved_total_reviews),
        ),
        TotalReviews: Number(product.approved_total_reviews),
        Items: rows.map((row) => toReview(row, viewerId)),
        TotalCount: total,
        ReviewsEnabled: s.ProductReviewsEnabled,
        CurrentCustomerHasReviewed: reviewed,
        CustomProperties: {},
      };
    },

    async add(customer, productId, input) {
      if (customer.is_guest) throw new SessionRequiredError(messagesFa.loginRequired);
      const s = await settings.get();
      if (!s.ProductReviewsEnabled) throw forbidden(reviewMessages.reviewsDisabled);
      await visibleProduct(productId);
      const approved = !s.ProductReviewsMustBeApproved;
      const now = clock.now().toISOString();
      const reviewId = await db.transaction().execute(async (trx) => {
        const id = await insertReviewOnce(trx, {
          productId,
          customerId: customer.id,
          title: input.title,
          text: input.text,
          rating: input.rating,
          approved,
          now,
        });
        if (id !== null && approved) await adjustApprovedRating(trx, productId, input.rating, 1);
        return id;
      });
      if (reviewId === null) throw conflict(reviewMessages.alreadyReviewed);
      return {
        Success: true,
        Message: approved ? reviewMessages.addedApproved : reviewMessages.addedPending,
        IsApproved: approved,
        Review: {
          Id: reviewId,
          Title: input.title,
          ReviewText: input.text,
          Rating: input.rating,
          CustomerName: reviewerName(customer.first_name, customer.last_name),
          CreatedOn: now,
          HelpfulYesTotal: 0,
          HelpfulNoTotal: 0,
          CurrentCustomerVote: null,
          IsOwnReview: true,
        },
      };
    },

    async vote(customer, reviewId, wasHelpful) {
      if (customer.is_guest) throw new SessionRequiredError(messagesFa.loginRequired);
      const review = await findVisibleApprovedReview(db, reviewId);
      if (!review) throw notFound(reviewMessages.reviewNotFound);
      if (review.customer_id === customer.id) throw unprocessable(reviewMessages.ownReviewVote);
      await upsertVote(db, { reviewId, customerId: customer.id, wasHelpful, now: clock.now().toISOString() });
      const votes = await countVotes(db, reviewId);
      return {
        Success: true,
        Message: reviewMessages.voteSaved,
        HelpfulYesTotal: votes.yes,
        HelpfulNoTotal: votes.no,
        CurrentCustomerVote: wasHelpful,
      };
    },

    async pending(limit = 50) {
      const rows = await listPendingReviews(db, limit);
      return rows.map((r) => ({
        id: r.id,
        productId: r.product_id,
        productName: r.product_name,
        rating: r.rating,
        title: r.title,
        text: r.review_text,
        createdAt: r.created_at,
        author: r.email ?? r.mobile ?? '',
      }));
    },

    approve(reviewId, within) {
      return db.transaction().execute(async (trx) => {
        const review = await findReview(trx, reviewId);
        if (!review) return false;
        if (!(await markApproved(trx, reviewId, clock.now().toISOString()))) return false;
        await adjustApprovedRating(trx, review.product_id, review.rating, 1);
        await within?.(trx);
        return true;
      });
    },

    remove(reviewId, within) {
      return db.transaction().execute(async (trx) => {
        const review = await findReview(trx, reviewId);
        if (!review) return false;
        if (!(await deleteReview(trx, reviewId))) return false;
        if (review.is_approved) await adjustApprovedRating(trx, review.product_id, review.rating, -1);
        await within?.(trx);
        return true;
      });
    },

    pendingCount: () => countPendingReviews(db),
  };
}
