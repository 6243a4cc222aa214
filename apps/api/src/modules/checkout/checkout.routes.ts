import type { FastifyInstance, FastifyReply } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import type { CheckoutService } from './checkout.service.js';

/** Checkout answers belong to one shopper: never cached by the browser, a proxy or the service worker. */
function noStore(reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
}

export function registerCheckoutRoutes(app: FastifyInstance, deps: { checkout: CheckoutService }): void {
  const { checkout } = deps;
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
}
