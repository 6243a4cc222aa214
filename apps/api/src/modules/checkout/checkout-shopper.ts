// Writes lock the shopper first, so parallel steps of one shopper end as if made one by one.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, SessionRequiredError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Identity } from '../../plugins/identity.js';
import type { CheckoutCartService } from '../cart/index.js';
import { type AddressRow, createGuestCustomers } from '../customers/index.js';
import type { SettingsService, StoreSettings } from '../settings/index.js';
import { checkoutMessages } from './checkout.messages.js';

const guestCustomers = createGuestCustomers();

export interface CheckoutShopper {
  settingsFor: (identity: Identity) => Promise<StoreSettings>;
  readerId: (trx: Kysely<Database>, identity: Identity) => Promise<number | null>;
  writerId: (trx: Kysely<Database>, identity: Identity) => Promise<number>;
}

export function createCheckoutShopper(deps: {
  clock: Clock;
  settings: SettingsService;
  checkoutCart: CheckoutCartService;
}): CheckoutShopper {
  return {
    async settingsFor(identity) {
      const settings = await deps.settings.get();
      if (!identity.customer && !settings.AnonymousCheckoutAllowed) {
        throw new SessionRequiredError(checkoutMessages.guestCheckoutNotAllowed);
      }
      return settings;
    },

    async readerId(trx, identity) {
      if (identity.customer) return identity.customer.id;
      return identity.guestId ? guestCustomers.findId(trx, identity.guestId) : null;
    },

    async writerId(trx, identity) {
      let customerId: number | null = null;
      if (identity.customer) customerId = identity.customer.id;
      else if (identity.guestId)
        customerId = await guestCustomers.ensure(trx, identity.guestId, deps.clock.now().toISOString());
      if (customerId === null) throw badRequest(checkoutMessages.guestIdRequired);
      await deps.checkoutCart.lockShopper(trx, customerId);
      return customerId;
    },
  };
}

export const destinationOf = (address: AddressRow) => ({
  stateProvinceName: address.province_name,
  cityName: address.city_name,
});
