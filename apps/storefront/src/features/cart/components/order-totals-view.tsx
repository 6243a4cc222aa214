import type { OrderTotals } from '@sabad/contract';
import { asDeduction, formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';
import './cart.css';

export function OrderTotalsView({ totals }: { totals: OrderTotals }) {
  return (
    <section className="order-totals" aria-labelledby="order-totals-title">
      <h2 id="order-totals-title" className="section-title">
        {fa.cart.totals}
      </h2>
      <dl>
        <div>
          <dt>{fa.cart.totalsSubTotal}</dt>
          <dd>{totals.SubTotal}</dd>
        </div>
        {totals.SubTotalDiscountValue > 0 ? (
          <div className="order-totals__discount">
            <dt>{fa.cart.totalsSubTotalDiscount}</dt>
            <dd>{asDeduction(totals.SubTotalDiscount)}</dd>
          </div>
        ) : null}
        {totals.Shipping !== null ? (
          <div>
            <dt>{fa.cart.totalsShipping}</dt>
            <dd>{totals.Shipping}</dd>
          </div>
        ) : null}
        {totals.PaymentMethodAdditionalFee !== null && (totals.PaymentMethodAdditionalFeeValue ?? 0) > 0 ? (
          <div>
            <dt>{fa.cart.totalsPaymentFee}</dt>
            <dd>{totals.PaymentMethodAdditionalFee}</dd>
          </div>
        ) : null}
        {totals.TaxValue > 0 ? (
          <div className="order-totals__tax">
            <dt>{fa.cart.totalsTax}</dt>
            <dd>{totals.Tax}</dd>
          </div>
        ) : null}
        {totals.GiftCards.map((card) => (
          <div key={card.Id} className="order-totals__discount">
            <dt>
              {fa.cart.giftCard} <bdi dir="ltr">{card.CouponCode}</bdi>
            </dt>
            <dd>{asDeduction(card.Amount)}</dd>
          </div>
        ))}
        {totals.OrderTotalDiscountValue > 0 ? (
          <div className="order-totals__discount">
            <dt>{fa.cart.totalsOrderDiscount}</dt>
            <dd>{asDeduction(totals.OrderTotalDiscount)}</dd>
          </div>
        ) : null}
        {totals.RedeemedRewardPoints > 0 ? (
          <div className="order-totals__discount">
            <dt>{fa.cart.totalsRewardPoints(formatNumber(totals.RedeemedRewardPoints))}</dt>
            <dd>{asDeduction(totals.RedeemedRewardPointsAmount)}</dd>
          </div>
        ) : null}
        <div className="order-totals__total">
          <dt>{fa.cart.totalsOrderTotal}</dt>
          <dd>{totals.OrderTotal}</dd>
        </div>
      </dl>
    </section>
  );
}
