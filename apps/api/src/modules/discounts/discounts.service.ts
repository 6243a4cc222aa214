// One code per cart: another valid code replaces it (the store's codes are not meant to add up); the data model keeps
// a list, so allowing several means only dropping the replacement in `apply`.
import type { Kysely } from 'kysely';
import type { AppliedDiscountList, CheckoutStepResponse } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { AppError, badRequest, notFound, unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Identity } from '../../plugins/identity.js';
import { createCheckoutCart } from '../cart/index.js';
import { createGuestCustomers } from '../customers/index.js';
import type { SettingsService } from '../settings/index.js';
import { discountMessages } from './discounts.messages.js';
import * as repo from './discounts.repository.js';
import { discountRefusal, normaliseDiscountCode } from './discounts.rules.js';
import { describeCartDiscounts } from './order-discounts.js';

const guestCustomers = createGuestCustomers();

export interface DiscountsService {
  apply(identity: Identity, code: string): Promise<CheckoutStepResponse>;
  remove(identity: Identity, discountId: number): Promise<CheckoutStepResponse>;
  applied(identity: Identity): Promise<AppliedDiscountList>;
}

export function createDiscountsService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
}): DiscountsService {
  const { db, clock } = deps;
  const checkoutCart = createCheckoutCart();

  async function readerId(identity: Identity): Promise<number | null> {
    if (identity.customer) return identity.customer.id;
    if (identity.guestId) return guestCustomers.findId(db, identity.guestId);
    return null;
  }

  async function writerId(trx: Kysely<Database>, identity: Identity, now: string): Promise<number> {
    let customerId: number | null = null;
    if (identity.customer) customerId = identity.customer.id;
    else if (identity.guestId) customerId = await guestCustomers.ensure(trx, identity.guestId, now);
    if (customerId === null) throw badRequest(discountMessages.guestIdRequired);
    await checkoutCart.lockShopper(trx, customerId);
    return customerId;
  }

  return {
    async apply(identity, rawCode) {
      const code = normaliseDiscountCode(rawCode);
      // Read before the transaction: on SQLite it holds the one connection.
      const money = await deps.settings.money();
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const discount = await repo.findDiscountByCode(trx, code);
        // A discount nobody types is applied by itself; its internal code is not one a shopper can use.
        if (!discount || discount.is_active !== 1 || discount.requires_coupon_code === 0)
          throw unprocessable(discountMessages.unknownCode);
        const customerId = await writerId(trx, identity, now.toISOString());
        const onCart = await repo.listCartDiscounts(trx, customerId);
        const { subtotal } = await checkoutCart.read(trx, customerId);
        const usage = (await repo.countUsages(trx, [discount.id], customerId)).get(discount.id);
        const refusal = discountRefusal(discount, {
          now,
          subtotal,
          usage: usage ?? { total: 0, byCustomer: 0 },
          money,
          alreadyApplied: onCart.some((d) => d.id === discount.id),
        });
        if (refusal) throw new AppError(refusal.status, refusal.message, [refusal.message]);
        await repo.replaceCartDiscount(trx, customerId, discount.id, now.toISOString());
        const previous = onCart.find((d) => d.id !== discount.id);
        return {
          Success: true,
          Message: previous
            ? discountMessages.replaced(discount.coupon_code, previous.coupon_code)
            : discountMessages.applied(discount.coupon_code),
          Errors: [],
        };
      });
    },

    async remove(identity, discountId) {
      const customerId = await readerId(identity);
      const removed = customerId !== null && (await repo.removeCartDiscount(db, customerId, discountId));
      if (!removed) throw notFound(discountMessages.notApplied);
      return { Success: true, Message: discountMessages.removed, Errors: [] };
    },

    async applied(identity) {
      const customerId = await readerId(identity);
      if (customerId === null) return { Discounts: [], CustomProperties: {} };
      const [money, cart] = await Promise.all([deps.settings.money(), checkoutCart.read(db, customerId)]);
      const entries = await describeCartDiscounts(db, {
        customerId,
        subtotal: cart.subtotal,
        now: clock.now(),
        money,
        lock: false,
      });
      // A code that does not apply now is listed at zero; CustomProperties[code] says why.
      // The code box lists what the shopper typed; an automatic discount shows in the totals only.
      const typed = entries.filter((entry) => !entry.automatic);
      const why: Record<string, string> = {};
      for (const { discount, refusal } of typed) if (refusal) why[discount.coupon_code] = refusal.message;
      return {
        Discounts: typed.map(({ discount, amount }) => ({
          Id: discount.id,
          CouponCode: discount.coupon_code,
          Name: discount.name,
          Amount: money.format(amount),
          AmountValue: amount,
        })),
        CustomProperties: why,
      };
    },
  };
}
