// A status change is a conditional update on the statuses it starts from, so two processes making the same
// transition change the order once. Queued messages are delivered by afterCommit once the caller committed.
import type { Kysely } from 'kysely';
import { ORDER_STATUS, PAYMENT_STATUS, SHIPPING_STATUS, orderNumberInText } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { createMoneyFormatter } from '../../lib/money.js';
import { createCheckoutCart } from '../cart/index.js';
import { createProductLines, type StockChangeListener, type StockTaken } from '../catalog/index.js';
import { createOrderDiscounts } from '../discounts/index.js';
import type { MessageQueueDeliverer } from '../messaging/index.js';
import { tellOrderCustomer } from './order-customer-messages.js';
import { createRewardPointsLedger } from '../reward-points/index.js';
import { createAffiliateReferrals } from '../affiliates/index.js';
import { createStoreSettingsReader, type StoreSettings } from '../settings/index.js';
import { decidePendingChequesOfOrder, deleteSlotHoldsOfOrder } from './order-attachments.repository.js';
import { findOrderForPayment, listOverdueUnpaidOrderIds, type OrderForPayment } from './order-queries.js';
import {
  findRecentOrder,
  finishPlacement,
  recordOrder,
  type NewOrder,
  type PlacedMessage,
  type PlacedOrder,
} from './order-records.js';
import { orderMessages } from './orders.messages.js';
import * as repo from './orders.repository.js';

const rewardPoints = createRewardPointsLedger();

const referrals = createAffiliateReferrals();

const productLines = createProductLines();

const storeSettings = createStoreSettingsReader();

export type PaymentApplication = 'paid' | 'already-paid' | 'paid-after-cancellation';
export type CancelledBy = 'shopper' | 'store' | 'system';

export interface OrderTransitions {
  /** Complete instead of Processing when already delivered or nothing ships (points earned then). */
  markPaid(trx: Kysely<Database>, orderId: number, details: { note: string }): Promise<PaymentApplication>;
  /** The shopper and the sweep may cancel only unpaid orders; the store any unshipped one (a refund is then noted). */
  cancel(trx: Kysely<Database>, orderId: number, details: { reason: string; by: CancelledBy }): Promise<boolean>;
  ship(trx: Kysely<Database>, orderId: number, trackingNumber: string): Promise<boolean>;
  /** Delivered; cash on delivery is collected then (Paid); Complete when paid. */
  deliver(trx: Kysely<Database>, orderId: number): Promise<boolean>;
  acceptCheques(trx: Kysely<Database>, orderId: number): Promise<boolean>;
  rejectCheques(trx: Kysely<Database>, orderId: number): Promise<boolean>;
  /** Money given back outside the gateway, at most what is still refundable; Refunded once all of it is. */
  refund(trx: Kysely<Database>, orderId: number, details: { amount: number; reference: string }): Promise<boolean>;
  stockTaken(trx: Kysely<Database>, productId: number): Promise<void>;
  record(trx: Kysely<Database>, order: NewOrder): Promise<{ id: number; customOrderNumber: string }>;
  setDeliverySlot(trx: Kysely<Database>, orderId: number, slot: { date: string; timeRangeName: string }): Promise<void>;
  placed(trx: Kysely<Database>, orderId: number, message: PlacedMessage): Promise<PlacedOrder>;
  recentOf(db: Kysely<Database>, customerId: number, since: string): Promise<PlacedOrder | undefined>;
  /** New cheques covering the order after a rejection put it back under review (Authorized, Processing). */
  chequesRegisteredAgain(trx: Kysely<Database>, orderId: number, covered: number): Promise<void>;
  findForPayment(db: Kysely<Database>, orderId: number): Promise<OrderForPayment | undefined>;
  overdueUnpaidOrderIds(db: Kysely<Database>, now: Date, limit: number): Promise<number[]>;
  afterCommit(): Promise<void>;
}

const { Pending, Processing, Complete, Cancelled } = ORDER_STATUS;
const PAID = PAYMENT_STATUS.Paid;

