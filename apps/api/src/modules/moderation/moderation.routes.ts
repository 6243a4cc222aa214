import type { FastifyInstance } from 'fastify';
import { addAdminRoute } from '../../plugins/admin-routes.js';
import type { ModerationService } from './moderation.service.js';

export function registerModerationRoutes(app: FastifyInstance, deps: { moderation: ModerationService }): void {
  const { moderation } = deps;
  addAdminRoute(app, 'adminModerationInbox', ({ query }) => moderation.inbox(query));
  addAdminRoute(app, 'adminApproveModerationItem', ({ params, actor }) =>
    moderation.approve(params.kind, params.id, actor),
  );
  addAdminRoute(app, 'adminDeleteModerationItem', ({ params, actor }) =>
    moderation.remove(params.kind, params.id, actor),
  );
  addAdminRoute(app, 'adminAnswerContactMessage', ({ params, body, actor }) =>
    moderation.answer(params.id, body.text, actor),
  );
}
