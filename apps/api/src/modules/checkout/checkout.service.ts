/**
 * The checkout steps before placement (ADR 0019): addresses, shipping method and courier slot,
 * payment method and reward points, Sayadi cheques. What the shopper chose is kept in
 * `checkout_state` and read again by placement inside its transaction (checkout-choices.ts,
 * delivery-slots.ts, payment-methods.ts, cheques.ts hold the rules both apply).
 *
 * Who checks out: a customer, or a guest when the store allows anonymous checkout
 * (AnonymousCheckoutAllowed); otherwise every step answers 401 so the app sends the shopper to log
 * in. Writes lock the shopper first, so parallel steps of one shopper end as if made one by one.
 */
import type { Kysely } from 'kysely';
import {
  ORDER_STATUS,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  type AddChequeRequest,
  type CheckoutAddresses,
  type CheckoutStepResponse,
  type ChequeList,
  type DeliveryDateTimesResponse,
  type PaymentMethodList,
  type SelectDeliveryTimeRequest,
  type ShippingMethodList,
  type ShippingMethodOption,
} from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, notFound, SessionRequiredError, unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MoneyFormatter } from '../../lib/money.js';
import type { Identity } from '../../plugins/identity.js';
import { giftCardsForCheckout, lockShopper, readCartForCheckout, type CheckoutCart } from '../cart/index.js';
import {
  ensureGuestCustomer,
  findGuestCustomerId,
  findOwnAddress,
  type AddressesService,
  type AddressRow,
} from '../customers/index.js';
import { evaluateCartDiscounts } from '../discounts/index.js';
import { amountToPoints, pointsToAmount, redeemablePoints, rewardPointsBalance } from '../reward-points/index.js';
import type { SettingsService, StoreSettings } from '../settings/index.js';
import { readCheckoutState, resolveShipping, type CheckoutChoices, type ResolvedShipping } from './checkout-choices.js';
import { saveCheckoutState } from './checkout-state.repository.js';
import * as chequesRepo from './cheques.repository.js';
import { chequesTotal, parseChequeDueDate, parseSayadiSerial, toChequeView } from './cheques.js';
import { deliveryTable, holdSlot, releaseSlotOfCustomer } from './delivery-slots.js';
import { computeTotals } from './order-totals.js';
import { findOrder, insertOrderNote, transitionOrder } from './orders.repository.js';
import { checkoutMessages, orderMessages } from './orders.messages.js';
import {
  offeredPaymentMethods,
  paymentMethodAllowed,
  paymentMethodDescription,
  paymentMethodName,
  type OnlinePaymentMethod,
} from './payment-methods.js';
import { findActiveShippingMethod, listActiveShippingMethods, type ShippingMethodRow } from './shipping.repository.js';
import { courierDaysOf, shippingFeeOf } from './shipping-rates.js';

export interface CheckoutService {
  addresses(identity: Identity): Promise<CheckoutAddresses>;
  applyBillingAddress(identity: Identity, addressId: number, shipToSameAddress: boolean): Promise<CheckoutStepResponse>;
  applyShippingAddress(identity: Identity, addressId: number): Promise<CheckoutStepResponse>;
  applyPickupAddress(identity: Identity, addressId: number): Promise<CheckoutStepResponse>;
  shippingMethods(identity: Identity): Promise<ShippingMethodList>;
  applyShippingMethod(identity: Identity, systemName: string): Promise<CheckoutStepResponse>;
  deliveryDateTimes(identity: Identity, selectedName: string | undefined): Promise<DeliveryDateTimesResponse>;
  selectDeliveryDateTime(identity: Identity, request: SelectDeliveryTimeRequest): Promise<CheckoutStepResponse>;
  removeDeliveryDateTime(identity: Identity): Promise<CheckoutStepResponse>;
  paymentMethods(identity: Identity): Promise<PaymentMethodList>;
  applyPaymentMethod(
    identity: Identity,
    systemName: string,
    useRewardPoints: boolean | undefined,
  ): Promise<CheckoutStepResponse>;
  cheques(identity: Identity, orderId: number | undefined): Promise<ChequeList>;
  addCheque(identity: Identity, request: AddChequeRequest): Promise<ChequeList>;
  removeCheque(identity: Identity, chequeId: number): Promise<ChequeList>;
}

