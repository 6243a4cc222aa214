/**
 * Product reviews (the spec's user-reviews route; nopCommerce's ProductReviews): the approved
 * reviews of a product with its average rating, writing one (logged in, one per customer per
 * product) and "was this helpful?" votes.
 */
import { z } from 'zod';
import { CustomProperties, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, queryInt, shopperText } from './common.js';

export const REVIEW_TITLE_MAX = 200;
export const REVIEW_TEXT_MAX = 4000;

/** Paging of a product's reviews: newest first. */
export const ProductReviewsQuery = z.object({
  Limit: queryInt().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  Offset: queryInt().min(0).default(0),
});
export type ProductReviewsQuery = z.input<typeof ProductReviewsQuery>;

export const ProductReview = z
  .object({
    Id: z.number().int(),
    Title: z.string(),
    ReviewText: z.string(),
    Rating: z.number().int().min(1).max(5),
    /** The reviewer's first name and the initial of the last ("سارا ک."), or «کاربر سبد». */
    CustomerName: z.string(),
    /** ISO date-time; the app shows it in the Jalali calendar. */
    CreatedOn: z.string(),
    HelpfulYesTotal: z.number().int(),
    HelpfulNoTotal: z.number().int(),
    /** The logged-in customer's vote on it: true yes, false no, null none. */
    CurrentCustomerVote: z.boolean().nullable(),
    /** Written by the logged-in customer (who cannot vote on it). */
    IsOwnReview: z.boolean(),
  })
  .meta({ id: 'ProductReview' });
export type ProductReview = z.infer<typeof ProductReview>;

export const ProductReviewList = z
  .object({
    ProductId: z.number().int(),
    ProductName: z.string(),
    /** Of approved reviews, 0 to 5 with one decimal; 0 when nobody has rated it. */
    RatingAverage: z.number(),
    /** Approved reviews. */
    TotalReviews: z.number().int(),
    Items: z.array(ProductReview),
    TotalCount: z.number().int(),
    /** Whether the store takes reviews at all (setting ProductReviewsEnabled). */
    ReviewsEnabled: z.boolean(),
    /** The logged-in customer already wrote one (approved or waiting): the form is not offered again. */
    CurrentCustomerHasReviewed: z.boolean(),
    CustomProperties,
  })
  .meta({ id: 'ProductReviewList' });
export type ProductReviewList = z.infer<typeof ProductReviewList>;

export const ProductReviewAddRequest = z.object({
  Title: shopperText('عنوان نظر را وارد کنید.')
    .min(1, { error: 'عنوان نظر را وارد کنید.' })
    .max(REVIEW_TITLE_MAX, { error: 'عنوان نظر حداکثر ۲۰۰ نویسه است.' }),
  ReviewText: shopperText('متن نظر را وارد کنید.')
    .min(1, { error: 'متن نظر را وارد کنید.' })
    .max(REVIEW_TEXT_MAX, { error: 'متن نظر حداکثر ۴٬۰۰۰ نویسه است.' }),
  Rating: z
    .number({ error: 'امتیاز باید عددی از ۱ تا ۵ باشد.' })
    .int({ error: 'امتیاز باید عددی از ۱ تا ۵ باشد.' })
    .min(1, { error: 'امتیاز باید عددی از ۱ تا ۵ باشد.' })
    .max(5, { error: 'امتیاز باید عددی از ۱ تا ۵ باشد.' }),
});
export type ProductReviewAddRequest = z.input<typeof ProductReviewAddRequest>;

export const ProductReviewAddResponse = z
  .object({
    Success: z.literal(true),
    /** Persian: thanks, and whether it waits for approval. */
    Message: z.string(),
    IsApproved: z.boolean(),
    Review: ProductReview,
  })
  .meta({ id: 'ProductReviewAddResponse' });
export type ProductReviewAddResponse = z.infer<typeof ProductReviewAddResponse>;

export const ReviewHelpfulnessRequest = z.object({
  WasHelpful: z.boolean({ error: 'مفید بودن نظر را با «بله» یا «خیر» مشخص کنید.' }),
});
export type ReviewHelpfulnessRequest = z.input<typeof ReviewHelpfulnessRequest>;

export const ReviewHelpfulnessResponse = z
  .object({
    Success: z.literal(true),
    Message: z.string(),
    HelpfulYesTotal: z.number().int(),
    HelpfulNoTotal: z.number().int(),
    CurrentCustomerVote: z.boolean(),
  })
  .meta({ id: 'ReviewHelpfulnessResponse' });
export type ReviewHelpfulnessResponse = z.infer<typeof ReviewHelpfulnessResponse>;