export function createOrderTransitions(deps: {
  clock: Clock;
  deliverer: MessageQueueDeliverer;
  stockListeners?: StockChangeListener[];
  log?: (message: string) => void;
}): OrderTransitions {
  const { clock } = deps;
  const stockListeners = deps.stockListeners ?? [];
  const now = () => clock.now().toISOString();
  const checkoutCart = createCheckoutCart();
  const orderDiscounts = createOrderDiscounts();

  async function note(trx: Kysely<Database>, orderId: number, text: string): Promise<void> {
    await repo.insertOrderNote(trx, { orderId, note: text, now: now() });
  }

  async function tell(
    trx: Kysely<Database>,
    orderId: number,
    purpose: string,
    message: (settings: StoreSettings) => { subject: string; text: string },
  ): Promise<void> {
    const settings = await storeSettings.read(trx);
    await tellOrderCustomer(trx, orderId, { purpose, ...message(settings) }, clock.now());
  }

  const displayNumber = orderNumberInText;

  async function giveEverythingBack(trx: Kysely<Database>, orderId: number, number: string): Promise<void> {
    const items = await repo.listOrderItems(trx, orderId);
    for (const item of items) {
      const taken: StockTaken =
        item.stock_source === 'combination' && item.combination_id !== null
          ? { from: 'combination', combinationId: item.combination_id }
          : item.stock_source === 'product'
            ? { from: 'product' }
            : { from: 'none' };
      await productLines.giveBackStock(trx, { productId: item.product_id, quantity: item.quantity, taken }, now());
      for (const listener of stockListeners) await listener.stockChanged(trx, item.product_id);
    }
    await checkoutCart.releaseGiftCardUsagesOfOrder(trx, orderId);
    await orderDiscounts.releaseUsages(trx, orderId);
    await rewardPoints.returnRedeemed(trx, {
      orderId,
      message: orderMessages.giveBackPoints(number),
      now: clock.now(),
    });
    await rewardPoints.cancelEarned(trx, { orderId, now: clock.now() });
    await referrals.voidCommission(trx, orderId, clock.now());
    await deleteSlotHoldsOfOrder(trx, orderId);
  }

  /** Once per order (the ledger's unique (order_id, kind)); never for a guest's order. */
  async function earnPoints(trx: Kysely<Database>, order: repo.OrderRow): Promise<void> {
    await rewardPoints.earnForOrder(trx, {
      customerId: order.customer_id,
      orderId: order.id,
      amount: Number(order.order_total),
      message: orderMessages.earnPoints(displayNumber(order.custom_order_number)),
      now: clock.now(),
    });
  }

  async function recordCommission(trx: Kysely<Database>, order: repo.OrderRow): Promise<void> {
    await referrals.recordCommission(trx, {
      orderId: order.id,
      customerId: order.customer_id,
      subtotal: Number(order.subtotal),
      subtotalDiscount: Number(order.subtotal_discount),
      orderDiscount: Number(order.order_discount),
      now: clock.now(),
    });
  }

  async function markPaid(
    trx: Kysely<Database>,
    orderId: number,
    details: { note: string },
  ): Promise<PaymentApplication> {
    const order = await repo.lockOrder(trx, orderId);
    if (!order) return 'already-paid';
    if (order.payment_status === PAID) return 'already-paid';
    const paidAt = now();
    if (order.order_status === Cancelled) {
      // The money came after the order was given up (a late callback): the store must refund it.
      const changed = await repo.transitionOrder(
        trx,
        orderId,
        { orderStatus: [Cancelled], paymentStatus: [PAYMENT_STATUS.Pending, PAYMENT_STATUS.Voided] },
        { payment_status: PAID, paid_at: paidAt, updated_at: paidAt },
      );
      if (!changed) return 'already-paid';
      await note(trx, orderId, `${orderMessages.notePaid(details.note)} ${orderMessages.notePaidAfterCancellation}`);
      return 'paid-after-cancellation';
    }
    const complete =
      order.shipping_status === SHIPPING_STATUS.Delivered ||
      order.shipping_status === SHIPPING_STATUS.ShippingNotRequired;
    const changed = await repo.transitionOrder(
      trx,
      orderId,
      {
        orderStatus: [Pending, Processing],
        paymentStatus: [PAYMENT_STATUS.Pending, PAYMENT_STATUS.Authorized],
      },
      {
        payment_status: PAID,
        order_status: complete ? Complete : Processing,
        paid_at: paidAt,
        hold_expires_at: null,
        updated_at: paidAt,
      },
    );
    if (!changed) return 'already-paid';
    await note(trx, orderId, orderMessages.notePaid(details.note));
    await recordCommission(trx, order);
    // nopCommerce awards points when the order becomes Complete (paid and delivered, or nothing ships).
    if (complete) await earnPoints(trx, order);
    await tell(trx, orderId, 'order-paid', (settings) => {
      const money = createMoneyFormatter({ rate: settings.DisplayCurrencyRate, name: settings.DisplayCurrencyName });
      const number = displayNumber(order.custom_order_number);
      return {
        subject: orderMessages.paidSubject(settings.StoreName, number),
        text: orderMessages.paidText(
          settings.StoreName,
          number,
          money.format(Number(order.order_total)),
          settings.OrderPaidTextTemplate,
        ),
      };
    });
    return 'paid';
  }

  return {
    markPaid,

    async cancel(trx, orderId, details) {
      const order = await repo.lockOrder(trx, orderId);
      if (!order || order.order_status === Cancelled || order.order_status === Complete) return false;
      const unpaid: Array<10 | 20> = [PAYMENT_STATUS.Pending, PAYMENT_STATUS.Authorized];
      const paymentFrom =
        details.by === 'store' ? [...unpaid, PAID] : details.by === 'system' ? [PAYMENT_STATUS.Pending] : unpaid;
      const at = now();
      const changed = await repo.transitionOrder(
        trx,
        orderId,
        {
          orderStatus: [Pending, Processing],
          paymentStatus: paymentFrom,
          shippingStatus: [SHIPPING_STATUS.NotYetShipped, SHIPPING_STATUS.ShippingNotRequired],
        },
        {
          order_status: Cancelled,
          ...(order.payment_status === PAID ? {} : { payment_status: PAYMENT_STATUS.Voided }),
          hold_expires_at: null,
          updated_at: at,
        },
      );
      if (!changed) return false;
      const number = displayNumber(order.custom_order_number);
      await giveEverythingBack(trx, orderId, number);
      await note(
        trx,
        orderId,
        order.payment_status === PAID
          ? `${orderMessages.noteCancelled(details.reason)} ${orderMessages.notePaidAfterCancellation}`
          : orderMessages.noteCancelled(details.reason),
      );
      await tell(trx, orderId, 'order-cancelled', (settings) => ({
        subject: orderMessages.cancelledSubject(settings.StoreName, number),
        text: orderMessages.cancelledText(
          settings.StoreName,
          number,
          details.reason,
          settings.OrderCancelledTextTemplate,
        ),
      }));
      return true;
    },

    async ship(trx, orderId, trackingNumber) {
      const order = await repo.lockOrder(trx, orderId);
      if (!order) return false;
      const at = now();
      const changed = await repo.transitionOrder(
        trx,
        orderId,
        { orderStatus: [Processing], shippingStatus: [SHIPPING_STATUS.NotYetShipped] },
        { shipping_status: SHIPPING_STATUS.Shipped, updated_at: at },
      );
      if (!changed) return false;
      await repo.insertShipment(trx, { orderId, trackingNumber, now: at });
      await note(trx, orderId, orderMessages.noteShipped(trackingNumber));
      const number = displayNumber(order.custom_order_number);
      await tell(trx, orderId, 'order-shipped', (settings) => ({
        subject: orderMessages.shippedSubject(settings.StoreName, number),
        text: orderMessages.shippedText(settings.StoreName, number, trackingNumber, settings.OrderShippedTextTemplate),
      }));
      return true;
    },

    async deliver(trx, orderId) {
      const order = await repo.lockOrder(trx, orderId);
      if (!order) return false;
      const at = now();
      // Cash on delivery is collected when the parcel is handed over.
      const collectsCash =
        order.payment_method === 'Payments.CashOnDelivery' && order.payment_status === PAYMENT_STATUS.Pending;
      const paid = order.payment_status === PAID || collectsCash;
      const changed = await repo.transitionOrder(
        trx,
        orderId,
        { orderStatus: [Processing], shippingStatus: [SHIPPING_STATUS.Shipped] },
        {
          shipping_status: SHIPPING_STATUS.Delivered,
          ...(paid ? { order_status: Complete } : {}),
          ...(collectsCash ? { payment_status: PAID, paid_at: at } : {}),
          updated_at: at,
        },
      );
      if (!changed) return false;
      await repo.markShipmentsDelivered(trx, orderId, at);
      await note(trx, orderId, orderMessages.noteDelivered);
      if (collectsCash) await recordCommission(trx, order);
      // Paid and now delivered: Complete, when the order earns its points.
      if (paid) await earnPoints(trx, order);
      return true;
    },

    async acceptCheques(trx, orderId) {
      const order = await repo.lockOrder(trx, orderId);
      if (!order || order.payment_method !== 'Payments.CheckVertex') return false;
      await decidePendingChequesOfOrder(trx, orderId, 'accepted');
      const result = await markPaid(trx, orderId, { note: orderMessages.noteChequesAccepted });
      return result === 'paid';
    },

    async rejectCheques(trx, orderId) {
      const order = await repo.lockOrder(trx, orderId);
      if (!order || order.payment_method !== 'Payments.CheckVertex') return false;
      const at = now();
      const changed = await repo.transitionOrder(
        trx,
        orderId,
        { orderStatus: [Processing], paymentStatus: [PAYMENT_STATUS.Authorized] },
        { payment_status: PAYMENT_STATUS.Pending, order_status: Pending, updated_at: at },
      );
      if (!changed) return false;
      await decidePendingChequesOfOrder(trx, orderId, 'rejected');
      await note(trx, orderId, orderMessages.noteChequesRejected);
      return true;
    },

    async refund(trx, orderId, details) {
      const order = await repo.lockOrder(trx, orderId);
      if (!order || details.amount <= 0 || details.amount > repo.refundableOf(order)) return false;
      const refundedBefore = Number(order.refunded_amount);
      const whole = refundedBefore + details.amount >= Number(order.order_total);
      const at = now();
      const changed = await repo.addRefund(trx, orderId, {
        refundedBefore,
        amount: details.amount,
        paymentStatus: whole ? PAYMENT_STATUS.Refunded : PAYMENT_STATUS.PartiallyRefunded,
        now: at,
      });
      if (!changed) return false;
      if (whole) {
        // All the money went back, so the sale no longer earns points or an affiliate's commission.
        await rewardPoints.cancelEarned(trx, { orderId, now: clock.now() });
        await referrals.voidCommission(trx, orderId, clock.now());
      }
      const settings = await storeSettings.read(trx);
      const amount = createMoneyFormatter({
        rate: settings.DisplayCurrencyRate,
        name: settings.DisplayCurrencyName,
      }).format(details.amount);
      const number = displayNumber(order.custom_order_number);
      await note(trx, orderId, orderMessages.noteRefunded(amount, details.reference));
      await tellOrderCustomer(
        trx,
        orderId,
        {
          purpose: 'order-refunded',
          subject: orderMessages.refundedSubject(settings.StoreName, number),
          text: orderMessages.refundedText(
            settings.StoreName,
            number,
            amount,
            details.reference,
            settings.OrderRefundedTextTemplate,
          ),
        },
        clock.now(),
      );
      return true;
    },

    async stockTaken(trx, productId) {
      for (const listener of stockListeners) await listener.stockTaken?.(trx, productId);
    },

    record: recordOrder,

    async setDeliverySlot(trx, orderId, slot) {
      await repo.setDeliverySlot(trx, orderId, slot);
    },

    placed: (trx, orderId, message) => finishPlacement(trx, orderId, message, clock.now()),

    recentOf: findRecentOrder,

    async chequesRegisteredAgain(trx, orderId, covered) {
      const order = await repo.findOrder(trx, orderId);
      if (!order || order.payment_status !== PAYMENT_STATUS.Pending) return;
      if (covered < Number(order.order_total)) return;
      const at = now();
      const changed = await repo.transitionOrder(
        trx,
        orderId,
        { orderStatus: [Pending], paymentStatus: [PAYMENT_STATUS.Pending] },
        { payment_status: PAYMENT_STATUS.Authorized, order_status: Processing, updated_at: at },
      );
      if (changed) await note(trx, orderId, orderMessages.noteChequesRegisteredAgain);
    },

    findForPayment: findOrderForPayment,
    overdueUnpaidOrderIds: listOverdueUnpaidOrderIds,

    async afterCommit() {
      for (const listener of stockListeners) {
        await listener.afterCommit().catch((error: unknown) => deps.log?.(`after order change: ${String(error)}`));
      }
      await deps.deliverer
        .deliverPending()
        .catch((error: unknown) => deps.log?.(`order messages: ${String(error)}; they stay queued`));
    },
  };
}
