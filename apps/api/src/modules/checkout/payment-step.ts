// The total is placement's own calculation (orders' order-totals.ts); every method offered has a fee of 0.
import type { Kysely } from 'kysely';
import type { CheckoutStepResponse, PaymentMethodList } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MoneyFormatter } from '../../lib/money.js';
import type { Identity } from '../../plugins/identity.js';
import type { CheckoutCart, CheckoutCartService } from '../cart/index.js';
import type { AddressRow } from '../customers/index.js';
import type { OrderDiscountsService } from '../discounts/index.js';
import { createOrderTotals, createPaymentMethods, type OnlinePaymentMethod } from '../orders/index.js';
import { createRewardPointsLedger } from '../reward-points/index.js';
import type { SettingsService, StoreSettings } from '../settings/index.js';
import {
  readCheckoutState,
  resolveShipping,
  type CheckoutChoices,
  type OwnAddresses,
  type ResolvedShipping,
} from './checkout-choices.js';
import { destinationOf, type CheckoutShopper } from './checkout-shopper.js';
import { saveCheckoutState } from './checkout-state.repository.js';
import { checkoutMessages } from './checkout.messages.js';

const rewardPoints = createRewardPointsLedger();

export interface CheckoutContext {
  choices: CheckoutChoices;
  cart: CheckoutCart;
  shipping: ResolvedShipping | { refusal: string } | null;
  shippingAddress: AddressRow | null;
  totalBeforePoints: number;
  /** The total were the reward points used, so the payment step can show both. */
  totalWithPoints: number;
  orderTotal: number;
  rewardPointsBalance: number;
}

export interface PaymentStep {
  paymentMethods: (identity: Identity) => Promise<PaymentMethodList>;
  applyPaymentMethod: (
    identity: Identity,
    systemName: string,
    useRewardPoints: boolean | undefined,
  ) => Promise<CheckoutStepResponse>;
  contextOf: (
    trx: Kysely<Database>,
    customerId: number,
    settings: StoreSettings,
    money: MoneyFormatter,
  ) => Promise<CheckoutContext>;
}

const ok = (message: string): CheckoutStepResponse => ({ Success: true, Message: message, Errors: [] });

