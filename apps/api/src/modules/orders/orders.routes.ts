import type { FastifyInstance, FastifyReply } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import { signedInCustomer } from '../../plugins/identity.js';
import type { OrdersService } from './orders.service.js';

function noStore(reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
}

export function registerOrdersRoutes(app: FastifyInstance, deps: { orders: OrdersService }): void {
  const { orders } = deps;
  addRoute(app, 'getOrders', ({ request, query, reply }) => {
    noStore(reply);
    return orders.list(signedInCustomer(request), query);
  });
  addRoute(app, 'getOrderById', ({ request, params, reply }) => {
    noStore(reply);
    return orders.details(request.identity, params.id);
  });
  addRoute(app, 'cancelOrder', ({ request, params }) => orders.cancelByShopper(request.identity, params.id));
  addRoute(app, 'reorder', ({ request, params }) => orders.reorder(request.identity, params.id));
  addRoute(app, 'getOrderInvoice', async ({ request, params, reply }) => {
    const html = await orders.invoice(request.identity, params.id);
    // Set only once the order is known to be the shopper's: a refusal stays a JSON error.
    noStore(reply);
    void reply
      // font-src 'self': the store's own font, from its origin, and nothing else (issue 34.10).
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; base-uri 'none'",
      )
      .type('text/html; charset=utf-8');
    // A string with a non-JSON type is sent as it is (the contract declares the body a string).
    return html;
  });
}
