// The shopper's choices are kept in `checkout_state` and read again by placement inside its transaction, so the
// rules both apply live in checkout-choices.ts, delivery-slots.ts, cheques.ts and orders' payment methods.
import type { Kysely } from 'kysely';
import type {
  AddChequeRequest,
  CheckoutAddresses,
  CheckoutStepResponse,
  ChequeList,
  DeliveryDateTimesResponse,
  PaymentMethodList,
  SelectDeliveryTimeRequest,
  ShippingMethodList,
  ShippingMethodOption,
} from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { notFound, unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Identity } from '../../plugins/identity.js';
import { createCheckoutCart } from '../cart/index.js';
import type { AddressesService, AddressRow } from '../customers/index.js';
import { createOrderDiscounts } from '../discounts/index.js';
import type { OnlinePaymentMethod, OrderTransitions } from '../orders/index.js';
import type { SettingsService, StoreSettings } from '../settings/index.js';
import { createChequeSteps } from './cheque-steps.js';
import { readCheckoutState } from './checkout-choices.js';
import { createCheckoutShopper, destinationOf } from './checkout-shopper.js';
import { saveCheckoutState } from './checkout-state.repository.js';
import { checkoutMessages } from './checkout.messages.js';
import { deliveryTable, holdSlot, releaseSlotOfCustomer } from './delivery-slots.js';
import { createPaymentStep } from './payment-step.js';
import { findActiveShippingMethod, listActiveShippingMethods, type ShippingMethodRow } from './shipping.repository.js';
import { courierDaysOf, isVariantOfAny, shippingFeeOf } from './shipping-rates.js';

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

const ratesOf = (method: ShippingMethodRow) => ({
  rateProvider: method.rate_provider,
  rateSettings: method.rate_settings,
  payOnDelivery: method.pay_on_delivery === 1,
  hasDeliverySlots: method.has_delivery_slots === 1,
});

export function createCheckoutService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
  addresses: AddressesService;
  onlinePaymentMethod: OnlinePaymentMethod;
  transitions: OrderTransitions;
}): CheckoutService {
  const { db, clock } = deps;
  const now = () => clock.now();
  const checkoutCart = createCheckoutCart();
  const shopper = createCheckoutShopper({ clock, settings: deps.settings, checkoutCart });
  const { settingsFor, readerId, writerId } = shopper;
  const payment = createPaymentStep({ ...deps, checkoutCart, orderDiscounts: createOrderDiscounts(), shopper });
  const { contextOf, ...paymentSteps } = payment;
  const chequeSteps = createChequeSteps({
    ...deps,
    checkoutCart,
    shopper,
    orderTotal: async (trx, customerId, settings, money) =>
      (await contextOf(trx, customerId, settings, money)).orderTotal,
  });

  async function ownAddress(trx: Kysely<Database>, customerId: number, addressId: number): Promise<AddressRow> {
    const address = await deps.addresses.findOwn(trx, customerId, addressId);
    if (!address) throw notFound(checkoutMessages.addressNotFound);
    return address;
  }

  /** A method no longer offered at the new address is cleared with its slot; one still offered keeps it. */
  async function onShippingAddressChanged(
    trx: Kysely<Database>,
    customerId: number,
    address: AddressRow,
    settings: StoreSettings,
  ): Promise<void> {
    const { shippingMethod } = await readCheckoutState(trx, customerId);
    if (shippingMethod === null) return;
    const method = await findActiveShippingMethod(trx, shippingMethod);
    const cart = await checkoutCart.read(trx, customerId);
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
          ShipToSameAddress: true,
          IsShippable: false,
          CustomProperties: {},
        };
      }
      const [addresses, choices, cart] = await Promise.all([
        deps.addresses.list(customerId),
        readCheckoutState(db, customerId),
        checkoutCart.read(db, customerId),
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
        checkoutCart.read(db, customerId),
        listActiveShippingMethods(db),
      ]);
      if (cart.lines.length === 0) return empty(checkoutMessages.cartEmpty);
      if (!cart.requiresShipping) return empty(checkoutMessages.nothingShips);
      const address =
        choices.shippingAddressId === null
          ? undefined
          : await deps.addresses.findOwn(db, customerId, choices.shippingAddressId);
      if (!address) return empty(checkoutMessages.chooseShippingAddressFirst);

      const options: ShippingMethodOption[] = [];
      const warnings: string[] = [];
      const quotes = methods.map((method) => ({
        method,
        priced: shippingFeeOf(ratesOf(method), {
          destination: destinationOf(address),
          weightGrams: cart.weightGrams,
          subtotal: cart.subtotal,
          freeShippingOverAmount: settings.FreeShippingOverAmount,
        }),
      }));
      const free = quotes.flatMap(({ method, priced }) =>
        'unavailable' in priced || !priced.free ? [] : [method.system_name],
      );
      for (const { method, priced } of quotes) {
        if ('unavailable' in priced) {
          warnings.push(checkoutMessages.methodUnavailable(method.name, priced.unavailable));
          continue;
        }
        const payOnDelivery = method.pay_on_delivery === 1;
        if (payOnDelivery && isVariantOfAny(method.system_name, free)) continue;
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
          FreeShippingReason: priced.free
            ? checkoutMessages.freeShippingOver(money.format(settings.FreeShippingOverAmount))
            : null,
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
        const cart = await checkoutCart.read(trx, customerId);
        if (cart.lines.length === 0) throw unprocessable(checkoutMessages.cartEmpty);
        if (!cart.requiresShipping) throw unprocessable(checkoutMessages.nothingShips);
        const method = await findActiveShippingMethod(trx, systemName);
        if (!method) throw notFound(checkoutMessages.shippingMethodNotFound);
        const choices = await readCheckoutState(trx, customerId);
        const address =
          choices.shippingAddressId === null
            ? undefined
            : await deps.addresses.findOwn(trx, customerId, choices.shippingAddressId);
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
        await checkoutCart.lockShopper(trx, customerId);
        await releaseSlotOfCustomer(trx, customerId);
      });
      return ok(checkoutMessages.deliverySlotReleased);
    },

    ...paymentSteps,
    ...chequeSteps,
  };
}
