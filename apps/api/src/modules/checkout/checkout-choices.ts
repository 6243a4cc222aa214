// Read and checked alike by the steps and by placement inside its transaction (ADR 0019): no other source is read.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AddressesService, AddressRow } from '../customers/index.js';

export type OwnAddresses = Pick<AddressesService, 'findOwn'>;
import type { StoreSettings } from '../settings/index.js';
import { checkoutMessages } from './checkout.messages.js';
import { deleteCheckoutState, findCheckoutState } from './checkout-state.repository.js';
import { findActiveShippingMethod } from './shipping.repository.js';
import { shippingFeeOf } from './shipping-rates.js';

export interface CheckoutChoices {
  billingAddressId: number | null;
  shippingAddressId: number | null;
  shipToSameAddress: boolean;
  shippingMethod: string | null;
  paymentMethod: string | null;
  useRewardPoints: boolean;
}

export async function readCheckoutState(db: Kysely<Database>, customerId: number): Promise<CheckoutChoices> {
  const row = await findCheckoutState(db, customerId);
  return {
    billingAddressId: row?.billing_address_id ?? null,
    shippingAddressId: row?.shipping_address_id ?? null,
    // nopCommerce's default: until an address is chosen, the order ships to the billing address.
    shipToSameAddress:
      !row || (row.billing_address_id === null && row.shipping_address_id === null)
        ? true
        : row.ship_to_same_address === 1,
    shippingMethod: row?.shipping_method ?? null,
    paymentMethod: row?.payment_method ?? null,
    useRewardPoints: row?.use_reward_points === 1,
  };
}

export function clearCheckoutState(trx: Kysely<Database>, customerId: number): Promise<void> {
  return deleteCheckoutState(trx, customerId);
}

export interface Refusal {
  refusal: string;
}

export async function resolveBillingAddress(
  db: Kysely<Database>,
  addresses: OwnAddresses,
  customerId: number,
): Promise<{ address: AddressRow } | Refusal> {
  const { billingAddressId } = await readCheckoutState(db, customerId);
  const address = billingAddressId === null ? undefined : await addresses.findOwn(db, customerId, billingAddressId);
  return address ? { address } : { refusal: checkoutMessages.billingAddressRequired };
}

export interface ResolvedShipping {
  method: { systemName: string; name: string };
  fee: number;
  free: boolean;
  payOnDelivery: boolean;
  hasDeliverySlots: boolean;
  shippingAddress: AddressRow;
}

export async function resolveShipping(
  db: Kysely<Database>,
  addresses: OwnAddresses,
  input: {
    customerId: number;
    subtotal: number;
    weightGrams: number;
    settings: Pick<StoreSettings, 'FreeShippingOverAmount'>;
  },
): Promise<ResolvedShipping | Refusal> {
  const choices = await readCheckoutState(db, input.customerId);
  const address =
    choices.shippingAddressId === null
      ? undefined
      : await addresses.findOwn(db, input.customerId, choices.shippingAddressId);
  if (!address) return { refusal: checkoutMessages.shippingAddressRequired };
  if (choices.shippingMethod === null) return { refusal: checkoutMessages.shippingMethodNotChosen };
  const method = await findActiveShippingMethod(db, choices.shippingMethod);
  if (!method) return { refusal: checkoutMessages.shippingMethodNotFound };
  const priced = shippingFeeOf(
    {
      rateProvider: method.rate_provider,
      rateSettings: method.rate_settings,
      payOnDelivery: method.pay_on_delivery === 1,
      hasDeliverySlots: method.has_delivery_slots === 1,
    },
    {
      destination: { stateProvinceName: address.province_name, cityName: address.city_name },
      weightGrams: input.weightGrams,
      subtotal: input.subtotal,
      freeShippingOverAmount: input.settings.FreeShippingOverAmount,
    },
  );
  if ('unavailable' in priced) return { refusal: checkoutMessages.methodUnavailable(method.name, priced.unavailable) };
  return {
    method: { systemName: method.system_name, name: method.name },
    fee: priced.fee,
    free: priced.free,
    payOnDelivery: method.pay_on_delivery === 1,
    hasDeliverySlots: method.has_delivery_slots === 1,
    shippingAddress: address,
  };
}
