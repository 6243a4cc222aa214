// One transaction: the shopper is locked first, so a repeated confirmation (Idempotency-Key, or a double tap within
// MinimumOrderPlacementInterval) waits for the first and gets its answer; each refusal rolls everything back.
import type { Kysely } from 'kysely';
import {
  ORDER_STATUS,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  SHIPPING_STATUS,
  toPersianDigits,
  type OrderTotals,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@sabad/contract';
import type { Database, OrderStatus, PaymentStatus } from '../../db/schema.js';
import { AppError, SessionRequiredError, badRequest, unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MoneyFormatter } from '../../lib/money.js';
import type { Identity } from '../../plugins/identity.js';
import { createCheckoutCart } from '../cart/index.js';
import { createProductLines } from '../catalog/index.js';
import { type AddressRow, createGuestCustomers } from '../customers/index.js';
import { createOrderDiscounts } from '../discounts/index.js';
import {
  createOrderTotals,
  createPaymentMethods,
  type NewOrderAddress,
  type NewOrderLine,
  type OnlinePaymentMethod,
  type OrderTransitions,
  type PaymentMethods,
  type PlacedOrder,
} from '../orders/index.js';
import { createRewardPointsLedger } from '../reward-points/index.js';
import type { SettingsService, StoreSettings } from '../settings/index.js';
import { clearCheckoutState, resolveBillingAddress, type OwnAddresses } from './checkout-choices.js';
import { placementMessages } from './checkout.messages.js';
import { checkoutBreakdown, emptyTotals } from './checkout-totals.js';
import { attachChequesToOrder, pendingChequesTotal } from './cheques.js';
import { attachSlotHoldToOrder } from './delivery-slots.js';
import * as repo from './placement.repository.js';

const rewardPoints = createRewardPointsLedger();

const guestCustomers = createGuestCustomers();

const productLines = createProductLines();

export interface PlacementContext {
  idempotencyKey: string | undefined;
  clientIp: string;
}

export interface PlacementService {
  totals(identity: Identity): Promise<OrderTotals>;
  place(identity: Identity, request: PlaceOrderRequest, context: PlacementContext): Promise<PlaceOrderResponse>;
}

const PLACE_OPERATION = 'placeorder';
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/** Read before the transaction opens (SQLite has one connection). */
interface PlacementInputs {
  settings: StoreSettings;
  money: MoneyFormatter;
}

export function createPlacementService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
  addresses: OwnAddresses;
  transitions: OrderTransitions;
  onlinePaymentMethod: OnlinePaymentMethod;
}): PlacementService {
  const { db, clock, transitions } = deps;
  const checkoutCart = createCheckoutCart();
  const orderDiscounts = createOrderDiscounts();
  const orderTotals = createOrderTotals();
  const paymentMethods = createPaymentMethods({ onlinePaymentMethod: deps.onlinePaymentMethod });

  async function readInputs(): Promise<PlacementInputs> {
    const [settings, money] = await Promise.all([deps.settings.get(), deps.settings.money()]);
    return { settings, money };
  }

  async function placerId(trx: Kysely<Database>, identity: Identity, settings: StoreSettings): Promise<number> {
    if (identity.customer) return identity.customer.id;
    if (!identity.guestId) throw badRequest(placementMessages.guestIdRequired);
    if (!settings.AnonymousCheckoutAllowed) throw new SessionRequiredError(placementMessages.guestCheckoutNotAllowed);
    const guestId = await guestCustomers.ensure(trx, identity.guestId, clock.now().toISOString());
    // A guest id that belongs to a registered customer (who logged out) cannot place as a guest.
    if (guestId === null) throw new SessionRequiredError(placementMessages.guestCheckoutNotAllowed);
    return guestId;
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
    await checkoutCart.lockShopper(trx, customerId);

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
      const recent = await transitions.recentOf(trx, customerId, since);
      if (recent) return answerFor(recent, paymentMethods);
    }

    const billingChoice = await resolveBillingAddress(trx, deps.addresses, customerId);
    if ('refusal' in billingChoice) throw unprocessable(billingChoice.refusal);
    const billing = billingChoice.address;

    const cart = await checkoutCart.read(trx, customerId);
    if (cart.lines.length === 0) throw unprocessable(placementMessages.cartEmpty);
    const troubled = cart.lines.filter((line) => line.problems.length > 0);
    if (troubled.length > 0) {
      const messages = troubled.flatMap((line) =>
        line.problems.map((problem) => `${line.quote?.product.name ?? ''}: ${problem}`.replace(/^: /, '')),
      );
      const status = troubled.every((line) => line.problemStatus === 409) ? 409 : 422;
      throw new AppError(status, messages[0] ?? placementMessages.cartEmpty, messages);
    }
    if (cart.subtotal < settings.MinOrderSubtotalAmount)
      throw unprocessable(placementMessages.belowMinimumSubtotal(money.format(settings.MinOrderSubtotalAmount)));

    const { totals, shipping, refusedDiscounts, paymentMethod } = await checkoutBreakdown(
      trx,
      { checkoutCart, orderDiscounts, addresses: deps.addresses, paymentMethods },
      { customerId, cart, settings, paymentOverride: request.PaymentMethod || undefined, now: clock.now() },
    );
    if (refusedDiscounts.length > 0) throw unprocessable(refusedDiscounts[0] ?? '', refusedDiscounts);
    if (totals.total < settings.MinOrderTotalAmount)
      throw unprocessable(placementMessages.belowMinimumTotal(money.format(settings.MinOrderTotalAmount)));

    // What ships needs a shipping address and method; an order of downloads only needs neither.
    if (shipping && 'refusal' in shipping) throw unprocessable(shipping.refusal);
    const resolved = shipping;

    const needsPayment = totals.total > 0;
    const method = needsPayment ? paymentMethod : paymentMethods.none;
    if (!method) throw unprocessable(placementMessages.paymentMethodRequired);
    if (needsPayment) {
      const refusal = paymentMethods.refusal(settings, {
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
          throw unprocessable(placementMessages.chequesDoNotCover(money.format(covered), money.format(totals.total)));
      }
    }
    if (settings.TermsOfServiceOnOrderConfirmPage && request.AcceptTermsOfService === false)
      throw unprocessable(placementMessages.termsNotAccepted);

    // Take the stock, line by line: the first line short of stock refuses the order.
    const lines: NewOrderLine[] = [];
    for (const line of cart.lines) {
      const quote = line.quote;
      if (!quote) throw unprocessable(placementMessages.cartEmpty);
      const taken = await productLines.takeStock(trx, quote, line.quantity, nowIso);
      if (!taken) throw new AppError(409, placementMessages.outOfStockAtPlacement(quote.product.name));
      await transitions.stockTaken(trx, line.productId);
      lines.push({
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

    const online = needsPayment && paymentMethods.isOnline(method);
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
    const { id: orderId, customOrderNumber } = await transitions.record(trx, {
      order: {
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
      billing: addressCopy(billing),
      shipping: resolved ? addressCopy(resolved.shippingAddress) : null,
      lines,
      placedAt,
    });
    const displayNumber = toPersianDigits(customOrderNumber);

    await checkoutCart.lockGiftCards(
      trx,
      totals.giftCardUsages.map((usage) => usage.id),
    );
    // The balances read before the lock may have been spent by an order that committed meanwhile.
    const balances = new Map((await checkoutCart.giftCards(trx, customerId)).map((card) => [card.id, card.balance]));
    for (const usage of totals.giftCardUsages) {
      if (usage.amount === 0) continue;
      if ((balances.get(usage.id) ?? 0) < usage.amount)
        throw new AppError(409, placementMessages.giftCardSpent(usage.code));
      await checkoutCart.recordGiftCardUsage(trx, { giftCardId: usage.id, orderId, amount: usage.amount, now: nowIso });
    }
    if (totals.discounts.length > 0)
      await orderDiscounts.recordUsages(trx, { orderId, customerId, applied: totals.discounts, now: placedAt });
    if (totals.redeemedPoints > 0) {
      await rewardPoints.redeem(trx, {
        customerId,
        points: totals.redeemedPoints,
        amount: totals.redeemedAmount,
        orderId,
        message: placementMessages.redeemPoints(displayNumber),
        now: placedAt,
      });
    }
    if (resolved?.hasDeliverySlots) {
      const slot = await attachSlotHoldToOrder(trx, { customerId, orderId, now: placedAt });
      if ('refusal' in slot) throw unprocessable(slot.refusal);
      await transitions.setDeliverySlot(trx, orderId, slot);
    }
    if (method === PAYMENT_METHOD.CheckVertex) await attachChequesToOrder(trx, { customerId, orderId });

    await checkoutCart.empty(trx, customerId);
    await orderDiscounts.clearCart(trx, customerId);
    await clearCheckoutState(trx, customerId);

    const placed = await transitions.placed(trx, orderId, {
      billingContact: { phone: billing.phone_number, email: billing.email },
      settings,
      money,
    });
    const answer = answerFor(placed, paymentMethods);
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

  return {
    async totals(identity) {
      const { settings, money } = await readInputs();
      const customerId = identity.customer
        ? identity.customer.id
        : identity.guestId
          ? ((await guestCustomers.findId(db, identity.guestId)) ?? null)
          : null;
      if (customerId === null) return orderTotals.toResponse(emptyTotals(settings), money);
      const cart = await checkoutCart.read(db, customerId);
      const { totals } = await checkoutBreakdown(
        db,
        { checkoutCart, orderDiscounts, addresses: deps.addresses, paymentMethods },
        { customerId, cart, settings, paymentOverride: undefined, now: clock.now() },
      );
      return orderTotals.toResponse(totals, money);
    },

    async place(identity, request, context) {
      if (context.idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(context.idempotencyKey))
        throw badRequest(placementMessages.idempotencyKeyInvalid);
      const inputs = await readInputs();
      const answer = await db
        .transaction()
        .execute((trx) => placeInTransaction(trx, identity, request, context, inputs));
      await transitions.afterCommit();
      return answer;
    },
  };
}

function answerFor(order: PlacedOrder, paymentMethods: PaymentMethods): PlaceOrderResponse {
  return {
    Success: true,
    Message: placementMessages.placed,
    Errors: [],
    Result: {
      OrderId: order.id,
      CustomOrderNumber: toPersianDigits(order.customOrderNumber),
      PaymentStatus: order.paymentStatus,
      IsPaymentWorkflowRequired:
        paymentMethods.isOnline(order.paymentMethod) &&
        order.paymentStatus === PAYMENT_STATUS.Pending &&
        order.orderStatus !== ORDER_STATUS.Cancelled,
      PaymentMethodSystemName: order.paymentMethod,
    },
  };
}

function addressCopy(address: AddressRow): NewOrderAddress {
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
