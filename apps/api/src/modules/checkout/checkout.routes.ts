import type { FastifyInstance, FastifyReply } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import type { CheckoutService } from './checkout.service.js';
import type { PlacementService } from './placement.service.js';

/** Checkout answers belong to one shopper: never cached by the browser, a proxy or the service worker. */
function noStore(reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
}

const IDEMPOTENCY_HEADER = 'idempotency-key';

export function registerCheckoutRoutes(
  app: FastifyInstance,
  deps: { checkout: CheckoutService; placement: PlacementService },
): void {
  const { checkout, placement } = deps;
  addRoute(app, 'getCheckoutAddresses', ({ request, reply }) => {
    noStore(reply);
    return checkout.addresses(request.identity);
  });
  addRoute(app, 'applyBillingAddress', ({ request, params, query }) =>
    checkout.applyBillingAddress(request.identity, params.id, query.shipToSameAddress ?? false),
  );
  addRoute(app, 'applyShippingAddress', ({ request, params }) =>
    checkout.applyShippingAddress(request.identity, params.id),
  );
  addRoute(app, 'applyPickupAddress', ({ request, params }) =>
    checkout.applyPickupAddress(request.identity, params.id),
  );
  addRoute(app, 'getShippingMethods', ({ request, reply }) => {
    noStore(reply);
    return checkout.shippingMethods(request.identity);
  });
  addRoute(app, 'applyShippingMethod', ({ request, body }) =>
    checkout.applyShippingMethod(request.identity, body.ShippingMethodSystemName),
  );
  addRoute(app, 'getDeliveryDateTimes', ({ request, query, reply }) => {
    noStore(reply);
    return checkout.deliveryDateTimes(request.identity, query.selectedName);
  });
  addRoute(app, 'selectDeliveryDateTime', ({ request, body }) =>
    checkout.selectDeliveryDateTime(request.identity, body),
  );
  addRoute(app, 'removeDeliveryDateTime', ({ request }) => checkout.removeDeliveryDateTime(request.identity));
  addRoute(app, 'getPaymentMethods', ({ request, reply }) => {
    noStore(reply);
    return checkout.paymentMethods(request.identity);
  });
  addRoute(app, 'applyPaymentMethod', ({ request, query }) =>
    checkout.applyPaymentMethod(request.identity, query.args, query.useRewardPoints),
  );
  addRoute(app, 'getCheques', ({ request, query, reply }) => {
    noStore(reply);
    return checkout.cheques(request.identity, query.orderId);
  });
  addRoute(app, 'addCheque', ({ request, body }) => checkout.addCheque(request.identity, body));
  addRoute(app, 'removeCheque', ({ request, query }) => checkout.removeCheque(request.identity, query.id));
  addRoute(app, 'getOrderTotals', ({ request, reply }) => {
    noStore(reply);
    return placement.totals(request.identity);
  });
  addRoute(app, 'placeOrder', ({ request, body }) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    return placement.place(request.identity, body, {
      idempotencyKey: Array.isArray(header) ? header[0] : header,
      clientIp: request.ip,
    });
  });
}
