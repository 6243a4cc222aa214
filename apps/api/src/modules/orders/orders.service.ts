/**
 * Orders (ADR 0019): the cart's totals at checkout, placement, the shopper's orders, and
 * cancellation by the shopper. Status changes after placement are in order-transitions.ts.
 *
 * Placement is one transaction: the shopper is locked first, so a repeat of the same confirmation
 * (an Idempotency-Key seen before, or a double tap within MinimumOrderPlacementInterval) waits for
 * the first and gets its answer; then nopCommerce's checks in order, each refusal a Persian 4xx that
 * rolls everything back; then the order, its lines, addresses, stock, gift cards, discount uses,
 * points, the courier slot and the cheques are written together. Messages are queued in the same
 * transaction and delivered after the commit.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ORDER_STATUS,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  SHIPPING_STATUS,
  toPersianDigits,
  type CheckoutStepResponse,
  type CustomerOrderList,
  type OrderAddress,
  type OrderDetails,
  type OrderListQuery,
  type OrderTotals,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  type ReorderResponse,
  type AttributeChoice,
  orderNumberInText,
} from '@sabad/contract';
import type { CustomerRow, Database, OrderStatus, PaymentStatus } from '../../db/schema.js';
import {
  AppError,
  SessionRequiredError,
  badRequest,
  isAppError,
  notFound,
  unprocessable,
} from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MoneyFormatter } from '../../lib/money.js';
import type { Identity } from '../../plugins/identity.js';
import {
  emptyCart,
  giftCardsForCheckout,
  lockGiftCards,
  lockShopper,
  readCartForCheckout,
  giftCardUsagesOfOrder,
  recordGiftCardUsage,
  type CartService,
  type CheckoutCart,
} from '../cart/index.js';
import { takeStockForLine } from '../catalog/index.js';
import { ensureGuestCustomer, findGuestCustomerId, type AddressRow } from '../customers/index.js';
import { clearCartDiscounts, evaluateCartDiscounts, recordDiscountUsages } from '../discounts/index.js';
import { queueMessage } from '../messaging/index.js';
import {
  amountToPoints,
  pointsEarnedFor,
  pointsToAmount,
  redeemRewardPoints,
  rewardPointsBalance,
} from '../reward-points/index.js';
import type { SettingsService, StoreSettings } from '../settings/index.js';
import { attachChequesToOrder, pendingChequesTotal } from './cheques.js';
import { attachSlotHoldToOrder } from './delivery-slots.js';
import {
  clearCheckoutState,
  readCheckoutState,
  resolveBillingAddress,
  resolveShipping,
  type Refusal,
  type ResolvedShipping,
} from './checkout-choices.js';
import { paymentMethodAllowed, paymentMethodName, type OnlinePaymentMethod } from './payment-methods.js';
import { computeTotals, toOrderTotalsResponse, type TotalsBreakdown } from './order-totals.js';
import type { OrderTransitions } from './order-transitions.js';
import { renderOrderInvoice } from './order-invoice.js';
import { orderMessages } from './orders.messages.js';
import * as repo from './orders.repository.js';
import { recurringOrderList, startRecurringPayment } from './recurring-payments.js';
import { orderLinePictureUrl, returnRequestsAllowed } from './return-window.js';

export interface PlacementContext {
  /** The Idempotency-Key header, when the app sent one. */
  idempotencyKey: string | undefined;
  clientIp: string;
}

export interface OrdersService {
  totals(identity: Identity): Promise<OrderTotals>;
  place(identity: Identity, request: PlaceOrderRequest, context: PlacementContext): Promise<PlaceOrderResponse>;
  list(customer: CustomerRow, page: OrderListQuery): Promise<CustomerOrderList>;
  details(identity: Identity, orderId: number): Promise<OrderDetails>;
  cancelByShopper(identity: Identity, orderId: number): Promise<CheckoutStepResponse>;
  /** Puts the order's lines back in the cart, each that can no longer be bought named in a warning. */
  reorder(identity: Identity, orderId: number): Promise<ReorderResponse>;
  /** The order's invoice, a whole HTML page. */
  invoice(identity: Identity, orderId: number): Promise<string>;
}

