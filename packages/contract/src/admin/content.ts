import { z } from 'zod';
import { adminPage, AdminPageQuery, ExpectedVersion, isCalendarDay } from './common.js';

/** Where a post stands for a shopper: not shown (draft), shown from a later moment (scheduled), or shown. */
export const AdminBlogPostStatus = z.enum(['draft', 'scheduled', 'published']);
export type AdminBlogPostStatus = z.infer<typeof AdminBlogPostStatus>;

export const AdminBlogPostQuery = AdminPageQuery.extend({
  q: z.string().trim().max(100, { message: 'عبارت جستجو حداکثر ۱۰۰ نویسه است.' }).optional(),
  status: AdminBlogPostStatus.optional(),
});
export type AdminBlogPostQuery = z.infer<typeof AdminBlogPostQuery>;

export const AdminBlogPostSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string().nullable(),
  status: AdminBlogPostStatus,
  /** When it shows (or showed) in the storefront; a draft keeps the moment it would have. */
  publishedAt: z.string(),
  tags: z.array(z.string()),
  pictureUrl: z.string().nullable(),
});
export type AdminBlogPostSummary = z.infer<typeof AdminBlogPostSummary>;
export const AdminBlogPostList = adminPage(AdminBlogPostSummary);
export type AdminBlogPostList = z.infer<typeof AdminBlogPostList>;

export const AdminBlogPost = AdminBlogPostSummary.extend({
  overview: z.string(),
  /** HTML as stored: already sanitised by the server's rules (lib/sanitize-html.ts). */
  body: z.string(),
  allowComments: z.boolean(),
  pictureId: z.number().int().nullable(),
  pictureAlt: z.string(),
  commentCount: z.number().int(),
  rowVersion: z.number().int(),
});
export type AdminBlogPost = z.infer<typeof AdminBlogPost>;

/** A slug: words of letters (with their marks, e.g. «ٔ») or digits of any script, Persian's half-space inside a word, joined by hyphens. */
export const BLOG_SLUG_PATTERN = /^[\p{L}\p{M}\p{N}\u200c]+(?:-[\p{L}\p{M}\p{N}\u200c]+)*$/u;

/**
 * A post as the editor saves it. `publication`: `draft` takes it off the storefront (or keeps it off),
 * `now` shows it (a post already showing keeps its date), `schedule` shows it from `publishAt` (later
 * than now), not before.
 */
export const AdminBlogPostInput = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { message: 'عنوان نوشته را بنویسید.' })
      .max(200, { message: 'عنوان حداکثر ۲۰۰ نویسه است.' }),
    /** Empty: made from the title. */
    slug: z
      .string()
      .trim()
      .max(200, { message: 'نامک حداکثر ۲۰۰ نویسه است.' })
      .refine((slug) => slug === '' || BLOG_SLUG_PATTERN.test(slug), {
        message: 'نامک فقط حرف، رقم و خط تیره (-) میان واژه‌ها می‌پذیرد.',
      })
      .default(''),
    overview: z.string().trim().max(1000, { message: 'خلاصه حداکثر ۱۰۰۰ نویسه است.' }).default(''),
    body: z
      .string()
      .max(200_000, { message: 'متن نوشته بیش از حد بلند است.' })
      .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\s/i.test(html), {
        message: 'متن نوشته را بنویسید.',
      }),
    tags: z
      .array(z.string().trim().max(100, { message: 'هر برچسب حداکثر ۱۰۰ نویسه است.' }))
      .max(20, { message: 'حداکثر ۲۰ برچسب.' })
      .default([]),
    allowComments: z.boolean().default(true),
    publication: z.enum(['draft', 'now', 'schedule'], { message: 'وضعیت انتشار را انتخاب کنید.' }),
    /** ISO-8601 with its offset; required with `schedule`. */
    publishAt: z
      .string()
      // Its own day must exist too: Date.parse moves 30 February on to March.
      .refine((at) => !Number.isNaN(Date.parse(at)) && isCalendarDay(at.slice(0, 10)), {
        message: 'زمان انتشار معتبر نیست.',
      })
      .optional(),
  })
  .refine((post) => post.publication !== 'schedule' || post.publishAt !== undefined, {
    message: 'برای زمان‌بندی، تاریخ و ساعت انتشار را انتخاب کنید.',
    path: ['publishAt'],
  });
export type AdminBlogPostInput = z.infer<typeof AdminBlogPostInput>;

export const AdminBlogPostChange = z.intersection(AdminBlogPostInput, z.object({ expectedVersion: ExpectedVersion }));
export type AdminBlogPostChange = z.infer<typeof AdminBlogPostChange>;

export const AdminVersionQuery = z.object({ expectedVersion: ExpectedVersion });

/**
 * `PUT /content/blog-posts/:id/cover`: a JPEG, PNG or WebP as base64 (at most 700 KB of picture, inside
 * the API's 1 MB body), re-encoded by the server; `picture: null` removes the cover.
 */
export const AdminBlogCoverChange = z.object({
  expectedVersion: ExpectedVersion,
  picture: z
    .string()
    .max(1_000_000, { message: 'تصویر بیش از ۷۰۰ کیلوبایت است؛ تصویر کوچک‌تری انتخاب کنید.' })
    .nullable(),
  altText: z.string().trim().max(200, { message: 'متن جایگزین حداکثر ۲۰۰ نویسه است.' }).default(''),
});
export type AdminBlogCoverChange = z.infer<typeof AdminBlogCoverChange>;

export const AdminTopicSummary = z.object({
  id: z.number().int(),
  systemName: z.string(),
  title: z.string(),
  published: z.boolean(),
  includeInSideMenu: z.boolean(),
  accessibleWhenStoreClosed: z.boolean(),
  displayOrder: z.number().int(),
});
export type AdminTopicSummary = z.infer<typeof AdminTopicSummary>;
export const AdminTopicList = z.object({ items: z.array(AdminTopicSummary) });

export const AdminTopic = AdminTopicSummary.extend({
  body: z.string(),
  metaDescription: z.string(),
  rowVersion: z.number().int(),
});
export type AdminTopic = z.infer<typeof AdminTopic>;

/** `PUT /content/topics/:id`: the system name is the storefront's address (/topic/…) and stays. */
export const AdminTopicChange = z.object({
  expectedVersion: ExpectedVersion,
  title: z
    .string()
    .trim()
    .min(1, { message: 'عنوان صفحه را بنویسید.' })
    .max(200, { message: 'عنوان حداکثر ۲۰۰ نویسه است.' }),
  body: z.string().max(200_000, { message: 'متن صفحه بیش از حد بلند است.' }),
  metaDescription: z.string().trim().max(400, { message: 'توضیح متا حداکثر ۴۰۰ نویسه است.' }).default(''),
  published: z.boolean(),
  includeInSideMenu: z.boolean(),
  accessibleWhenStoreClosed: z.boolean(),
  displayOrder: z
    .number({ message: 'ترتیب نمایش باید عدد باشد.' })
    .int({ message: 'ترتیب نمایش باید عدد صحیح باشد.' })
    .min(0, { message: 'ترتیب نمایش نمی‌تواند منفی باشد.' })
    .max(10_000, { message: 'ترتیب نمایش بیش از حد بزرگ است.' }),
});
export type AdminTopicChange = z.infer<typeof AdminTopicChange>;
