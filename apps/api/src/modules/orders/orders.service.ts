import type { Kysely } from 'kysely';
import {
  ORDER_STATUS,
  PAYMENT_STATUS,
  SHIPPING_STATUS,
  toPersianDigits,
  type AttributeChoice,
  type CheckoutStepResponse,
  type CustomerOrderList,
  type OrderDetails,
  type OrderListQuery,
  type ReorderResponse,
} from '@sabad/contract';
import type { CustomerRow, Database } from '../../db/schema.js';
import { isAppError, notFound, unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Identity } from '../../plugins/identity.js';
import { createCheckoutCart, type CartService } from '../cart/index.js';
import { createGuestCustomers } from '../customers/index.js';
import type { SettingsService } from '../settings/index.js';
import { orderStatusNames, toOrderDetails } from './order-details.js';
import { renderOrderInvoice } from './order-invoice.js';
import { renderPackingSlip } from './order-packing-slip.js';
import type { OrderTransitions } from './order-transitions.js';
import { orderMessages } from './orders.messages.js';
import * as repo from './orders.repository.js';
import { recurringOrderList } from './recurring-payments.js';
import { orderLinePictureUrl, returnRequestsAllowed } from './return-window.js';

const guestCustomers = createGuestCustomers();

export interface OrdersService {
  list(customer: CustomerRow, page: OrderListQuery): Promise<CustomerOrderList>;
  details(identity: Identity, orderId: number): Promise<OrderDetails>;
  cancelByShopper(identity: Identity, orderId: number): Promise<CheckoutStepResponse>;
  reorder(identity: Identity, orderId: number): Promise<ReorderResponse>;
  invoice(identity: Identity, orderId: number): Promise<string>;
  /** The back office's print pages: the shopper's invoice, and the packing slip (no prices). */
  staffInvoice(orderId: number): Promise<string>;
  packingSlip(orderId: number): Promise<string>;
}

