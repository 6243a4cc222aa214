import type { OrderItem } from '@sabad/contract';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';
import './orders.css';

export function OrderItems({ items }: { items: OrderItem[] }) {
  return (
    <ul className="order-lines">
      {items.map((item) => (
        <li key={item.Id} className="order-item">
          {item.PictureUrl ? (
            <img className="order-item__picture" src={item.PictureUrl} alt="" loading="lazy" decoding="async" />
          ) : (
            <span className="order-item__picture" aria-hidden="true" />
          )}
          <span className="order-item__body">
            <AppLink to={paths.productDetails.link(item.ProductId)} className="unstyled-link">
              {item.ProductName}
            </AppLink>
            {item.AttributeInfo ? (
              <span className="order-item__attributes" aria-label={fa.orders.attributes}>
                {item.AttributeInfo}
              </span>
            ) : null}
            <span className="choice-card__note">
              {fa.checkout.itemLine(formatNumber(item.Quantity), item.UnitPrice)}
            </span>
          </span>
          <span className="order-item__total">{item.SubTotal}</span>
        </li>
      ))}
    </ul>
  );
}