const ok = (message: string): CheckoutStepResponse => ({ Success: true, Message: message, Errors: [] });

const destinationOf = (address: AddressRow) => ({
  stateProvinceName: address.province_name,
  cityName: address.city_name,
});

const ratesOf = (method: ShippingMethodRow) => ({
  rateProvider: method.rate_provider,
  rateSettings: method.rate_settings,
  payOnDelivery: method.pay_on_delivery === 1,
  hasDeliverySlots: method.has_delivery_slots === 1,
});

/** What the order comes to now, as the payment and cheque steps see it. */
interface CheckoutContext {
  choices: CheckoutChoices;
  cart: CheckoutCart;
  /** Null when nothing ships. */
  shipping: ResolvedShipping | { refusal: string } | null;
  /** The chosen shipping address (before a method is chosen too); null when none or nothing ships. */
  shippingAddress: AddressRow | null;
  /** Rial left to pay before reward points. */
  totalBeforePoints: number;
  /** Rial left to pay with the points the shopper chose to use. */
  orderTotal: number;
  rewardPointsBalance: number;
}

export function createCheckoutService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
  addresses: AddressesService;
  /** The gateway this server pays through (configuration): the online method offered. */
  onlinePaymentMethod: OnlinePaymentMethod;
}): CheckoutService {
  const { db, clock } = deps;
  const now = () => clock.now();

  /** The store's settings, after checking this shopper may check out at all (401 for a guest when not). */
  async function settingsFor(identity: Identity): Promise<StoreSettings> {
    const settings = await deps.settings.get();
    if (!identity.customer && !settings.AnonymousCheckoutAllowed) {
      throw new SessionRequiredError(checkoutMessages.guestCheckoutNotAllowed);
    }
    return settings;
  }

  /** The shopper a read is for; null for a guest who has written nothing yet. */
  async function readerId(trx: Kysely<Database>, identity: Identity): Promise<number | null> {
    if (identity.customer) return identity.customer.id;
    return identity.guestId ? findGuestCustomerId(trx, identity.guestId) : null;
  }

  /** The shopper a write is for (a guest's row created on their first write), locked for the transaction. */
  async function writerId(trx: Kysely<Database>, identity: Identity): Promise<number> {
    let customerId: number | null = null;
    if (identity.customer) customerId = identity.customer.id;
    else if (identity.guestId) customerId = await ensureGuestCustomer(trx, identity.guestId, now().toISOString());
    if (customerId === null) throw badRequest(checkoutMessages.guestIdRequired);
    await lockShopper(trx, customerId);
    return customerId;
  }

  async function ownAddress(trx: Kysely<Database>, customerId: number, addressId: number): Promise<AddressRow> {
    const address = await findOwnAddress(trx, customerId, addressId);
    if (!address) throw notFound(checkoutMessages.addressNotFound);
    return address;
  }

  /**
   * A new shipping address: a chosen method no longer offered there is cleared, and with it the
   * courier slot. A method still offered (the courier to another address in the same city) keeps
   * its slot.
   */
  async function onShippingAddressChanged(
    trx: Kysely<Database>,
    customerId: number,
    address: AddressRow,
    settings: StoreSettings,
  ): Promise<void> {
    const { shippingMethod } = await readCheckoutState(trx, customerId);
    if (shippingMethod === null) return;
    const method = await findActiveShippingMethod(trx, shippingMethod);
    const cart = await readCartForCheckout(trx, customerId);
    const priced = method
      ? shippingFeeOf(ratesOf(method), {
          destination: destinationOf(address),
          weightGrams: cart.weightGrams,
          subtotal: cart.subtotal,
          freeShippingOverAmount: settings.FreeShippingOverAmount,
        })
      : undefined;
    if (priced && !('unavailable' in priced)) return;
    await saveCheckoutState(trx, customerId, { shipping_method: null }, now().toISOString());
    await releaseSlotOfCustomer(trx, customerId);
  }

  /**
   * The order total for the payment and cheque steps, with the one totals calculation placement
   * uses (order-totals.ts): subtotal less discount codes, shipping, gift cards, then reward points
   * when the shopper chose to use them. The payment method's fee is 0 for every method offered.
   */
  async function contextOf(
    trx: Kysely<Database>,
    customerId: number,
    settings: StoreSettings,
    money: MoneyFormatter,
  ): Promise<CheckoutContext> {
    const [choices, cart] = await Promise.all([
      readCheckoutState(trx, customerId),
      readCartForCheckout(trx, customerId),
    ]);
    const shipping = !cart.requiresShipping
      ? null
      : await resolveShipping(trx, {
          customerId,
          subtotal: cart.subtotal,
          weightGrams: cart.weightGrams,
          settings,
        });
    const discounts = await evaluateCartDiscounts(trx, { customerId, subtotal: cart.subtotal, now: now(), money });
    const giftCards = await giftCardsForCheckout(trx, customerId);
    const balance = settings.RewardPointsEnabled ? await rewardPointsBalance(trx, customerId) : 0;
    const totalsWith = (usePoints: boolean) =>
      computeTotals({
        subtotal: cart.subtotal,
        taxRatePercent: settings.TaxRatePercent,
        discounts: discounts.applied,
        shipping: shipping && !('refusal' in shipping) ? { name: shipping.method.name, fee: shipping.fee } : null,
        paymentMethod: null,
        giftCards,
        rewardPoints: usePoints
          ? {
              balance: redeemablePoints(balance, Number.MAX_SAFE_INTEGER, settings),
              toAmount: (points) => pointsToAmount(points, settings),
              toPoints: (amount) => amountToPoints(amount, settings),
            }
          : null,
        pointsEarnedFor: () => 0,
      }).total;
    const totalBeforePoints = totalsWith(false);
    const shippingAddress =
      !cart.requiresShipping || choices.shippingAddressId === null
        ? null
        : ((await findOwnAddress(trx, customerId, choices.shippingAddressId)) ?? null);
    return {
      choices,
      cart,
      shipping,
      shippingAddress,
      totalBeforePoints,
      orderTotal: choices.useRewardPoints ? totalsWith(true) : totalBeforePoints,
      rewardPointsBalance: balance,
    };
  }

  const shippingAddressOf = (context: CheckoutContext) =>
    context.shippingAddress ? destinationOf(context.shippingAddress) : null;

  function chequeList(
    rows: chequesRepo.ChequeRow[],
    orderTotal: number,
    settings: StoreSettings,
    money: MoneyFormatter,
  ): ChequeList {
    const total = chequesTotal(rows);
    return {
      Success: true,
      Result: {
        DescriptionText: settings.ChequePaymentInstructions,
        ChecksTotal: money.format(total),
        ChecksTotalValue: total,
        OrderTotal: money.format(orderTotal),
        OrderTotalValue: orderTotal,
        Checks: rows.map((row) => toChequeView(row, money)),
        Accpted: total >= orderTotal,
      },
    };
  }

  /** An order of the shopper that pays by cheque; 404 for anyone else's. */
  async function ownChequeOrder(trx: Kysely<Database>, customerId: number | null, orderId: number) {
    const order = await findOrder(trx, orderId);
    if (!order || customerId === null || order.customer_id !== customerId) {
      throw notFound(checkoutMessages.chequeOrderNotFound);
    }
    return order;
  }

  /** The shopper may register cheques for an order still waiting for them (its cheques were rejected, or under review). */
  const awaitsCheques = (order: { payment_method: string; payment_status: number; order_status: number }) =>
    order.payment_method === PAYMENT_METHOD.CheckVertex &&
    order.order_status !== ORDER_STATUS.Cancelled &&
    (order.payment_status === PAYMENT_STATUS.Pending || order.payment_status === PAYMENT_STATUS.Authorized);

  /**
   * After the store rejected an order's cheques (payment back to Pending), new ones that cover the
   * order put it back under review: Authorized, and Processing again, with a note.
   */
  async function chequesCoverOrderAgain(trx: Kysely<Database>, orderId: number): Promise<void> {
    const order = await findOrder(trx, orderId);
    if (!order || order.payment_status !== PAYMENT_STATUS.Pending) return;
    const covered = chequesTotal(await chequesRepo.listOrderCheques(trx, orderId));
    if (covered < Number(order.order_total)) return;
    const at = now().toISOString();
    const changed = await transitionOrder(
      trx,
      orderId,
      { orderStatus: [ORDER_STATUS.Pending], paymentStatus: [PAYMENT_STATUS.Pending] },
      { payment_status: PAYMENT_STATUS.Authorized, order_status: ORDER_STATUS.Processing, updated_at: at },
    );
    if (changed) await insertOrderNote(trx, { orderId, note: orderMessages.noteChequesRegisteredAgain, now: at });
  }

  async function cheques(identity: Identity, orderId: number | undefined): Promise<ChequeList> {
    const settings = await settingsFor(identity);
    const money = await deps.settings.money();
    const customerId = await readerId(db, identity);
    if (orderId !== undefined) {
      const order = await ownChequeOrder(db, customerId, orderId);
      return chequeList(await chequesRepo.listOrderCheques(db, order.id), Number(order.order_total), settings, money);
    }
    if (customerId === null) return chequeList([], 0, settings, money);
    const [rows, context] = await Promise.all([
      chequesRepo.listCheckoutCheques(db, customerId),
      contextOf(db, customerId, settings, money),
    ]);
    return chequeList(rows, context.orderTotal, settings, money);
  }

  return {
    async addresses(identity) {
      await settingsFor(identity);
      const customerId = await readerId(db, identity);
      if (customerId === null) {
        return {
          Addresses: [],
          BillingAddressId: null,
          ShippingAddressId: null,
          PickupAddressId: null,
          ShipToSameAddress: false,
          IsShippable: false,
          CustomProperties: {},
        };
      }
      const [addresses, choices, cart] = await Promise.all([
        deps.addresses.list(customerId),
        readCheckoutState(db, customerId),
        readCartForCheckout(db, customerId),
      ]);
      const known = (id: number | null) => (id !== null && addresses.some((a) => a.Id === id) ? id : null);
      return {
        Addresses: addresses,
        BillingAddressId: known(choices.billingAddressId),
        ShippingAddressId: known(choices.shippingAddressId),
        PickupAddressId: null,
        ShipToSameAddress: choices.shipToSameAddress,
        // A cart of downloads only ships nothing: no shipping address or method is asked.
        IsShippable: cart.requiresShipping,
        CustomProperties: {},
      };
    },

    async applyBillingAddress(identity, addressId, shipToSameAddress) {
      const settings = await settingsFor(identity);
      await db.transaction().execute(async (trx) => {
        const customerId = await writerId(trx, identity);
        const address = await ownAddress(trx, customerId, addressId);
        const previous = await readCheckoutState(trx, customerId);
        await saveCheckoutState(
          trx,
          customerId,
          shipToSameAddress
            ? { billing_address_id: address.id, shipping_address_id: address.id, ship_to_same_address: 1 }
            : { billing_address_id: address.id, ship_to_same_address: 0 },
          now().toISOString(),
        );
        if (shipToSameAddress && previous.shippingAddressId !== address.id) {
          await onShippingAddressChanged(trx, customerId, address, settings);
        }
      });
      return ok(checkoutMessages.billingAddressSaved);
    },

    async applyShippingAddress(identity, addressId) {
      const settings = await settingsFor(identity);
      await db.transaction().execute(async (trx) => {
        const customerId = await writerId(trx, identity);
        const address = await ownAddress(trx, customerId, addressId);
        const previous = await readCheckoutState(trx, customerId);
        await saveCheckoutState(
          trx,
          customerId,
          {
            shipping_address_id: address.id,
            ship_to_same_address: previous.billingAddressId === address.id ? 1 : 0,
          },
          now().toISOString(),
        );
        if (previous.shippingAddressId !== address.id) {
          await onShippingAddressChanged(trx, customerId, address, settings);
        }
      });
      return ok(checkoutMessages.shippingAddressSaved);
    },

    async applyPickupAddress(identity) {
      await settingsFor(identity);
      throw unprocessable(checkoutMessages.noPickupPoints);
    },

    async shippingMethods(identity) {
      const settings = await settingsFor(identity);
      const money = await deps.settings.money();
      const empty = (warning: string): ShippingMethodList => ({
        ShippingMethods: [],
        Warnings: [warning],
        CustomProperties: {},
      });
      const customerId = await readerId(db, identity);
      if (customerId === null) return empty(checkoutMessages.cartEmpty);
      const [choices, cart, methods] = await Promise.all([
        readCheckoutState(db, customerId),
        readCartForCheckout(db, customerId),
        listActiveShippingMethods(db),
      ]);
      if (cart.lines.length === 0) return empty(checkoutMessages.cartEmpty);
      if (!cart.requiresShipping) return empty(checkoutMessages.nothingShips);
      const address =
        choices.shippingAddressId === null
          ? undefined
          : await findOwnAddress(db, customerId, choices.shippingAddressId);
      if (!address) return empty(checkoutMessages.chooseShippingAddressFirst);

      const options: ShippingMethodOption[] = [];
      const warnings: string[] = [];
      for (const method of methods) {
        const priced = shippingFeeOf(ratesOf(method), {
          destination: destinationOf(address),
          weightGrams: cart.weightGrams,
          subtotal: cart.subtotal,
          freeShippingOverAmount: settings.FreeShippingOverAmount,
        });
        if ('unavailable' in priced) {
          warnings.push(checkoutMessages.methodUnavailable(method.name, priced.unavailable));
          continue;
        }
        const payOnDelivery = method.pay_on_delivery === 1;
        options.push({
          SystemName: method.system_name,
          Name: method.name,
          Description: method.description,
          Fee: payOnDelivery
            ? checkoutMessages.payOnDelivery
            : priced.fee === 0
              ? checkoutMessages.freeShipping
              : money.format(priced.fee),
          FeeValue: priced.fee,
          PayOnDelivery: payOnDelivery,
          HasDeliverySlots: method.has_delivery_slots === 1,
          Selected: choices.shippingMethod === method.system_name,
        });
      }
      return { ShippingMethods: options, Warnings: warnings, CustomProperties: {} };
    },

    async applyShippingMethod(identity, systemName) {
      const settings = await settingsFor(identity);
      await db.transaction().execute(async (trx) => {
        const customerId = await writerId(trx, identity);
        const cart = await readCartForCheckout(trx, customerId);
        if (cart.lines.length === 0) throw unprocessable(checkoutMessages.cartEmpty);
        if (!cart.requiresShipping) throw unprocessable(checkoutMessages.nothingShips);
        const method = await findActiveShippingMethod(trx, systemName);
        if (!method) throw notFound(checkoutMessages.shippingMethodNotFound);
        const choices = await readCheckoutState(trx, customerId);
        const address =
          choices.shippingAddressId === null
            ? undefined
            : await findOwnAddress(trx, customerId, choices.shippingAddressId);
        if (!address) throw unprocessable(checkoutMessages.shippingAddressRequired);
        const priced = shippingFeeOf(ratesOf(method), {
          destination: destinationOf(address),
          weightGrams: cart.weightGrams,
          subtotal: cart.subtotal,
          freeShippingOverAmount: settings.FreeShippingOverAmount,
        });
        if ('unavailable' in priced) {
          throw unprocessable(checkoutMessages.methodUnavailable(method.name, priced.unavailable));
        }
        if (choices.shippingMethod !== method.system_name) await releaseSlotOfCustomer(trx, customerId);
        await saveCheckoutState(trx, customerId, { shipping_method: method.system_name }, now().toISOString());
      });
      return ok(checkoutMessages.shippingMethodSaved);
    },

    async deliveryDateTimes(identity, selectedName) {
      await settingsFor(identity);
      const customerId = await readerId(db, identity);
      const chosen = customerId === null ? null : (await readCheckoutState(db, customerId)).shippingMethod;
      const name = selectedName?.trim() || chosen;
      // The app may name the method by its system name or by the name it shows.
      const method = name
        ? (await listActiveShippingMethods(db)).find((m) => m.system_name === name || m.name === name)
        : undefined;
      const days = method && method.has_delivery_slots === 1 ? courierDaysOf(method.rate_settings) : 0;
      if (days === 0) return { Success: true, Result: { IsDisabled: true, AvailableDeliveryDateTimesTable: [] } };
      return {
        Success: true,
        Result: {
          IsDisabled: false,
          AvailableDeliveryDateTimesTable: await deliveryTable(db, { now: now(), days, customerId }),
        },
      };
    },

    async selectDeliveryDateTime(identity, request) {
      const settings = await settingsFor(identity);
      await db.transaction().execute(async (trx) => {
        const customerId = await writerId(trx, identity);
        const { shippingMethod } = await readCheckoutState(trx, customerId);
        const method = shippingMethod === null ? undefined : await findActiveShippingMethod(trx, shippingMethod);
        const days = method && method.has_delivery_slots === 1 ? courierDaysOf(method.rate_settings) : 0;
        if (days === 0) throw unprocessable(checkoutMessages.chooseCourierFirst);
        await holdSlot(trx, {
          customerId,
          date: request.DeliveryDate.slice(0, 10),
          timeRangeId: request.AvailableDeliveryTimeRangeId,
          now: now(),
          days,
          holdMinutes: settings.DeliverySlotHoldMinutes,
        });
      });
      return ok(checkoutMessages.deliverySlotHeld(settings.DeliverySlotHoldMinutes));
    },

    async removeDeliveryDateTime(identity) {
      await settingsFor(identity);
      await db.transaction().execute(async (trx) => {
        const customerId = await readerId(trx, identity);
        if (customerId === null) return;
        await lockShopper(trx, customerId);
        await releaseSlotOfCustomer(trx, customerId);
      });
      return ok(checkoutMessages.deliverySlotReleased);
    },

    async paymentMethods(identity) {
      const settings = await settingsFor(identity);
      const money = await deps.settings.money();
      const customerId = await readerId(db, identity);
      const context = customerId === null ? null : await contextOf(db, customerId, settings, money);
      const orderTotal = context?.orderTotal ?? 0;
      const shippingAddress = context ? shippingAddressOf(context) : null;
      const options = [];
      const warnings: string[] = [];
      for (const systemName of offeredPaymentMethods(settings, deps.onlinePaymentMethod)) {
        const refusal = paymentMethodAllowed(settings, deps.onlinePaymentMethod, {
          systemName,
          orderTotal,
          shippingAddress,
        });
        if (refusal !== null) {
          warnings.push(refusal);
          continue;
        }
        options.push({
          PaymentMethodSystemName: systemName,
          Name: paymentMethodName(systemName),
          Description: paymentMethodDescription(systemName),
          Fee: money.format(0),
          FeeValue: 0,
          LogoUrl: null,
          Selected: context?.choices.paymentMethod === systemName,
        });
      }
      const balance = context?.rewardPointsBalance ?? 0;
      const usable = redeemablePoints(balance, Number.MAX_SAFE_INTEGER, settings);
      const usableAmount = pointsToAmount(usable, settings);
      return {
        PaymentMethods: options,
        DisplayRewardPoints: usable > 0,
        RewardPointsBalance: balance,
        RewardPointsAmount: money.format(usableAmount),
        RewardPointsAmountValue: usableAmount,
        RewardPointsEnoughToPayForOrder: usable > 0 && usableAmount >= (context?.totalBeforePoints ?? 0),
        UseRewardPoints: usable > 0 && context?.choices.useRewardPoints === true,
        Warnings: warnings,
        CustomProperties: {},
      };
    },

    async applyPaymentMethod(identity, systemName, useRewardPoints) {
      const settings = await settingsFor(identity);
      const money = await deps.settings.money();
      await db.transaction().execute(async (trx) => {
        const customerId = await writerId(trx, identity);
        if (useRewardPoints !== undefined) {
          const balance = settings.RewardPointsEnabled ? await rewardPointsBalance(trx, customerId) : 0;
          if (useRewardPoints && redeemablePoints(balance, Number.MAX_SAFE_INTEGER, settings) === 0) {
            throw unprocessable(checkoutMessages.rewardPointsUnavailable);
          }
          await saveCheckoutState(trx, customerId, { use_reward_points: useRewardPoints ? 1 : 0 }, now().toISOString());
        }
        const context = await contextOf(trx, customerId, settings, money);
        const refusal = paymentMethodAllowed(settings, deps.onlinePaymentMethod, {
          systemName,
          orderTotal: context.orderTotal,
          shippingAddress: shippingAddressOf(context),
        });
        if (refusal !== null) throw unprocessable(refusal);
        await saveCheckoutState(trx, customerId, { payment_method: systemName }, now().toISOString());
      });
      return ok(checkoutMessages.paymentMethodSaved);
    },

    cheques,

    async addCheque(identity, request) {
      await settingsFor(identity);
      const serial = parseSayadiSerial(request.Serial);
      if (serial === null) throw badRequest(checkoutMessages.chequeSerialInvalid);
      const due = parseChequeDueDate(request.Date, now());
      if ('refusal' in due) throw badRequest(due.refusal);
      const holder = request.Holder.trim();
      if (holder.length < 2) throw badRequest(checkoutMessages.chequeHolderRequired);
      await db.transaction().execute(async (trx) => {
        const customerId = await writerId(trx, identity);
        if (request.OrderId !== undefined) {
          const order = await ownChequeOrder(trx, customerId, request.OrderId);
          if (!awaitsCheques(order)) throw unprocessable(checkoutMessages.chequeOrderNotAwaitingCheques);
        }
        if (await chequesRepo.isSerialRegistered(trx, serial)) throw conflict(checkoutMessages.chequeDuplicate);
        await chequesRepo.insertCheque(trx, {
          customer_id: customerId,
          order_id: request.OrderId ?? null,
          holder,
          serial,
          amount: request.Amount,
          due_date: due.date,
          status: 'pending',
          created_at: now().toISOString(),
        });
        if (request.OrderId !== undefined) await chequesCoverOrderAgain(trx, request.OrderId);
      });
      return cheques(identity, request.OrderId);
    },

    async removeCheque(identity, chequeId) {
      await settingsFor(identity);
      const orderId = await db.transaction().execute(async (trx) => {
        const customerId = await readerId(trx, identity);
        if (customerId === null) throw notFound(checkoutMessages.chequeNotFound);
        await lockShopper(trx, customerId);
        const cheque = await chequesRepo.findChequeOfCustomer(trx, customerId, chequeId);
        if (!cheque || cheque.status !== 'pending') throw notFound(checkoutMessages.chequeNotFound);
        // A cheque under review for an order stays until the store decides; after a rejection the shopper may change them.
        if (cheque.order_id !== null) {
          const order = await findOrder(trx, cheque.order_id);
          if (!order || order.payment_status !== PAYMENT_STATUS.Pending)
            throw notFound(checkoutMessages.chequeNotFound);
        }
        await chequesRepo.deletePendingCheque(trx, customerId, cheque.id);
        return cheque.order_id ?? undefined;
      });
      return cheques(identity, orderId);
    },
  };
}
