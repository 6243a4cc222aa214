import type { FastifyInstance } from 'fastify';
import { addAdminRoute } from '../../plugins/admin-routes.js';
import type { OrderAdminService } from './order-admin.service.js';
import type { OrdersService } from './orders.service.js';

/** The back office's order routes: the same OrderAdminService the CLI's `orders` commands call. */
export function registerOrderAdminRoutes(
  app: FastifyInstance,
  deps: { orderAdmin: OrderAdminService; orders: OrdersService },
): void {
  const { orderAdmin, orders } = deps;
  addAdminRoute(app, 'adminOrderList', ({ query }) => orderAdmin.search(query));
  addAdminRoute(app, 'adminOrderDetail', ({ params }) => orderAdmin.detail(params.orderId));
  addAdminRoute(app, 'adminOrderInvoice', async ({ params }) => ({ html: await orders.staffInvoice(params.orderId) }));
  addAdminRoute(app, 'adminOrderPackingSlip', async ({ params }) => ({
    html: await orders.packingSlip(params.orderId),
  }));
  addAdminRoute(app, 'adminOrderShip', ({ params, body, actor }) =>
    orderAdmin.perform(
      params.orderId,
      { action: 'ship', trackingNumber: body.trackingNumber },
      {
        expectedVersion: body.expectedVersion,
        actor,
      },
    ),
  );
  for (const [name, action] of [
    ['adminOrderDeliver', 'deliver'],
    ['adminOrderCancel', 'cancel'],
    ['adminOrderAcceptCheques', 'acceptCheques'],
    ['adminOrderRejectCheques', 'rejectCheques'],
  ] as const) {
    addAdminRoute(app, name, ({ params, body, actor }) =>
      orderAdmin.perform(params.orderId, { action }, { expectedVersion: body.expectedVersion, actor }),
    );
  }
  addAdminRoute(app, 'adminOrderRefund', ({ params, body, actor }) =>
    orderAdmin.perform(
      params.orderId,
      { action: 'refund', amountRial: body.amountRial, reference: body.reference },
      { expectedVersion: body.expectedVersion, actor },
    ),
  );
  addAdminRoute(app, 'adminOrderAddNote', ({ params, body, actor }) =>
    orderAdmin.perform(
      params.orderId,
      { action: 'note', note: body.note, visibleToCustomer: body.visibleToCustomer },
      { expectedVersion: body.expectedVersion, actor },
    ),
  );
}