export function createOrdersService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
  transitions: OrderTransitions;
  cart: Pick<CartService, 'add'>;
}): OrdersService {
  const { db, clock, transitions } = deps;
  const checkoutCart = createCheckoutCart();

  async function readerId(identity: Identity): Promise<number | null> {
    if (identity.customer) return identity.customer.id;
    if (identity.guestId) return (await guestCustomers.findId(db, identity.guestId)) ?? null;
    return null;
  }

  /** Someone else's order is a 404, not told apart from a missing one. */
  async function ownOrder(identity: Identity, orderId: number): Promise<repo.OrderRow> {
    const customerId = await readerId(identity);
    const order = customerId === null ? undefined : await repo.findOrder(db, orderId);
    if (!order || order.customer_id !== customerId) throw notFound(orderMessages.orderNotFound);
    return order;
  }

  function mayShopperCancel(order: repo.OrderRow): boolean {
    return (
      (order.order_status === ORDER_STATUS.Pending || order.order_status === ORDER_STATUS.Processing) &&
      (order.payment_status === PAYMENT_STATUS.Pending || order.payment_status === PAYMENT_STATUS.Authorized) &&
      (order.shipping_status === SHIPPING_STATUS.NotYetShipped ||
        order.shipping_status === SHIPPING_STATUS.ShippingNotRequired)
    );
  }

  async function detailsOf(order: repo.OrderRow): Promise<OrderDetails> {
    const [settings, money] = await Promise.all([deps.settings.get(), deps.settings.money()]);
    const [items, addresses, notes, shipments, giftCards, returnsAllowed] = await Promise.all([
      repo.listOrderItems(db, order.id),
      repo.listOrderAddresses(db, order.id),
      repo.listOrderNotes(db, order.id, { forCustomer: true }),
      repo.listShipments(db, order.id),
      checkoutCart.giftCardUsagesOfOrder(db, order.id),
      returnRequestsAllowed(db, [order], settings, clock.now()),
    ]);
    const pictures = await Promise.all(items.map((item) => itemPicture(item.product_id, item.attributes_json)));
    return toOrderDetails(
      { order, items, addresses, notes, shipments, giftCards, pictures },
      {
        money,
        now: clock.now(),
        returnAllowed: returnsAllowed.get(order.id) ?? false,
        canCancel: mayShopperCancel(order),
        reorderAllowed: settings.IsReOrderAllowed,
      },
    );
  }

  const service: OrdersService = {
    async list(customer, page) {
      const [settings, money] = await Promise.all([deps.settings.get(), deps.settings.money()]);
      const pageSize = page.pageSize ?? settings.DefaultPageSize;
      const pageNumber = page.pageNumber ?? 1;
      const [orders, totalRecords] = await Promise.all([
        repo.listOrdersOfCustomer(db, customer.id, { offset: (pageNumber - 1) * pageSize, limit: pageSize }),
        repo.countOrdersOfCustomer(db, customer.id),
      ]);
      const returnsAllowed = await returnRequestsAllowed(db, orders, settings, clock.now());
      return {
        Orders: orders.map((order) => ({
          Id: order.id,
          CustomOrderNumber: toPersianDigits(order.custom_order_number),
          CreatedOn: order.created_at,
          ...orderStatusNames(order),
          OrderTotal: money.format(Number(order.order_total)),
          OrderTotalValue: Number(order.order_total),
          IsReturnRequestAllowed: returnsAllowed.get(order.id) ?? false,
        })),
        ...(await recurringOrderList(db, customer.id)),
        PageNumber: pageNumber,
        PageSize: pageSize,
        TotalPages: Math.ceil(totalRecords / pageSize),
        TotalRecords: totalRecords,
        CustomProperties: {},
      };
    },

    async details(identity, orderId) {
      return detailsOf(await ownOrder(identity, orderId));
    },

    async staffInvoice(orderId) {
      const order = await repo.findOrder(db, orderId);
      if (!order) throw notFound(orderMessages.orderNotFound);
      const [details, settings] = await Promise.all([detailsOf(order), deps.settings.get()]);
      return renderOrderInvoice(details, settings.StoreName);
    },

    async packingSlip(orderId) {
      const order = await repo.findOrder(db, orderId);
      if (!order) throw notFound(orderMessages.orderNotFound);
      const [items, addresses, settings] = await Promise.all([
        repo.listOrderItems(db, order.id),
        repo.listOrderAddresses(db, order.id),
        deps.settings.get(),
      ]);
      return renderPackingSlip({ order, items, addresses }, settings.StoreName);
    },

    async cancelByShopper(identity, orderId) {
      const order = await ownOrder(identity, orderId);
      if (!mayShopperCancel(order)) throw unprocessable(orderMessages.cannotCancel);
      const cancelled = await db
        .transaction()
        .execute((trx) =>
          transitions.cancel(trx, order.id, { reason: orderMessages.cancelledByShopper, by: 'shopper' }),
        );
      if (!cancelled) throw unprocessable(orderMessages.cannotCancel);
      await transitions.afterCommit();
      return { Success: true, Message: orderMessages.cancelled, Errors: [] };
    },

    async reorder(identity, orderId) {
      const order = await ownOrder(identity, orderId);
      if (!(await deps.settings.get()).IsReOrderAllowed) throw unprocessable(orderMessages.reorderNotAllowed);
      const items = await repo.listOrderItems(db, order.id);
      const warnings: string[] = [];
      let added = 0;
      // One add per line, each with the cart's own checks: a line refused does not keep the others out.
      for (const item of items) {
        try {
          await deps.cart.add(identity, 'cart', {
            ProductId: item.product_id,
            Quantity: item.quantity,
            Attributes: JSON.parse(item.attributes_json) as AttributeChoice[],
          });
          added += 1;
        } catch (error) {
          if (!isAppError(error) || error.statusCode >= 500) throw error;
          warnings.push(orderMessages.reorderLineRefused(item.product_name, error.message));
        }
      }
      const message =
        added === 0
          ? orderMessages.reorderNothingAdded
          : warnings.length === 0
            ? orderMessages.reorderAdded
            : orderMessages.reorderPartlyAdded(added, items.length);
      return { Success: added > 0, Message: message, Errors: [], Result: { AddedItems: added, Warnings: warnings } };
    },

    async invoice(identity, orderId) {
      // The invoice is written from the details the order page shows, so the two never disagree.
      const [details, settings] = await Promise.all([service.details(identity, orderId), deps.settings.get()]);
      return renderOrderInvoice(details, settings.StoreName);
    },
  };
  return service;

  // The order keeps names and prices, not pictures.
  function itemPicture(productId: number, attributesJson: string): Promise<string | null> {
    return orderLinePictureUrl(db, productId, JSON.parse(attributesJson) as AttributeChoice[]);
  }
}
