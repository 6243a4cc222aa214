import type { OrderSummary } from '@sabad/contract';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { formatJalaliDate, toPersianDigits } from '@/lib/format';
import * as fa from '@/strings/fa';
import './orders.css';

export function OrderCard({ order }: { order: OrderSummary }) {
  const title = fa.orders.orderNumber(toPersianDigits(order.CustomOrderNumber));
  return (
    <AppLink to={paths.orderDetails.link(order.Id)} className="order-card" aria-label={title}>
      <p className="order-card__head">
        <strong>{title}</strong>
        <span className="order-card__date">{fa.orders.placedOn(formatJalaliDate(order.CreatedOn))}</span>
      </p>
      <dl className="order-card__statuses">
        <dt>{fa.orders.orderStatus}</dt>
        <dd>{order.OrderStatus}</dd>
        <dt>{fa.orders.paymentStatus}</dt>
        <dd>{order.PaymentStatus}</dd>
        <dt>{fa.orders.shippingStatus}</dt>
        <dd>{order.ShippingStatus}</dd>
        <dt>{fa.orders.total}</dt>
        <dd>{order.OrderTotal}</dd>
      </dl>
    </AppLink>
  );
}
