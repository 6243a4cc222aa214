// Each due cycle is one transaction that first claims it (its history row is unique per cycle), so concurrent runs
// make each cycle's order once. A failed cycle rolls back and keeps its error and due date: the next run retries.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ORDER_STATUS,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  SHIPPING_STATUS,
  type AttributeChoice,
  type RecurringOrder,
  orderNumberInText,
} from '@sabad/contract';
import type { CustomerRow, Database, OrderStatus, PaymentStatus } from '../../db/schema.js';
import { isAppError, notFound, unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { createMoneyFormatter, type MoneyFormatter } from '../../lib/money.js';
import { createProductLines, type ProductQuote } from '../catalog/index.js';
import { tellOrderCustomer } from './order-customer-messages.js';
import type { SettingsService, StoreSettings } from '../settings/index.js';
import { computeTotals } from './order-totals.js';
import type { OrderTransitions } from './order-transitions.js';
import { orderMessages, recurringMessages } from './orders.messages.js';
import * as orders from './orders.repository.js';
import { orderNumberOf } from './order-number.js';
import {
  NO_PAYMENT_METHOD,
  ONLINE_PAYMENT_METHODS,
  paymentMethodAllowed,
  paymentMethodName,
  type OnlinePaymentMethod,
} from './payment-methods.js';
import { nextPaymentAfter, toRecurringOrder } from './recurring-payments.js';
import * as repo from './recurring-payments.repository.js';

const productLines = createProductLines();

export type RecurringCycleOutcome =
  | { kind: 'ordered'; orderId: number; orderNumber: string; finished: boolean }
  | { kind: 'failed'; error: string }
  | { kind: 'skipped' }
  /** A fault, not a refusal: nothing was written; the next run tries again. */
  | { kind: 'errored'; error: string };

export interface RecurringRunItem {
  recurringPaymentId: number;
  initialOrderId: number;
  cycleNumber: number;
  totalCycles: number;
  outcome: RecurringCycleOutcome;
}

export interface RecurringOrdersService {
  cancel(customer: CustomerRow, id: number): Promise<RecurringOrder>;
  process(options?: { limit?: number }): Promise<RecurringRunItem[]>;
}

class CycleTakenElsewhere extends Error {}

const HOUR = 3_600_000;

export function createRecurringOrdersService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
  transitions: OrderTransitions;
  onlinePaymentMethod: OnlinePaymentMethod;
  publicUrl?: string | undefined;
}): RecurringOrdersService {
  const { db, clock, transitions } = deps;

  function nextPaymentMethod(initialMethod: string): string {
    if (initialMethod === PAYMENT_METHOD.CheckVertex) throw unprocessable(recurringMessages.chequeNotAllowed);
    if (initialMethod === PAYMENT_METHOD.CashOnDelivery) return initialMethod;
    // Online, or nothing to pay at first (gift cards or points covered it): the next order is paid online.
    return deps.onlinePaymentMethod;
  }

  async function quoteLine(trx: Kysely<Database>, item: orders.OrderItemRow): Promise<ProductQuote> {
    let quote: ProductQuote | undefined;
    try {
      quote = await productLines.quote(trx, item.product_id, JSON.parse(item.attributes_json) as AttributeChoice[]);
    } catch (error) {
      // The product's attributes changed since the initial order.
      if (isAppError(error)) throw unprocessable(recurringMessages.productChanged(item.product_name));
      throw error;
    }
    if (!quote) throw unprocessable(recurringMessages.productGone(item.product_name));
    if (!quote.product.onSale || quote.product.disableBuyButton)
      throw unprocessable(recurringMessages.productNotOnSale(item.product_name));
    if (quote.missingRequired.length > 0) throw unprocessable(recurringMessages.productChanged(item.product_name));
    return quote;
  }

  async function placeNextOrder(
    trx: Kysely<Database>,
    payment: repo.RecurringPaymentRow,
    cycleNumber: number,
    settings: StoreSettings,
    money: MoneyFormatter,
  ): Promise<{ id: number; number: string }> {
    const initial = await orders.findOrder(trx, payment.initial_order_id);
    if (!initial) throw new Error(`recurring payment ${payment.id} lost its initial order`);
    const [items, addresses] = await Promise.all([
      orders.listOrderItems(trx, initial.id),
      orders.listOrderAddresses(trx, initial.id),
    ]);
    const quotes = [];
    for (const item of items) quotes.push({ item, quote: await quoteLine(trx, item) });
    const subtotal = quotes.reduce((sum, { item, quote }) => sum + quote.unitPrice * item.quantity, 0);

    let method = nextPaymentMethod(initial.payment_method);
    const shippingFee = Number(initial.shipping_fee);
    const totals = computeTotals({
      subtotal,
      taxRatePercent: settings.TaxRatePercent,
      discounts: [],
      shipping: { name: initial.shipping_method_name ?? '', fee: shippingFee },
      paymentMethod: { systemName: method, name: paymentMethodName(method), fee: 0 },
      giftCards: [],
      rewardPoints: null,
      pointsEarnedFor: () => 0,
    });
    const shippingAddress = addresses.find((address) => address.kind === 'shipping');
    if (totals.total === 0) {
      method = NO_PAYMENT_METHOD;
    } else {
      const refusal = paymentMethodAllowed(settings, deps.onlinePaymentMethod, {
        systemName: method,
        orderTotal: totals.total,
        shippingAddress: shippingAddress
          ? { stateProvinceName: shippingAddress.state_province_name, cityName: shippingAddress.city_name }
          : null,
      });
      if (refusal) throw unprocessable(refusal);
    }

    const placedAt = clock.now();
    const nowIso = placedAt.toISOString();
    const online = ONLINE_PAYMENT_METHODS.includes(method);
    const paymentStatus: PaymentStatus = method === NO_PAYMENT_METHOD ? PAYMENT_STATUS.Paid : PAYMENT_STATUS.Pending;
    const orderStatus: OrderStatus = online ? ORDER_STATUS.Pending : ORDER_STATUS.Processing;
    const { id: orderId, customOrderNumber } = await orders.insertOrder(
      trx,
      {
        order_guid: randomUUID(),
        customer_id: initial.customer_id,
        order_status: orderStatus,
        payment_status: paymentStatus,
        shipping_status: SHIPPING_STATUS.NotYetShipped,
        payment_method: method,
        shipping_method: initial.shipping_method,
        shipping_method_name: initial.shipping_method_name,
        pay_shipping_on_delivery: initial.pay_shipping_on_delivery,
        subtotal: totals.subtotal,
        subtotal_discount: 0,
        shipping_fee: shippingFee,
        payment_fee: 0,
        tax: totals.tax,
        tax_rates: JSON.stringify(totals.tax > 0 ? [{ Rate: totals.taxRatePercent, Value: totals.tax }] : []),
        order_discount: 0,
        gift_cards_amount: 0,
        redeemed_reward_points: 0,
        redeemed_reward_points_amount: 0,
        order_total: totals.total,
        hold_expires_at: online
          ? new Date(placedAt.getTime() + settings.RecurringOrderPaymentHoldHours * HOUR).toISOString()
          : null,
        paid_at: method === NO_PAYMENT_METHOD ? nowIso : null,
        customer_ip: null,
        created_at: nowIso,
        updated_at: nowIso,
      },
      (id) => orderNumberOf(id, placedAt),
    );

    for (const { id: _id, order_id: _orderId, ...address } of addresses)
      await orders.insertOrderAddress(trx, { ...address, order_id: orderId });
    for (const { item, quote } of quotes) {
      const taken = await productLines.takeStock(trx, quote, item.quantity, nowIso);
      if (!taken) throw unprocessable(recurringMessages.outOfStock(item.product_name));
      await transitions.stockTaken(trx, item.product_id);
      await orders.insertOrderItem(trx, {
        order_item_guid: randomUUID(),
        order_id: orderId,
        product_id: item.product_id,
        product_name: quote.product.name,
        sku: quote.sku,
        attributes_json: JSON.stringify(quote.canonicalChoices),
        attribute_description: quote.attributeInfo,
        stock_source: taken.from,
        combination_id: taken.from === 'combination' ? taken.combinationId : null,
        unit_price: quote.unitPrice,
        quantity: item.quantity,
        line_total: quote.unitPrice * item.quantity,
        tax_rate: settings.TaxRatePercent,
        weight: quote.weightGrams,
      });
    }

    const initialNumber = orderNumberInText(initial.custom_order_number);
    await orders.insertOrderNote(trx, {
      orderId,
      note: `${recurringMessages.noteCycle(cycleNumber, payment.total_cycles, initialNumber)} ${orderMessages.notePlaced(
        paymentMethodName(method),
      )}`,
      now: nowIso,
    });
    const number = orderNumberInText(customOrderNumber);
    const total = money.format(totals.total);
    const link = deps.publicUrl ? `${deps.publicUrl.replace(/\/+$/, '')}/order-details/${orderId}` : null;
    await tellOrderCustomer(
      trx,
      orderId,
      {
        purpose: online ? 'recurring-order-to-pay' : 'recurring-order-placed',
        subject: recurringMessages.nextOrderSubject(settings.StoreName, number),
        text: online
          ? recurringMessages.nextOrderToPay(settings.StoreName, number, total, link)
          : recurringMessages.nextOrderPlaced(settings.StoreName, number, total),
      },
      clock.now(),
    );
    return { id: orderId, number: customOrderNumber };
  }

  async function processCycle(
    due: repo.RecurringPaymentRow,
    settings: StoreSettings,
    money: MoneyFormatter,
  ): Promise<RecurringCycleOutcome> {
    const cycleNumber = due.cycles_done + 1;
    try {
      return await db.transaction().execute(async (trx): Promise<RecurringCycleOutcome> => {
        // The claim is the transaction's first statement: on SQLite it takes the write lock at once.
        const historyId = await repo.claimCycle(trx, {
          recurringPaymentId: due.id,
          cycleNumber,
          now: clock.now().toISOString(),
        });
        if (historyId === undefined) return { kind: 'skipped' };
        const payment = await repo.lockRecurringPayment(trx, due.id);
        const stillDue =
          payment !== undefined &&
          payment.is_active === 1 &&
          payment.cycles_done === cycleNumber - 1 &&
          payment.next_payment_at <= clock.now().toISOString();
        if (!stillDue) throw new CycleTakenElsewhere();
        const order = await placeNextOrder(trx, payment, cycleNumber, settings, money);
        const finished = cycleNumber >= payment.total_cycles;
        await repo.completeCycle(trx, {
          historyId,
          orderId: order.id,
          recurringPaymentId: payment.id,
          cycleNumber,
          nextPaymentAt: nextPaymentAfter(payment, cycleNumber).toISOString(),
          stillActive: !finished,
        });
        return { kind: 'ordered', orderId: order.id, orderNumber: order.number, finished };
      });
    } catch (error) {
      if (error instanceof CycleTakenElsewhere) return { kind: 'skipped' };
      if (!isAppError(error)) return { kind: 'errored', error: String(error) };
      await db.transaction().execute((trx) =>
        repo.recordFailedCycle(trx, {
          recurringPaymentId: due.id,
          cycleNumber,
          error: error.message,
          now: clock.now().toISOString(),
        }),
      );
      return { kind: 'failed', error: error.message };
    }
  }

  return {
    async cancel(customer, id) {
      const view = await repo.findRecurringPaymentView(db, id);
      if (!view || view.customer_id !== customer.id) throw notFound(recurringMessages.notFound);
      if (view.is_active === 1) await repo.deactivateRecurringPayment(db, id);
      const after = await repo.findRecurringPaymentView(db, id);
      if (!after) throw notFound(recurringMessages.notFound);
      return toRecurringOrder(after);
    },

    async process(options = {}) {
      const settings = await deps.settings.get();
      const money = createMoneyFormatter({ rate: settings.DisplayCurrencyRate, name: settings.DisplayCurrencyName });
      const due = await repo.listDueRecurringPayments(db, {
        now: clock.now().toISOString(),
        limit: options.limit ?? 1000,
      });
      const report: RecurringRunItem[] = [];
      for (const payment of due) {
        const outcome = await processCycle(payment, settings, money);
        report.push({
          recurringPaymentId: payment.id,
          initialOrderId: payment.initial_order_id,
          cycleNumber: payment.cycles_done + 1,
          totalCycles: payment.total_cycles,
          outcome,
        });
      }
      await transitions.afterCommit();
      return report;
    },
  };
}
