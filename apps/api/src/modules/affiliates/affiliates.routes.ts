import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import { signedInCustomer } from '../../plugins/identity.js';
import type { AffiliatesService } from './affiliates.service.js';

export function registerAffiliateRoutes(app: FastifyInstance, deps: { affiliates: AffiliatesService }): void {
  const { affiliates } = deps;
  addRoute(app, 'getCommissionStatus', ({ request }) => affiliates.status(signedInCustomer(request)));
  addRoute(app, 'getMyCommissions', ({ request }) => affiliates.myCommissions(signedInCustomer(request)));
  addRoute(app, 'getCommissionOrders', ({ request, body }) => affiliates.orderList(signedInCustomer(request), body));
}