/** The online gateways' method names: these orders wait for a verified payment and hold their stock meanwhile. */
export const ONLINE_PAYMENT_METHODS: readonly string[] = [PAYMENT_METHOD.SandboxBank, PAYMENT_METHOD.ZarinPal];
/** The method of an order with nothing left to pay (gift cards or points covered it). */
export const NO_PAYMENT_METHOD = 'Payments.None';

const PLACE_OPERATION = 'placeorder';
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/** Made once: building an Intl formatter costs more than the rest of numbering an order (issue 15's profile). */
const jalaliYearInTehran = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  year: 'numeric',
  timeZone: 'Asia/Tehran',
});

/** The order's number: the Jalali year it was placed in and its id, "1405-000123". */
export function orderNumberOf(id: number, placedAt: Date): string {
  const year =
    jalaliYearInTehran.formatToParts(placedAt).find((part) => part.type === 'year')?.value ??
    String(placedAt.getUTCFullYear() - 621);
  return `${year}-${String(id).padStart(6, '0')}`;
}

/** What placement needs from the world around the transaction, read before it opens (SQLite: one connection). */
interface PlacementInputs {
  settings: StoreSettings;
  money: MoneyFormatter;
}

export function createOrdersService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
  transitions: OrderTransitions;
  /** The online gateway this server offers ('Payments.SandboxBank' or 'Payments.ZarinPal'). */
  onlinePaymentMethod: OnlinePaymentMethod;
  /** Reorder adds through the cart's own rules (its public add). */
  cart: Pick<CartService, 'add'>;
}): OrdersService {
  const { db, clock, transitions } = deps;

  /** The shopper a read is for; null for a guest who has written nothing yet. */
  async function readerId(identity: Identity): Promise<number | null> {
    if (identity.customer) return identity.customer.id;
    if (identity.guestId) return (await findGuestCustomerId(db, identity.guestId)) ?? null;
    return null;
  }

  async function breakdown(
    trx: Kysely<Database>,
    customerId: number,
    cart: CheckoutCart,
    settings: StoreSettings,
    paymentOverride: string | undefined,
  ): Promise<{
    totals: TotalsBreakdown;
    /** Null when nothing in the cart ships (downloads only). */
    shipping: ResolvedShipping | Refusal | null;
    refusedDiscounts: string[];
    paymentMethod: string | null;
  }> {
    const choices = await readCheckoutState(trx, customerId);
    const discounts = await evaluateCartDiscounts(trx, { customerId, subtotal: cart.subtotal, now: clock.now() });
    const shipping = cart.requiresShipping
      ? await resolveShipping(trx, { customerId, subtotal: cart.subtotal, weightGrams: cart.weightGrams, settings })
      : null;
    const paymentMethod = paymentOverride ?? choices.paymentMethod;
    const useRewardPoints = settings.RewardPointsEnabled && choices.useRewardPoints;
    const giftCards = await giftCardsForCheckout(trx, customerId);
    const totals = computeTotals({
      subtotal: cart.subtotal,
      taxRatePercent: settings.TaxRatePercent,
      discounts: discounts.applied,
      shipping: shipping && 'fee' in shipping ? { name: shipping.method.name, fee: shipping.fee } : null,
      paymentMethod: paymentMethod
        ? { systemName: paymentMethod, name: paymentMethodName(paymentMethod), fee: 0 }
        : null,
      giftCards,
      rewardPoints: useRewardPoints
        ? {
            balance: await rewardPointsBalance(trx, customerId),
            toAmount: (points) => pointsToAmount(points, settings),
            toPoints: (amount) => amountToPoints(amount, settings),
          }
        : null,
      pointsEarnedFor: (amount) => (settings.RewardPointsEnabled ? pointsEarnedFor(amount, settings) : 0),
    });
    return {
      totals,
      shipping,
      refusedDiscounts: discounts.refused.map((refused) => refused.message),
      paymentMethod,
    };
  }

  async function readInputs(): Promise<PlacementInputs> {
    const [settings, money] = await Promise.all([deps.settings.get(), deps.settings.money()]);
    return { settings, money };
  }

  /** The shopper placing: the customer, or a guest when the store allows guests to check out. */
  async function placerId(trx: Kysely<Database>, identity: Identity, settings: StoreSettings): Promise<number> {
    if (identity.customer) return identity.customer.id;
    if (!identity.guestId) throw badRequest(orderMessages.guestIdRequired);
    if (!settings.AnonymousCheckoutAllowed) throw new SessionRequiredError(orderMessages.guestCheckoutNotAllowed);
    const guestId = await ensureGuestCustomer(trx, identity.guestId, clock.now().toISOString());
    // A guest id that belongs to a registered customer (who logged out) cannot place as a guest.
    if (guestId === null) throw new SessionRequiredError(orderMessages.guestCheckoutNotAllowed);
    return guestId;
  }

  function answerFor(order: repo.OrderRow): PlaceOrderResponse {
    return {
      Success: true,
      Message: orderMessages.placed,
      Errors: [],
      Result: {
        OrderId: order.id,
        CustomOrderNumber: toPersianDigits(order.custom_order_number),
        PaymentStatus: order.payment_status,
        IsPaymentWorkflowRequired:
          ONLINE_PAYMENT_METHODS.includes(order.payment_method) &&
          order.payment_status === PAYMENT_STATUS.Pending &&
          order.order_status !== ORDER_STATUS.Cancelled,
        PaymentMethodSystemName: order.payment_method,
      },
    };
  }

  async function placeInTransaction(
    trx: Kysely<Database>,
    identity: Identity,
    request: PlaceOrderRequest,
    context: PlacementContext,
    { settings, money }: PlacementInputs,
  ): Promise<PlaceOrderResponse> {
    const placedAt = clock.now();
    const nowIso = placedAt.toISOString();
    const customerId = await placerId(trx, identity, settings);
    await lockShopper(trx, customerId);

    // A repeat of a confirmation gets the first answer.
    if (context.idempotencyKey !== undefined) {
      const seen = await repo.findIdempotencyRecord(trx, {
        customerId,
        operation: PLACE_OPERATION,
        key: context.idempotencyKey,
      });
      if (seen?.response_body) return JSON.parse(seen.response_body) as PlaceOrderResponse;
    } else if (settings.MinimumOrderPlacementInterval > 0) {
      const since = new Date(placedAt.getTime() - settings.MinimumOrderPlacementInterval * 1000).toISOString();
      const recent = await repo.findRecentOrder(trx, customerId, since);
      if (recent) return answerFor(recent);
    }

    // nopCommerce's order of checks.
    const billingChoice = await resolveBillingAddress(trx, customerId);
    if ('refusal' in billingChoice) throw unprocessable(billingChoice.refusal);
    const billing = billingChoice.address;

    const cart = await readCartForCheckout(trx, customerId);
    if (cart.lines.length === 0) throw unprocessable(orderMessages.cartEmpty);
    const troubled = cart.lines.filter((line) => line.problems.length > 0);
    if (troubled.length > 0) {
      const messages = troubled.flatMap((line) =>
        line.problems.map((problem) => `${line.quote?.product.name ?? ''}: ${problem}`.replace(/^: /, '')),
      );
      const status = troubled.every((line) => line.problemStatus === 409) ? 409 : 422;
      throw new AppError(status, messages[0] ?? orderMessages.cartEmpty, messages);
    }
    if (cart.subtotal < settings.MinOrderSubtotalAmount)
      throw unprocessable(orderMessages.belowMinimumSubtotal(money.format(settings.MinOrderSubtotalAmount)));

    const { totals, shipping, refusedDiscounts, paymentMethod } = await breakdown(
      trx,
      customerId,
      cart,
      settings,
      request.PaymentMethod || undefined,
    );
    if (refusedDiscounts.length > 0) throw unprocessable(refusedDiscounts[0] ?? '', refusedDiscounts);
    if (totals.total < settings.MinOrderTotalAmount)
      throw unprocessable(orderMessages.belowMinimumTotal(money.format(settings.MinOrderTotalAmount)));

    // What ships needs a shipping address and method; an order of downloads only needs neither.
    if (shipping && 'refusal' in shipping) throw unprocessable(shipping.refusal);
    const resolved = shipping;

    const needsPayment = totals.total > 0;
    const method = needsPayment ? paymentMethod : NO_PAYMENT_METHOD;
    if (!method) throw unprocessable(orderMessages.paymentMethodRequired);
    if (needsPayment) {
      const refusal = paymentMethodAllowed(settings, deps.onlinePaymentMethod, {
        systemName: method,
        orderTotal: totals.total,
        shippingAddress: resolved && {
          stateProvinceName: resolved.shippingAddress.province_name,
          cityName: resolved.shippingAddress.city_name,
        },
      });
      if (refusal) throw unprocessable(refusal);
      if (method === PAYMENT_METHOD.CheckVertex) {
        const covered = await pendingChequesTotal(trx, customerId);
        if (covered < totals.total)
          throw unprocessable(orderMessages.chequesDoNotCover(money.format(covered), money.format(totals.total)));
      }
    }
    if (settings.TermsOfServiceOnOrderConfirmPage && request.AcceptTermsOfService === false)
      throw unprocessable(orderMessages.termsNotAccepted);

    // Write the order.
    const online = needsPayment && ONLINE_PAYMENT_METHODS.includes(method);
    const paymentStatus: PaymentStatus = !needsPayment
      ? PAYMENT_STATUS.Paid
      : method === PAYMENT_METHOD.CheckVertex
        ? PAYMENT_STATUS.Authorized
        : PAYMENT_STATUS.Pending;
    // Paid already (nothing to pay) with nothing to ship: nothing is left to do (nopCommerce's CheckOrderStatus).
    const orderStatus: OrderStatus = online
      ? ORDER_STATUS.Pending
      : !needsPayment && !resolved
        ? ORDER_STATUS.Complete
        : ORDER_STATUS.Processing;
    const { id: orderId, customOrderNumber } = await repo.insertOrder(
      trx,
      {
        order_guid: randomUUID(),
        customer_id: customerId,
        order_status: orderStatus,
        payment_status: paymentStatus,
        shipping_status: resolved ? SHIPPING_STATUS.NotYetShipped : SHIPPING_STATUS.ShippingNotRequired,
        payment_method: method,
        shipping_method: resolved?.method.systemName ?? null,
        shipping_method_name: resolved?.method.name ?? null,
        pay_shipping_on_delivery: resolved?.payOnDelivery ? 1 : 0,
        subtotal: totals.subtotal,
        subtotal_discount: totals.subtotalDiscount,
        shipping_fee: totals.shippingFee ?? 0,
        payment_fee: totals.paymentFee,
        tax: totals.tax,
        tax_rates: JSON.stringify(totals.tax > 0 ? [{ Rate: totals.taxRatePercent, Value: totals.tax }] : []),
        order_discount: 0,
        gift_cards_amount: totals.giftCardUsages.reduce((sum, usage) => sum + usage.amount, 0),
        redeemed_reward_points: totals.redeemedPoints,
        redeemed_reward_points_amount: totals.redeemedAmount,
        order_total: totals.total,
        hold_expires_at: online
          ? new Date(placedAt.getTime() + settings.UnpaidOrderHoldMinutes * 60_000).toISOString()
          : null,
        paid_at: needsPayment ? null : nowIso,
        customer_ip: context.clientIp.slice(0, 64),
        created_at: nowIso,
        updated_at: nowIso,
      },
      (id) => orderNumberOf(id, placedAt),
    );
    const displayNumber = toPersianDigits(customOrderNumber);

    await repo.insertOrderAddress(trx, { order_id: orderId, kind: 'billing', ...addressCopy(billing) });
    if (resolved) {
      await repo.insertOrderAddress(trx, {
        order_id: orderId,
        kind: 'shipping',
        ...addressCopy(resolved.shippingAddress),
      });
    }

    for (const line of cart.lines) {
      const quote = line.quote;
      if (!quote) throw unprocessable(orderMessages.cartEmpty);
      const taken = await takeStockForLine(trx, quote, line.quantity, nowIso);
      if (!taken) throw new AppError(409, orderMessages.outOfStockAtPlacement(quote.product.name));
      await transitions.stockTaken(trx, line.productId);
      await repo.insertOrderItem(trx, {
        order_item_guid: randomUUID(),
        order_id: orderId,
        product_id: line.productId,
        product_name: quote.product.name,
        sku: quote.sku,
        attributes_json: JSON.stringify(quote.canonicalChoices),
        attribute_description: quote.attributeInfo,
        stock_source: taken.from,
        combination_id: taken.from === 'combination' ? taken.combinationId : null,
        unit_price: line.unitPrice,
        quantity: line.quantity,
        line_total: line.lineTotal,
        tax_rate: settings.TaxRatePercent,
        weight: quote.weightGrams,
      });
    }

    await startRecurringPayment(trx, {
      id: orderId,
      customerId,
      paymentMethod: method,
      productIds: cart.lines.map((line) => line.productId),
      placedAt,
    });
    await lockGiftCards(
      trx,
      totals.giftCardUsages.map((usage) => usage.id),
    );
    // The balances read before the lock may have been spent by an order that committed meanwhile.
    const balances = new Map((await giftCardsForCheckout(trx, customerId)).map((card) => [card.id, card.balance]));
    for (const usage of totals.giftCardUsages) {
      if (usage.amount === 0) continue;
      if ((balances.get(usage.id) ?? 0) < usage.amount)
        throw new AppError(409, orderMessages.giftCardSpent(usage.code));
      await recordGiftCardUsage(trx, { giftCardId: usage.id, orderId, amount: usage.amount, now: nowIso });
    }
    if (totals.discounts.length > 0)
      await recordDiscountUsages(trx, { orderId, customerId, applied: totals.discounts, now: placedAt });
    if (totals.redeemedPoints > 0) {
      await redeemRewardPoints(trx, {
        customerId,
        points: totals.redeemedPoints,
        amount: totals.redeemedAmount,
        orderId,
        message: orderMessages.redeemPoints(displayNumber),
        now: placedAt,
      });
    }
    if (resolved?.hasDeliverySlots) {
      const slot = await attachSlotHoldToOrder(trx, { customerId, orderId, now: placedAt });
      if ('refusal' in slot) throw unprocessable(slot.refusal);
      await repo.setDeliverySlot(trx, orderId, slot);
    }
    if (method === PAYMENT_METHOD.CheckVertex) await attachChequesToOrder(trx, { customerId, orderId });

    await emptyCart(trx, customerId);
    await clearCartDiscounts(trx, customerId);
    await clearCheckoutState(trx, customerId);
    await repo.insertOrderNote(trx, {
      orderId,
      note: orderMessages.notePlaced(paymentMethodName(method)),
      now: nowIso,
    });

    const order = await repo.findOrder(trx, orderId);
    if (!order) throw new Error(`order ${orderId} vanished inside its own transaction`);
    await queuePlacedMessages(trx, order, billing, settings, money);
    const answer = answerFor(order);
    if (context.idempotencyKey !== undefined) {
      await repo.insertIdempotencyRecord(trx, {
        customerId,
        operation: PLACE_OPERATION,
        key: context.idempotencyKey,
        statusCode: 200,
        body: JSON.stringify(answer),
        now: nowIso,
      });
    }
    return answer;
  }

  async function queuePlacedMessages(
    trx: Kysely<Database>,
    order: repo.OrderRow,
    billing: BillingAddress,
    settings: StoreSettings,
    money: MoneyFormatter,
  ): Promise<void> {
    const contact = await repo.findOrderContact(trx, order.id);
    const number = orderNumberInText(order.custom_order_number);
    const subject = orderMessages.placedSubject(settings.StoreName, number);
    const text = orderMessages.placedText(
      settings.StoreName,
      number,
      money.format(Number(order.order_total)),
      orderMessages.orderStatus[order.order_status] ?? '',
    );
    const at = clock.now();
    const mobile = contact?.mobile ?? billing.phone_number;
    const email = contact?.email ?? billing.email;
    await queueMessage(trx, { channel: 'sms', recipient: mobile, subject, body: text, purpose: 'order-placed' }, at);
    if (email)
      await queueMessage(trx, { channel: 'email', recipient: email, subject, body: text, purpose: 'order-placed' }, at);
  }

  /** The shopper's own order, else 404 (someone else's order is not told apart from a missing one). */
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

  const statusNames = (order: repo.OrderRow) => ({
    OrderStatus: orderMessages.orderStatus[order.order_status] ?? String(order.order_status),
    OrderStatusValue: order.order_status,
    PaymentStatus: orderMessages.paymentStatus[order.payment_status] ?? String(order.payment_status),
    PaymentStatusValue: order.payment_status,
    ShippingStatus: orderMessages.shippingStatus[order.shipping_status] ?? String(order.shipping_status),
    ShippingStatusValue: order.shipping_status,
  });

  const service: OrdersService = {
    async totals(identity) {
      const { settings, money } = await readInputs();
      const customerId = await readerId(identity);
      const cart: CheckoutCart =
        customerId === null
          ? { lines: [], subtotal: 0, weightGrams: 0, requiresShipping: false }
          : await readCartForCheckout(db, customerId);
      if (customerId === null) {
        const empty = computeTotals({
          subtotal: 0,
          taxRatePercent: settings.TaxRatePercent,
          discounts: [],
          shipping: null,
          paymentMethod: null,
          giftCards: [],
          rewardPoints: null,
          pointsEarnedFor: () => 0,
        });
        return toOrderTotalsResponse(empty, money, ONLINE_PAYMENT_METHODS);
      }
      const { totals } = await breakdown(db, customerId, cart, settings, undefined);
      return toOrderTotalsResponse(totals, money, ONLINE_PAYMENT_METHODS);
    },

    async place(identity, request, context) {
      if (context.idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(context.idempotencyKey))
        throw badRequest(orderMessages.idempotencyKeyInvalid);
      const inputs = await readInputs();
      const answer = await db
        .transaction()
        .execute((trx) => placeInTransaction(trx, identity, request, context, inputs));
      await transitions.afterCommit();
      return answer;
    },

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
          ...statusNames(order),
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
      const order = await ownOrder(identity, orderId);
      const [settings, money] = await Promise.all([deps.settings.get(), deps.settings.money()]);
      const [items, addresses, notes, shipments, giftCards, returnsAllowed] = await Promise.all([
        repo.listOrderItems(db, order.id),
        repo.listOrderAddresses(db, order.id),
        repo.listOrderNotes(db, order.id, { forCustomer: true }),
        repo.listShipments(db, order.id),
        giftCardUsagesOfOrder(db, order.id),
        returnRequestsAllowed(db, [order], settings, clock.now()),
      ]);
      const pictures = await Promise.all(items.map((item) => itemPicture(item.product_id, item.attributes_json)));
      const address = (kind: 'billing' | 'shipping') => {
        const row = addresses.find((candidate) => candidate.kind === kind);
        return row ? toOrderAddress(row) : null;
      };
      const billing = address('billing');
      if (!billing) throw new Error(`order ${order.id} has no billing address`);
      const taxRates = JSON.parse(order.tax_rates) as Array<{ Rate: number; Value: number }>;
      const payable =
        ONLINE_PAYMENT_METHODS.includes(order.payment_method) &&
        order.payment_status === PAYMENT_STATUS.Pending &&
        order.order_status !== ORDER_STATUS.Cancelled &&
        (order.hold_expires_at === null || order.hold_expires_at > clock.now().toISOString());
      return {
        Id: order.id,
        CustomOrderNumber: toPersianDigits(order.custom_order_number),
        CreatedOn: order.created_at,
        ...statusNames(order),
        PaymentMethod: paymentMethodName(order.payment_method),
        PaymentMethodSystemName: order.payment_method,
        ShippingMethod: order.shipping_method_name,
        DeliveryDate: order.delivery_date,
        DeliveryTime: order.delivery_time_range,
        BillingAddress: billing,
        ShippingAddress: address('shipping'),
        PickupAddress: null,
        Items: items.map((item, index) => ({
          Id: item.id,
          OrderItemGuid: item.order_item_guid,
          ProductId: item.product_id,
          ProductName: item.product_name,
          Sku: item.sku,
          PictureUrl: pictures[index] ?? null,
          AttributeInfo: item.attribute_description,
          Attributes: JSON.parse(item.attributes_json) as AttributeChoice[],
          UnitPrice: money.format(Number(item.unit_price)),
          UnitPriceValue: Number(item.unit_price),
          Quantity: item.quantity,
          SubTotal: money.format(Number(item.line_total)),
          SubTotalValue: Number(item.line_total),
        })),
        OrderNotes: notes.map((row) => ({ Id: row.id, Note: row.note, CreatedOn: row.created_at })),
        Shipments: shipments.map((row) => ({
          Id: row.id,
          TrackingNumber: row.tracking_number,
          ShippedDate: row.shipped_at,
          DeliveryDate: row.delivered_at,
        })),
        TaxRates: taxRates.map((rate) => ({
          Rate: orderMessages.taxRate(rate.Rate),
          Value: money.format(rate.Value),
          ValueValue: rate.Value,
        })),
        GiftCards: giftCards.map((card) => ({
          CouponCode: card.code,
          Amount: money.format(Number(card.used_value)),
          AmountValue: Number(card.used_value),
        })),
        OrderSubtotal: money.format(Number(order.subtotal)),
        OrderSubtotalValue: Number(order.subtotal),
        OrderSubTotalDiscount: money.format(Number(order.subtotal_discount)),
        OrderSubTotalDiscountValue: Number(order.subtotal_discount),
        OrderShipping: money.format(Number(order.shipping_fee)),
        OrderShippingValue: Number(order.shipping_fee),
        PaymentMethodAdditionalFee: money.format(Number(order.payment_fee)),
        PaymentMethodAdditionalFeeValue: Number(order.payment_fee),
        Tax: money.format(Number(order.tax)),
        TaxValue: Number(order.tax),
        OrderTotalDiscount: money.format(Number(order.order_discount)),
        OrderTotalDiscountValue: Number(order.order_discount),
        RedeemedRewardPoints: order.redeemed_reward_points,
        RedeemedRewardPointsAmount: money.format(Number(order.redeemed_reward_points_amount)),
        OrderTotal: money.format(Number(order.order_total)),
        OrderTotalValue: Number(order.order_total),
        CanRePostProcessPayment: payable,
        IsReturnRequestAllowed: returnsAllowed.get(order.id) ?? false,
        CanCancel: mayShopperCancel(order),
        IsReOrderAllowed: settings.IsReOrderAllowed,
        CustomProperties: {},
      };
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

  /** The picture the line shows: the product's now (the order keeps names and prices, not pictures). */
  function itemPicture(productId: number, attributesJson: string): Promise<string | null> {
    return orderLinePictureUrl(db, productId, JSON.parse(attributesJson) as AttributeChoice[]);
  }
}

type BillingAddress = AddressRow;

function addressCopy(address: BillingAddress) {
  return {
    first_name: address.first_name,
    last_name: address.last_name,
    email: address.email,
    phone_number: address.phone_number,
    state_province_id: address.state_province_id,
    state_province_name: address.province_name,
    city_id: address.city_id,
    city_name: address.city_name,
    address1: address.address1,
    address2: address.address2,
    zip_postal_code: address.zip_postal_code,
    latitude: address.latitude,
    longitude: address.longitude,
    custom_attributes: address.custom_attributes,
  };
}

function toOrderAddress(row: repo.OrderAddressRow): OrderAddress {
  return {
    FirstName: row.first_name,
    LastName: row.last_name,
    Email: row.email,
    PhoneNumber: row.phone_number,
    StateProvinceName: row.state_province_name,
    City: row.city_name,
    Address1: row.address1,
    Address2: row.address2,
    ZipPostalCode: row.zip_postal_code,
    Latitude: row.latitude,
    Longitude: row.longitude,
  };
}
