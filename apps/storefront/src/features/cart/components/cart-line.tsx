import type { CartItem } from '@sabad/contract';
import { IonIcon } from '@ionic/react';
import { trashOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';
import './cart.css';

interface CartLineProps {
  line: CartItem;
  showPicture: boolean;
  quantity?: ReactNode;
  actions?: ReactNode;
}

export function CartLine({ line, showPicture, quantity, actions }: CartLineProps) {
  return (
    <li className="cart-line">
      {showPicture ? (
        <div className="cart-line__picture">
          {line.PictureUrl ? <img src={line.PictureUrl} alt="" loading="lazy" decoding="async" /> : null}
        </div>
      ) : null}
      <div className="cart-line__body">
        <h2 className="cart-line__name">
          <AppLink to={paths.productDetails.link(line.ProductId)} className="unstyled-link">
            {line.ProductName}
          </AppLink>
        </h2>
        {line.AttributeInfo ? (
          <p className="cart-line__attributes">
            {line.AttributeInfo.split('\n').map((text) => (
              <span key={text}>{text}</span>
            ))}
          </p>
        ) : null}
        <dl className="cart-line__prices">
          <dt>{fa.cart.unitPrice}</dt>
          <dd>{line.UnitPrice}</dd>
          {quantity ? null : (
            <>
              <dt>{fa.cart.quantity}</dt>
              <dd>{formatNumber(line.Quantity)}</dd>
            </>
          )}
          <dt>{fa.cart.subTotal}</dt>
          <dd className="price">{line.SubTotal}</dd>
        </dl>
        {line.Warnings.length > 0 ? (
          <ul className="cart-warnings" role="alert">
            {line.Warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        ) : null}
        {quantity || actions ? (
          <div className="cart-line__controls">
            {quantity}
            {actions}
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function RemoveLineButton({
  label,
  onRemove,
  disabled,
}: {
  label: string;
  onRemove: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className="text-button text-button--danger"
      aria-label={label}
      disabled={disabled}
      onClick={onRemove}
    >
      <IonIcon icon={trashOutline} aria-hidden="true" />
      {fa.cart.remove}
    </button>
  );
}
