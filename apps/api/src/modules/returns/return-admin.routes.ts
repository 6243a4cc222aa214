import type { FastifyInstance } from 'fastify';
import { addAdminRoute } from '../../plugins/admin-routes.js';
import type { ReturnAdminService } from './return-admin.service.js';

export function registerReturnAdminRoutes(app: FastifyInstance, deps: { returnAdmin: ReturnAdminService }): void {
  const { returnAdmin } = deps;
  addAdminRoute(app, 'adminListReturns', ({ query }) => returnAdmin.queue(query));
  addAdminRoute(app, 'adminGetReturn', ({ params }) => returnAdmin.detail(params.id));
  addAdminRoute(app, 'adminChangeReturn', ({ params, body, actor }) => returnAdmin.change(params.id, body, actor));
}
