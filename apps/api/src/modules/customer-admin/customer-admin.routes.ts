import type { FastifyInstance } from 'fastify';
import { addAdminRoute } from '../../plugins/admin-routes.js';
import type { CustomerAdminService } from './customer-admin.service.js';

export function registerCustomerAdminRoutes(app: FastifyInstance, deps: { customers: CustomerAdminService }): void {
  const { customers } = deps;
  addAdminRoute(app, 'adminListCustomers', ({ query }) => customers.search(query));
  addAdminRoute(app, 'adminGetCustomer', ({ params }) => customers.detail(params.id));
  addAdminRoute(app, 'adminAdjustRewardPoints', ({ params, body, actor }) =>
    customers.adjustPoints(params.id, body, actor),
  );
  addAdminRoute(app, 'adminChangeAffiliate', ({ params, body, actor }) =>
    customers.changeAffiliate(params.id, body, actor),
  );
  addAdminRoute(app, 'adminChangeCustomerBlocked', ({ params, body, actor }) =>
    customers.changeBlocked(params.id, body, actor),
  );
}
