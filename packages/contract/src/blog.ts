/**
 * The blog (issue 13; nopCommerce's Blog): posts with a cover picture, a Jalali-dated publication
 * time and tags, listed newest first and filtered by tag; a post with its approved comments; and
 * a logged-in customer's comment, which waits for the store's approval when
 * BlogCommentsMustBeApproved is on.
 */
import { BLOG_COMMENT_MAX } from './constants.js';
import { z } from 'zod';
import { CustomProperties, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, queryInt, shopperText } from './common.js';

export const BLOG_TAG_MAX = 100;
export { BLOG_COMMENT_MAX };

/** `GET /blog/list`: newest first; `Tag` keeps the posts that carry that tag (exactly as listed by `/blog/tags`). */
export const BlogPostsQuery = z.object({
  Limit: queryInt().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  Offset: queryInt().min(0).default(0),
  Tag: z.string().trim().max(BLOG_TAG_MAX, 'برچسب حداکثر ۱۰۰ نویسه است.').optional(),
});
export type BlogPostsQuery = z.input<typeof BlogPostsQuery>;

export const BlogPostSummary = z
  .object({
    Id: z.number().int(),
    Title: z.string(),
    /** Plain text, a sentence or two. */
    BodyOverview: z.string(),
    Tags: z.array(z.string()),
    /** The cover picture (medium size), or null when the post has none. */
    PictureUrl: z.string().nullable(),
    /** ISO date-time of publication; the app shows it in the Jalali calendar. */
    CreatedOn: z.string(),
    /** Approved comments. */
    NumberOfComments: z.number().int(),
  })
  .meta({ id: 'BlogPostSummary' });
export type BlogPostSummary = z.infer<typeof BlogPostSummary>;

export const BlogPostList = z
  .object({
    Items: z.array(BlogPostSummary),
    TotalCount: z.number().int(),
    /** The tag the list was filtered by, or null. */
    Tag: z.string().nullable(),
    CustomProperties,
  })
  .meta({ id: 'BlogPostList' });
export type BlogPostList = z.infer<typeof BlogPostList>;

/** `GET /blog/tags`: every tag of a published post with how many published posts carry it, most used first. */
export const BlogTagList = z
  .object({
    Items: z.array(z.object({ Name: z.string(), PostCount: z.number().int() })),
  })
  .meta({ id: 'BlogTagList' });
export type BlogTagList = z.infer<typeof BlogTagList>;

export const BlogComment = z
  .object({
    Id: z.number().int(),
    /** The author's first name and the initial of the last ("سارا ک."), or «کاربر سبد». */
    CustomerName: z.string(),
    CommentText: z.string(),
    /** ISO date-time. */
    CreatedOn: z.string(),
    /** False only on the viewer's own comment that still waits for approval. */
    IsApproved: z.boolean(),
    /** Written by the logged-in customer. */
    IsOwnComment: z.boolean(),
  })
  .meta({ id: 'BlogComment' });
export type BlogComment = z.infer<typeof BlogComment>;

/** `GET /blog/getblogpost/{id}`: the post; `Body` is HTML the server has sanitised. */
export const BlogPost = BlogPostSummary.extend({
  Body: z.string().describe('Sanitised HTML'),
  /** The cover picture at full size, for the post's page. */
  FullPictureUrl: z.string().nullable(),
  AllowComments: z.boolean(),
  /** Approved comments oldest first, and the viewer's own waiting ones. */
  Comments: z.array(BlogComment),
  CustomProperties,
}).meta({ id: 'BlogPost' });
export type BlogPost = z.infer<typeof BlogPost>;

export const BlogCommentAddRequest = z
  .object({
    CommentText: shopperText('متن دیدگاه را وارد کنید.')
      .min(1, 'متن دیدگاه را وارد کنید.')
      .max(BLOG_COMMENT_MAX, 'متن دیدگاه حداکثر ۲٬۰۰۰ نویسه است.'),
  })
  .meta({ id: 'BlogCommentAddRequest' });
export type BlogCommentAddRequest = z.input<typeof BlogCommentAddRequest>;

export const BlogCommentAddResponse = z
  .object({
    Success: z.literal(true),
    /** Persian: thanks, and whether it waits for approval. */
    Message: z.string(),
    IsApproved: z.boolean(),
    Comment: BlogComment,
  })
  .meta({ id: 'BlogCommentAddResponse' });
export type BlogCommentAddResponse = z.infer<typeof BlogCommentAddResponse>;
