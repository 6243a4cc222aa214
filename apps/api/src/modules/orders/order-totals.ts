// The one totals calculation (ADR 0019), for ordertotals and placement alike: what is shown is what is charged.
// nopCommerce's order: subtotal (VAT included), its discount, shipping, payment fee; then gift cards; then points.
import type { OrderTotals } from '@sabad/contract';
import type { MoneyFormatter } from '../../lib/money.js';
import type { GiftCardForCheckout } from '../cart/index.js';
import { orderMessages } from './orders.messages.js';
import { ONLINE_PAYMENT_METHODS } from './payment-methods.js';

export interface AppliedDiscountAmount {
  discountId: number;
  couponCode: string;
  name: string;
  amount: number;
}

export interface TotalsInput {
  subtotal: number;
  taxRatePercent: number;
  discounts: AppliedDiscountAmount[];
  shipping: { name: string; fee: number } | null;
  paymentMethod: { systemName: string; name: string; fee: number } | null;
  giftCards: GiftCardForCheckout[];
  rewardPoints: { balance: number; toAmount: (points: number) => number; toPoints: (amount: number) => number } | null;
  pointsEarnedFor: (amount: number) => number;
}

export interface TotalsBreakdown {
  subtotal: number;
  subtotalDiscount: number;
  discounts: AppliedDiscountAmount[];
  shippingFee: number | null;
  shippingName: string | null;
  paymentFee: number;
  paymentMethod: { systemName: string; name: string } | null;
  taxRatePercent: number;
  tax: number;
  giftCardUsages: Array<{ id: number; code: string; amount: number; remaining: number }>;
  redeemedPoints: number;
  redeemedAmount: number;
  total: number;
  willEarnPoints: number;
}

export function computeTotals(input: TotalsInput): TotalsBreakdown {
  const subtotalDiscount = Math.min(
    input.subtotal,
    input.discounts.reduce((sum, discount) => sum + discount.amount, 0),
  );
  const goods = input.subtotal - subtotalDiscount;
  const rate = input.taxRatePercent;
  const tax = rate > 0 ? Math.round((goods * rate) / (100 + rate)) : 0;
  const shippingFee = input.shipping?.fee ?? null;
  const paymentFee = input.paymentMethod?.fee ?? 0;

  let rest = goods + (shippingFee ?? 0) + paymentFee;
  const giftCardUsages = [];
  for (const card of input.giftCards) {
    const amount = Math.min(card.balance, rest);
    rest -= amount;
    giftCardUsages.push({ id: card.id, code: card.code, amount, remaining: card.balance - amount });
  }

  let redeemedPoints = 0;
  let redeemedAmount = 0;
  if (input.rewardPoints && input.rewardPoints.balance > 0 && rest > 0) {
    const { balance, toAmount, toPoints } = input.rewardPoints;
    // Whole points only, never more than is left to pay.
    redeemedPoints = Math.min(balance, toPoints(rest));
    redeemedAmount = Math.min(rest, toAmount(redeemedPoints));
    rest -= redeemedAmount;
  }

  return {
    subtotal: input.subtotal,
    subtotalDiscount,
    discounts: input.discounts,
    shippingFee,
    shippingName: input.shipping?.name ?? null,
    paymentFee,
    paymentMethod: input.paymentMethod
      ? { systemName: input.paymentMethod.systemName, name: input.paymentMethod.name }
      : null,
    taxRatePercent: rate,
    tax,
    giftCardUsages,
    redeemedPoints,
    redeemedAmount,
    total: rest,
    willEarnPoints: input.pointsEarnedFor(rest),
  };
}

export function isPaymentWorkflowRequired(totals: TotalsBreakdown, onlineMethods: readonly string[]): boolean {
  return totals.total > 0 && totals.paymentMethod !== null && onlineMethods.includes(totals.paymentMethod.systemName);
}

export function toOrderTotalsResponse(
  totals: TotalsBreakdown,
  money: MoneyFormatter,
  onlineMethods: readonly string[],
): OrderTotals {
  return {
    SubTotal: money.format(totals.subtotal),
    SubTotalValue: totals.subtotal,
    SubTotalDiscount: money.format(totals.subtotalDiscount),
    SubTotalDiscountValue: totals.subtotalDiscount,
    Shipping: totals.shippingFee === null ? null : money.format(totals.shippingFee),
    ShippingValue: totals.shippingFee,
    Tax: money.format(totals.tax),
    TaxValue: totals.tax,
    TaxRates:
      totals.tax > 0
        ? [
            {
              Rate: orderMessages.taxRate(totals.taxRatePercent),
              RateValue: totals.taxRatePercent,
              Value: money.format(totals.tax),
              ValueValue: totals.tax,
            },
          ]
        : [],
    GiftCards: totals.giftCardUsages.map((usage) => ({
      Id: usage.id,
      CouponCode: usage.code,
      Amount: money.format(usage.amount),
      AmountValue: usage.amount,
      Remaining: money.format(usage.remaining),
      RemainingValue: usage.remaining,
    })),
    OrderTotalDiscount: money.format(0),
    OrderTotalDiscountValue: 0,
    OrderTotal: money.format(totals.total),
    OrderTotalValue: totals.total,
    IsPaymentWorkflowRequired: isPaymentWorkflowRequired(totals, onlineMethods),
    SelectedShippingMethod: totals.shippingName,
    PaymentMethod: totals.paymentMethod?.name ?? null,
    PaymentMethodAdditionalFee: totals.paymentMethod ? money.format(totals.paymentFee) : null,
    PaymentMethodAdditionalFeeValue: totals.paymentMethod ? totals.paymentFee : null,
    AppliedDiscounts: totals.discounts.map((discount) => ({
      Id: discount.discountId,
      CouponCode: discount.couponCode,
      Amount: money.format(discount.amount),
    })),
    RedeemedRewardPoints: totals.redeemedPoints,
    RedeemedRewardPointsAmount: money.format(totals.redeemedAmount),
    RedeemedRewardPointsAmountValue: totals.redeemedAmount,
    WillEarnRewardPoints: totals.willEarnPoints,
    CustomProperties: {},
  };
}

export interface OrderTotalsCalculator {
  compute(input: TotalsInput): TotalsBreakdown;
  toResponse(totals: TotalsBreakdown, money: MoneyFormatter): OrderTotals;
}

export function createOrderTotals(): OrderTotalsCalculator {
  return {
    compute: computeTotals,
    toResponse: (totals, money) => toOrderTotalsResponse(totals, money, ONLINE_PAYMENT_METHODS),
  };
}
