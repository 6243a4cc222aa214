import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import { signedInCustomer } from '../../plugins/identity.js';
import type { RecurringOrdersService } from './recurring-orders.service.js';

export function registerRecurringOrderRoutes(app: FastifyInstance, deps: { recurring: RecurringOrdersService }): void {
  addRoute(app, 'cancelRecurringOrder', ({ request, params }) =>
    deps.recurring.cancel(signedInCustomer(request), params.id),
  );
}
