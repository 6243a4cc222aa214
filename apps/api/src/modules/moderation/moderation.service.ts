// One inbox over three owners' tables (ADR 0069): each owner answers its oldest waiting rows and its count;
// this merges them by age. Every decision goes through the owner's service, with its audit row in the same transaction.
import type { Kysely } from 'kysely';
import type { ModerationInbox, ModerationInboxQuery, ModerationItem, ModerationKind } from '@sabad/contract/admin';
import type { Database } from '../../db/schema.js';
import { notFound, unprocessable } from '../../lib/app-error.js';
import type { CatalogChanges } from '../../lib/cache-invalidation.js';
import type { AuditActor, AuditLog } from '../audit/index.js';
import type { BlogService } from '../blog/index.js';
import type { ContactService } from '../contact/index.js';
import type { ReviewsService } from '../reviews/index.js';
import { moderationMessages as messages } from './moderation.messages.js';

/** Deeper than this the merge would read too many rows of each table; the inbox is worked oldest first. */
export const MODERATION_MAX_DEPTH = 2_000;

const KIND_ORDER: Record<ModerationKind, number> = { review: 0, blogComment: 1, contactMessage: 2 };

export interface ModerationService {
  inbox(query: ModerationInboxQuery): Promise<ModerationInbox>;
  approve(kind: ModerationKind, id: number, actor: AuditActor): Promise<{ message: string }>;
  remove(kind: ModerationKind, id: number, actor: AuditActor): Promise<{ message: string }>;
  answer(id: number, text: string, actor: AuditActor): Promise<{ message: string }>;
}

export function createModerationService(deps: {
  reviews: ReviewsService;
  blog: BlogService;
  contact: ContactService;
  audit: AuditLog;
  catalogChanges: CatalogChanges;
}): ModerationService {
  const { reviews, blog, contact } = deps;

  const sources: Record<ModerationKind, (limit: number) => Promise<ModerationItem[]>> = {
    async review(limit) {
      const rows = await reviews.pending(limit);
      return rows.map((row) => ({
        kind: 'review',
        id: row.id,
        createdAt: row.createdAt,
        author: row.author,
        about: row.productName,
        aboutId: row.productId,
        title: row.title,
        text: row.text,
        rating: row.rating,
        replyTo: null,
      }));
    },
    async blogComment(limit) {
      const rows = await blog.comments({ pendingOnly: true, limit });
      return rows.map((row) => ({
        kind: 'blogComment',
        id: row.id,
        createdAt: row.createdAt,
        author: row.author,
        about: row.postTitle,
        aboutId: row.postId,
        title: null,
        text: row.text,
        rating: null,
        replyTo: null,
      }));
    },
    async contactMessage(limit) {
      const rows = await contact.waiting(limit);
      return rows.map((row) => ({
        kind: 'contactMessage',
        id: row.id,
        createdAt: row.created_at,
        author: row.full_name,
        about: row.subject,
        aboutId: null,
        title: row.subject,
        text: row.enquiry,
        rating: null,
        replyTo: row.email_or_mobile,
      }));
    },
  };

  const entry = (kind: ModerationKind, id: number, action: string, before: Record<string, unknown> | null) => ({
    area: 'moderation' as const,
    entityType: kind,
    entityId: id,
    action,
    before,
    after: action === 'delete' ? null : { waiting: false },
  });

  return {
    async inbox(query) {
      const depth = query.page * query.pageSize;
      if (depth > MODERATION_MAX_DEPTH) throw unprocessable(messages.tooDeep);
      const kinds: ModerationKind[] = query.kind ? [query.kind] : ['review', 'blogComment', 'contactMessage'];
      const [lists, review, blogComment, contactMessage] = await Promise.all([
        Promise.all(kinds.map((kind) => sources[kind](depth))),
        reviews.pendingCount(),
        blog.pendingCount(),
        contact.waitingCount(),
      ]);
      // ISO timestamps of one format sort as text; the kind and id break ties the same way on every page.
      const merged = lists
        .flat()
        .sort(
          (a, b) => a.createdAt.localeCompare(b.createdAt) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id,
        );
      const waiting = { review, blogComment, contactMessage };
      return {
        items: merged.slice(depth - query.pageSize, depth),
        total: query.kind ? waiting[query.kind] : review + blogComment + contactMessage,
        page: query.page,
        pageSize: query.pageSize,
        waiting,
      };
    },

    async approve(kind, id, actor) {
      const within = (trx: Kysely<Database>) =>
        deps.audit.record(trx, actor, entry(kind, id, 'approve', { waiting: true }));
      if (kind === 'contactMessage') throw unprocessable(messages.contactCannotBeApproved);
      if (kind === 'review') {
        if (!(await reviews.approve(id, within))) throw notFound(messages.notWaiting);
        // The rating and the review show on the product's page and in every list at once (ADR 0030).
        await deps.catalogChanges.changed({ everything: true });
        return { message: messages.approved.review };
      }
      const result = await blog.approve(id, within);
      if (result !== 'approved') throw notFound(result === 'already' ? messages.notWaiting : messages.notFound);
      return { message: messages.approved.blogComment };
    },

    async remove(kind, id, actor) {
      const within = (trx: Kysely<Database>) => deps.audit.record(trx, actor, entry(kind, id, 'delete', { id }));
      const removed =
        kind === 'review'
          ? await reviews.remove(id, within)
          : kind === 'blogComment'
            ? await blog.remove(id, within)
            : await contact.remove(id, within);
      if (!removed) throw notFound(messages.notFound);
      if (kind === 'review') await deps.catalogChanges.changed({ everything: true });
      return { message: messages.deleted[kind] };
    },

    async answer(id, text, actor) {
      const answered = await contact.answer(id, text, (trx) =>
        deps.audit.record(trx, actor, {
          area: 'moderation',
          entityType: 'contactMessage',
          entityId: id,
          action: 'answer',
          before: { waiting: true },
          after: { waiting: false, answer: text },
        }),
      );
      if (!answered) throw notFound(messages.notWaiting);
      return { message: messages.answered };
    },
  };
}
