// The one totals calculation that ordertotals shows and placement writes: the cart re-priced, the codes re-checked.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CheckoutCart, CheckoutCartService } from '../cart/index.js';
import { createOrderTotals, type PaymentMethods, type TotalsBreakdown } from '../orders/index.js';
import type { OrderDiscountsService } from '../discounts/index.js';
import { createRewardPointsLedger } from '../reward-points/index.js';
import type { StoreSettings } from '../settings/index.js';
import {
  readCheckoutState,
  resolveShipping,
  type OwnAddresses,
  type Refusal,
  type ResolvedShipping,
} from './checkout-choices.js';

const rewardPoints = createRewardPointsLedger();

const orderTotals = createOrderTotals();

export interface CheckoutBreakdown {
  totals: TotalsBreakdown;
  shipping: ResolvedShipping | Refusal | null;
  refusedDiscounts: string[];
  paymentMethod: string | null;
}

export async function checkoutBreakdown(
  trx: Kysely<Database>,
  services: {
    checkoutCart: CheckoutCartService;
    orderDiscounts: OrderDiscountsService;
    addresses: OwnAddresses;
    paymentMethods: PaymentMethods;
  },
  input: {
    customerId: number;
    cart: CheckoutCart;
    settings: StoreSettings;
    paymentOverride: string | undefined;
    now: Date;
  },
): Promise<CheckoutBreakdown> {
  const { customerId, cart, settings } = input;
  const choices = await readCheckoutState(trx, customerId);
  const discounts = await services.orderDiscounts.evaluate(trx, {
    customerId,
    subtotal: cart.subtotal,
    now: input.now,
  });
  const shipping = cart.requiresShipping
    ? await resolveShipping(trx, services.addresses, {
        customerId,
        subtotal: cart.subtotal,
        weightGrams: cart.weightGrams,
        settings,
      })
    : null;
  const paymentMethod = input.paymentOverride ?? choices.paymentMethod;
  const useRewardPoints = settings.RewardPointsEnabled && choices.useRewardPoints;
  const giftCards = await services.checkoutCart.giftCards(trx, customerId);
  const totals = orderTotals.compute({
    subtotal: cart.subtotal,
    taxRatePercent: settings.TaxRatePercent,
    discounts: discounts.applied,
    shipping: shipping && 'fee' in shipping ? { name: shipping.method.name, fee: shipping.fee } : null,
    paymentMethod: paymentMethod
      ? { systemName: paymentMethod, name: services.paymentMethods.name(paymentMethod), fee: 0 }
      : null,
    giftCards,
    rewardPoints: useRewardPoints
      ? {
          balance: await rewardPoints.balance(trx, customerId),
          toAmount: (points) => rewardPoints.pointsToAmount(points, settings),
          toPoints: (amount) => rewardPoints.amountToPoints(amount, settings),
        }
      : null,
    pointsEarnedFor: (amount) => (settings.RewardPointsEnabled ? rewardPoints.pointsEarnedFor(amount, settings) : 0),
  });
  return {
    totals,
    shipping,
    refusedDiscounts: discounts.refused.map((refused) => refused.message),
    paymentMethod,
  };
}

export function emptyTotals(settings: StoreSettings): TotalsBreakdown {
  return orderTotals.compute({
    subtotal: 0,
    taxRatePercent: settings.TaxRatePercent,
    discounts: [],
    shipping: null,
    paymentMethod: null,
    giftCards: [],
    rewardPoints: null,
    pointsEarnedFor: () => 0,
  });
}
