import type { FastifyInstance, FastifyReply } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import { signedInCustomer } from '../../plugins/identity.js';
import type { OrdersService } from './orders.service.js';

function noStore(reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
}

/** The header the app sends once per order confirmation; repeats with it get the first answer. */
const IDEMPOTENCY_HEADER = 'idempotency-key';

export function registerOrdersRoutes(app: FastifyInstance, deps: { orders: OrdersService }): void {
  const { orders } = deps;
  addRoute(app, 'getOrderTotals', ({ request, reply }) => {
    noStore(reply);
    return orders.totals(request.identity);
  });
  addRoute(app, 'placeOrder', ({ request, body }) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    return orders.place(request.identity, body, {
      idempotencyKey: Array.isArray(header) ? header[0] : header,
      clientIp: request.ip,
    });
  });
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
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'")
      .type('text/html; charset=utf-8');
    // A string with a non-JSON type is sent as it is (the contract declares the body a string).
    return html;
  });
}
