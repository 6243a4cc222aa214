import type { OrderDetails } from '@sabad/contract';
import type { ReactNode } from 'react';
import { formatJalaliDate, formatJalaliDateTime, formatNumber, toPersianDigits } from '@/lib/format';
import * as fa from '@/strings/fa';
import { AddressLines, addressName, type AddressText } from './address-lines';
import './checkout.css';

function AddressSection({ title, address }: { title: string; address: AddressText }) {
  return (
    <section className="checkout-section" aria-label={title}>
      <h2>{title}</h2>
      <p>{addressName(address)}</p>
      <p className="choice-card__body">
        <AddressLines address={address} />
      </p>
    </section>
  );
}

function TotalRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

export function OrderView({ order, actions }: { order: OrderDetails; actions?: ReactNode }) {
  return (
    <div className="checkout-step content-narrow">
      <section
        className="checkout-section"
        aria-label={fa.checkout.orderNumber(toPersianDigits(order.CustomOrderNumber))}
      >
        <h2>{fa.checkout.orderNumber(toPersianDigits(order.CustomOrderNumber))}</h2>
        <p>{fa.checkout.orderDate(formatJalaliDateTime(order.CreatedOn))}</p>
        <dl className="order-statuses">
          <TotalRow label={fa.checkout.orderStatus} value={order.OrderStatus} />
          <TotalRow label={fa.checkout.paymentStatus} value={order.PaymentStatus} />
          <TotalRow label={fa.checkout.shippingStatus} value={order.ShippingStatus} />
          <TotalRow label={fa.checkout.paymentMethod} value={order.PaymentMethod} />
          {order.ShippingMethod ? <TotalRow label={fa.checkout.shippingMethod} value={order.ShippingMethod} /> : null}
        </dl>
        {order.DeliveryDate && order.DeliveryTime ? (
          <p>{fa.checkout.deliverySlot(formatJalaliDate(order.DeliveryDate), order.DeliveryTime)}</p>
        ) : null}
      </section>
      {actions}
      <section className="checkout-section" aria-labelledby="order-items">
        <h2 id="order-items">{fa.checkout.items}</h2>
        <ul className="order-lines">
          {order.Items.map((item) => (
            <li key={item.Id}>
              <span>
                {item.ProductName}
                {item.AttributeInfo ? <span className="choice-card__note"> ({item.AttributeInfo})</span> : null}
                <br />
                <span className="choice-card__note">
                  {fa.checkout.itemLine(formatNumber(item.Quantity), item.UnitPrice)}
                </span>
              </span>
              <span>{item.SubTotal}</span>
            </li>
          ))}
        </ul>
        <dl className="order-statuses">
          <TotalRow label={fa.checkout.subTotal} value={order.OrderSubtotal} />
          {order.OrderSubTotalDiscountValue > 0 ? (
            <TotalRow label={fa.checkout.discount} value={order.OrderSubTotalDiscount} />
          ) : null}
          <TotalRow label={fa.checkout.shipping} value={order.OrderShipping} />
          {order.PaymentMethodAdditionalFeeValue > 0 ? (
            <TotalRow label={fa.cart.totalsPaymentFee} value={order.PaymentMethodAdditionalFee} />
          ) : null}
          {order.TaxValue > 0 ? <TotalRow label={fa.checkout.tax} value={order.Tax} /> : null}
          {order.GiftCards.map((card) => (
            <TotalRow key={card.CouponCode} label={`${fa.cart.giftCard} ${card.CouponCode}`} value={card.Amount} />
          ))}
          {order.OrderTotalDiscountValue > 0 ? (
            <TotalRow label={fa.cart.totalsOrderDiscount} value={order.OrderTotalDiscount} />
          ) : null}
          {order.RedeemedRewardPoints > 0 ? (
            <TotalRow
              label={fa.cart.totalsRewardPoints(formatNumber(order.RedeemedRewardPoints))}
              value={order.RedeemedRewardPointsAmount}
            />
          ) : null}
          <TotalRow label={fa.checkout.total} value={order.OrderTotal} />
        </dl>
      </section>
      <AddressSection title={fa.checkout.billingAddress} address={order.BillingAddress} />
      {order.ShippingAddress ? (
        <AddressSection title={fa.checkout.shippingAddress} address={order.ShippingAddress} />
      ) : null}
      {order.Shipments.length > 0 ? (
        <section className="checkout-section" aria-labelledby="order-shipments">
          <h2 id="order-shipments">{fa.checkout.shipments}</h2>
          <ul>
            {order.Shipments.map((shipment) => (
              <li key={shipment.Id}>
                {/* A carrier's code is typed into its site as it is: Latin digits, left to right. */}
                {fa.checkout.trackingNumber('')}
                <bdi dir="ltr">{shipment.TrackingNumber}</bdi>
                {shipment.ShippedDate ? ` · ${fa.checkout.shippedOn(formatJalaliDate(shipment.ShippedDate))}` : ''}
                {shipment.DeliveryDate ? ` · ${fa.checkout.deliveredOn(formatJalaliDate(shipment.DeliveryDate))}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {order.OrderNotes.length > 0 ? (
        <section className="checkout-section" aria-labelledby="order-notes">
          <h2 id="order-notes">{fa.checkout.notes}</h2>
          <ul>
            {order.OrderNotes.map((note) => (
              <li key={note.Id}>
                {/* Notes are shown as text, never as HTML. */}
                {note.Note} <span className="choice-card__note">({formatJalaliDateTime(note.CreatedOn)})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
