import type { OrderDetails } from '@sabad/contract';
import { asDeduction, formatJalaliDate, formatJalaliDateTime, formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';
import './orders.css';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

export function OrderTotalsList({ order }: { order: OrderDetails }) {
  return (
    <dl className="order-totals">
      <Row label={fa.checkout.subTotal} value={order.OrderSubtotal} />
      {order.OrderSubTotalDiscountValue > 0 ? (
        <Row label={fa.checkout.discount} value={asDeduction(order.OrderSubTotalDiscount)} />
      ) : null}
      <Row label={fa.checkout.shipping} value={order.OrderShipping} />
      {order.PaymentMethodAdditionalFeeValue > 0 ? (
        <Row label={fa.cart.totalsPaymentFee} value={order.PaymentMethodAdditionalFee} />
      ) : null}
      {order.OrderTotalDiscountValue > 0 ? (
        <Row label={fa.cart.totalsOrderDiscount} value={asDeduction(order.OrderTotalDiscount)} />
      ) : null}
      {order.GiftCards.map((card) => (
        <Row key={card.CouponCode} label={fa.orders.giftCard(card.CouponCode)} value={asDeduction(card.Amount)} />
      ))}
      {order.RedeemedRewardPoints > 0 ? (
        <Row
          label={fa.cart.totalsRewardPoints(formatNumber(order.RedeemedRewardPoints))}
          value={asDeduction(order.RedeemedRewardPointsAmount)}
        />
      ) : null}
      <Row label={fa.checkout.total} value={order.OrderTotal} />
      {order.TaxRates.map((rate) => (
        <Row key={rate.Rate} label={fa.orders.taxRate(rate.Rate)} value={rate.Value} />
      ))}
    </dl>
  );
}

export function OrderShipments({ shipments }: { shipments: OrderDetails['Shipments'] }) {
  return (
    <section className="checkout-section" aria-labelledby="order-shipments">
      <h2 id="order-shipments">{fa.checkout.shipments}</h2>
      <ul>
        {shipments.map((shipment) => (
          <li key={shipment.Id}>
            {fa.orders.trackingCode}:{' '}
            {/* A carrier's code is typed into its site as it is: Latin digits, left to right. */}
            <bdi dir="ltr">{shipment.TrackingNumber}</bdi>
            {shipment.ShippedDate ? ` · ${fa.orders.shippedOn(formatJalaliDate(shipment.ShippedDate))}` : ''}
            {' · '}
            {shipment.DeliveryDate
              ? fa.orders.deliveredOn(formatJalaliDate(shipment.DeliveryDate))
              : fa.orders.notYetDelivered}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OrderNotes({ notes }: { notes: OrderDetails['OrderNotes'] }) {
  return (
    <section className="checkout-section" aria-labelledby="order-notes">
      <h2 id="order-notes">{fa.checkout.notes}</h2>
      <ul>
        {notes.map((note) => (
          <li key={note.Id}>
            {note.Note} <span className="choice-card__note">({formatJalaliDateTime(note.CreatedOn)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
