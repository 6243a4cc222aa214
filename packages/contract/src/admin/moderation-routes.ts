import type { AdminRouteTable } from './route-def.js';
import {
  ContactAnswer,
  ModerationDone,
  ModerationInbox,
  ModerationInboxQuery,
  ModerationItemParams,
} from './moderation.js';
import { z } from 'zod';

const tags = ['Admin: moderation'];

/** The admin API's moderation routes: one inbox, approve, delete, answer. */
export const adminModerationRoutes = {
  adminModerationInbox: {
    method: 'GET',
    path: '/moderation',
    summary: 'Product reviews, blog comments and contact messages waiting, oldest first',
    tags,
    access: 'moderation.view',
    query: ModerationInboxQuery,
    response: ModerationInbox,
  },
  adminApproveModerationItem: {
    method: 'POST',
    path: '/moderation/:kind/:id/approve',
    summary: 'Approve a review (shown and counted in the rating at once) or a blog comment',
    tags,
    access: 'moderation.change',
    params: ModerationItemParams,
    response: ModerationDone,
  },
  adminDeleteModerationItem: {
    method: 'DELETE',
    path: '/moderation/:kind/:id',
    summary: 'Delete a review, a blog comment or a contact message',
    tags,
    access: 'moderation.change',
    params: ModerationItemParams,
    response: ModerationDone,
  },
  adminAnswerContactMessage: {
    method: 'POST',
    path: '/moderation/contactMessage/:id/answer',
    summary: 'Answer a contact message by email (or SMS to a mobile) through the outbox; it leaves the inbox',
    tags,
    access: 'moderation.change',
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: ContactAnswer,
    response: ModerationDone,
  },
} as const satisfies AdminRouteTable;