export function createPaymentStep(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
  checkoutCart: CheckoutCartService;
  orderDiscounts: OrderDiscountsService;
  addresses: OwnAddresses;
  shopper: CheckoutShopper;
  onlinePaymentMethod: OnlinePaymentMethod;
}): PaymentStep {
  const { db, clock, shopper, orderDiscounts } = deps;
  const orderTotals = createOrderTotals();
  const paymentMethods = createPaymentMethods({ onlinePaymentMethod: deps.onlinePaymentMethod });

  async function contextOf(
    trx: Kysely<Database>,
    customerId: number,
    settings: StoreSettings,
    money: MoneyFormatter,
  ): Promise<CheckoutContext> {
    const [choices, cart] = await Promise.all([
      readCheckoutState(trx, customerId),
      deps.checkoutCart.read(trx, customerId),
    ]);
    const shipping = !cart.requiresShipping
      ? null
      : await resolveShipping(trx, deps.addresses, {
          customerId,
          subtotal: cart.subtotal,
          weightGrams: cart.weightGrams,
          settings,
        });
    const discounts = await orderDiscounts.evaluate(trx, {
      customerId,
      subtotal: cart.subtotal,
      now: clock.now(),
      money,
    });
    const giftCards = await deps.checkoutCart.giftCards(trx, customerId);
    const balance = settings.RewardPointsEnabled ? await rewardPoints.balance(trx, customerId) : 0;
    const totalsWith = (usePoints: boolean) =>
      orderTotals.compute({
        subtotal: cart.subtotal,
        taxRatePercent: settings.TaxRatePercent,
        discounts: discounts.applied,
        shipping: shipping && !('refusal' in shipping) ? { name: shipping.method.name, fee: shipping.fee } : null,
        paymentMethod: null,
        giftCards,
        rewardPoints: usePoints
          ? {
              balance: rewardPoints.redeemablePoints(balance, Number.MAX_SAFE_INTEGER, settings),
              toAmount: (points) => rewardPoints.pointsToAmount(points, settings),
              toPoints: (amount) => rewardPoints.amountToPoints(amount, settings),
            }
          : null,
        pointsEarnedFor: () => 0,
      }).total;
    const totalBeforePoints = totalsWith(false);
    const totalWithPoints = balance > 0 ? totalsWith(true) : totalBeforePoints;
    const shippingAddress =
      !cart.requiresShipping || choices.shippingAddressId === null
        ? null
        : ((await deps.addresses.findOwn(trx, customerId, choices.shippingAddressId)) ?? null);
    return {
      choices,
      cart,
      shipping,
      shippingAddress,
      totalBeforePoints,
      totalWithPoints,
      orderTotal: choices.useRewardPoints ? totalWithPoints : totalBeforePoints,
      rewardPointsBalance: balance,
    };
  }

  const shippingAddressOf = (context: CheckoutContext) =>
    context.shippingAddress ? destinationOf(context.shippingAddress) : null;

  return {
    contextOf,

    async paymentMethods(identity) {
      const settings = await shopper.settingsFor(identity);
      const money = await deps.settings.money();
      const customerId = await shopper.readerId(db, identity);
      const context = customerId === null ? null : await contextOf(db, customerId, settings, money);
      const orderTotal = context?.orderTotal ?? 0;
      const beforePoints = context?.totalBeforePoints ?? 0;
      const withPoints = context?.totalWithPoints ?? 0;
      const shippingAddress = context ? shippingAddressOf(context) : null;
      const options = [];
      const warnings: string[] = [];
      for (const systemName of paymentMethods.offered(settings)) {
        const refusal = paymentMethods.refusal(settings, {
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
          Name: paymentMethods.name(systemName),
          Description: paymentMethods.description(systemName),
          Fee: money.format(0),
          FeeValue: 0,
          LogoUrl: null,
          Selected: context?.choices.paymentMethod === systemName,
        });
      }
      const balance = context?.rewardPointsBalance ?? 0;
      const usable = rewardPoints.redeemablePoints(balance, Number.MAX_SAFE_INTEGER, settings);
      const usableAmount = rewardPoints.pointsToAmount(usable, settings);
      return {
        PaymentMethods: options,
        DisplayRewardPoints: usable > 0,
        RewardPointsBalance: balance,
        RewardPointsAmount: money.format(usableAmount),
        RewardPointsAmountValue: usableAmount,
        RewardPointsEnoughToPayForOrder: usable > 0 && usableAmount >= (context?.totalBeforePoints ?? 0),
        UseRewardPoints: usable > 0 && context?.choices.useRewardPoints === true,
        OrderTotal: money.format(beforePoints),
        OrderTotalValue: beforePoints,
        OrderTotalWithRewardPoints: money.format(withPoints),
        OrderTotalWithRewardPointsValue: withPoints,
        Warnings: warnings,
        CustomProperties: {},
      };
    },

    async applyPaymentMethod(identity, systemName, useRewardPoints) {
      const settings = await shopper.settingsFor(identity);
      const money = await deps.settings.money();
      await db.transaction().execute(async (trx) => {
        const customerId = await shopper.writerId(trx, identity);
        if (useRewardPoints !== undefined) {
          const balance = settings.RewardPointsEnabled ? await rewardPoints.balance(trx, customerId) : 0;
          if (useRewardPoints && rewardPoints.redeemablePoints(balance, Number.MAX_SAFE_INTEGER, settings) === 0) {
            throw unprocessable(checkoutMessages.rewardPointsUnavailable);
          }
          await saveCheckoutState(
            trx,
            customerId,
            { use_reward_points: useRewardPoints ? 1 : 0 },
            clock.now().toISOString(),
          );
        }
        const context = await contextOf(trx, customerId, settings, money);
        const refusal = paymentMethods.refusal(settings, {
          systemName,
          orderTotal: context.orderTotal,
          shippingAddress: shippingAddressOf(context),
        });
        if (refusal !== null) throw unprocessable(refusal);
        await saveCheckoutState(trx, customerId, { payment_method: systemName }, clock.now().toISOString());
      });
      return ok(checkoutMessages.paymentMethodSaved);
    },
  };
}
