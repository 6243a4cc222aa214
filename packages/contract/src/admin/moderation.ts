import { z } from 'zod';
import { adminPage, AdminPageQuery } from './common.js';

/** What waits for a moderator: a product review, a blog comment, a contact-us message. */
export const ModerationKind = z.enum(['review', 'blogComment', 'contactMessage'], {
  message: 'نوع مورد باید نظر محصول، دیدگاه بلاگ یا پیام تماس باشد.',
});
export type ModerationKind = z.infer<typeof ModerationKind>;

/** `GET /moderation`: one inbox over the three (ADR 0069), oldest first, or one kind of them. */
export const ModerationInboxQuery = AdminPageQuery.extend({ kind: ModerationKind.optional() });
export type ModerationInboxQuery = z.infer<typeof ModerationInboxQuery>;

export const ModerationItem = z.object({
  kind: ModerationKind,
  id: z.number().int(),
  createdAt: z.string(),
  /** Who wrote it: a customer's name, or the name a contact message gave. */
  author: z.string(),
  /** What it is about: the product, the blog post, or the message's subject. */
  about: z.string(),
  /** The product's or post's id (none for a contact message). */
  aboutId: z.number().int().nullable(),
  title: z.string().nullable(),
  text: z.string(),
  /** 1–5 for a review. */
  rating: z.number().int().nullable(),
  /** Where an answer goes, for a contact message: an email address or a mobile number. */
  replyTo: z.string().nullable(),
});
export type ModerationItem = z.infer<typeof ModerationItem>;

export const ModerationInbox = adminPage(ModerationItem).extend({
  /** How many of each kind wait (whatever the filter). */
  waiting: z.object({
    review: z.number().int(),
    blogComment: z.number().int(),
    contactMessage: z.number().int(),
  }),
});
export type ModerationInbox = z.infer<typeof ModerationInbox>;

export const ModerationItemParams = z.object({ kind: ModerationKind, id: z.coerce.number().int().positive() });
export type ModerationItemParams = z.infer<typeof ModerationItemParams>;

/** `POST /moderation/contactMessage/:id/answer`: sent by email (or SMS to a mobile) through the store's outbox. */
export const ContactAnswer = z.object({
  text: z
    .string()
    .trim()
    .min(1, { message: 'متن پاسخ را بنویسید.' })
    .max(4000, { message: 'پاسخ حداکثر ۴۰۰۰ نویسه است.' }),
});
export type ContactAnswer = z.infer<typeof ContactAnswer>;

export const ModerationDone = z.object({ message: z.string() });
export type ModerationDone = z.infer<typeof ModerationDone>;
