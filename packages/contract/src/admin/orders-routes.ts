import type { AdminRouteTable } from './route-def.js';
import {
  AdminOrderActionBody,
  AdminOrderActionResponse,
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderListQuery,
  AdminOrderNoteBody,
  AdminOrderParams,
  AdminOrderRefundBody,
  AdminOrderShipBody,
  AdminPrintPage,
} from './orders.js';

const tags = ['Admin orders'];
const action = (path: string, summary: string) =>
  ({
    method: 'POST',
    path: `/orders/:orderId/${path}`,
    summary,
    tags,
    access: 'orders.change',
    params: AdminOrderParams,
    body: AdminOrderActionBody,
    response: AdminOrderActionResponse,
  }) as const;

/** The admin API's orders routes (schemas in ./orders.ts): reads need orders.view, actions orders.change. */
export const adminOrderRoutes = {
  adminOrderList: {
    method: 'GET',
    path: '/orders',
    summary: 'Orders, newest first, searched and filtered, one page',
    tags,
    access: 'orders.view',
    query: AdminOrderListQuery,
    response: AdminOrderList,
  },
  adminOrderDetail: {
    method: 'GET',
    path: '/orders/:orderId',
    summary: 'One order with its lines, addresses, notes, payments, shipments and cheques',
    tags,
    access: 'orders.view',
    params: AdminOrderParams,
    response: AdminOrderDetail,
  },
  adminOrderInvoice: {
    method: 'GET',
    path: '/orders/:orderId/invoice',
    summary: "The order's invoice as the shopper's, an A4 page to print",
    tags,
    access: 'orders.view',
    params: AdminOrderParams,
    response: AdminPrintPage,
  },
  adminOrderPackingSlip: {
    method: 'GET',
    path: '/orders/:orderId/packing-slip',
    summary: "The order's packing slip, an A4 page to print",
    tags,
    access: 'orders.view',
    params: AdminOrderParams,
    response: AdminPrintPage,
  },
  adminOrderShip: {
    ...action('ship', 'Ship with a tracking code (SMS/email to the shopper)'),
    body: AdminOrderShipBody,
  },
  adminOrderDeliver: action('deliver', 'Mark delivered'),
  adminOrderCancel: action('cancel', 'Cancel (stock, points and discounts given back; the shopper is told)'),
  adminOrderAcceptCheques: action('cheques/accept', "Accept the order's pending cheques: paid"),
  adminOrderRejectCheques: action('cheques/reject', "Reject the order's pending cheques: back to pending payment"),
  adminOrderRefund: {
    ...action('refund', 'Record money given back to the shopper, in full or in part (the shopper is told)'),
    body: AdminOrderRefundBody,
  },
  adminOrderAddNote: {
    ...action('notes', "Add a staff note, private or shown on the shopper's order page"),
    body: AdminOrderNoteBody,
  },
} as const satisfies AdminRouteTable;
