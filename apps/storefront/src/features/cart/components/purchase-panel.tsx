import { IonButton, IonIcon } from '@ionic/react';
import { cartOutline, heart, heartOutline } from 'ionicons/icons';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import * as fa from '@/strings/fa';
import { useIsInWishlist } from '@/features/cart/api/is-in-wishlist';
import type { QuantityRules } from '@/features/cart/hooks/quantity-choices';
import type { PurchaseNotice } from '@/features/cart/hooks/use-product-purchase';
import { QuantityStepper } from './quantity-stepper';
import './cart.css';

interface PurchasePanelProps {
  product: QuantityRules & { Id: number; Name: string; DisableBuyButton: boolean; DisableWishlistButton: boolean };
  quantity: number;
  onQuantity: (quantity: number) => void;
  onBuy: () => void;
  onWish: () => void;
  buying: boolean;
  wishing: boolean;
  notice: PurchaseNotice | null;
  soldOut?: string | null;
}

export function PurchasePanel({
  product,
  quantity,
  onQuantity,
  onBuy,
  onWish,
  buying,
  wishing,
  notice,
  soldOut = null,
}: PurchasePanelProps) {
  const inWishlist = useIsInWishlist(product.Id, !product.DisableWishlistButton);
  if (product.DisableBuyButton && product.DisableWishlistButton) return null;
  const wished = inWishlist.data?.Success === true && inWishlist.data.Result;

  return (
    <section className="purchase-panel" aria-label={fa.purchase.addToCart}>
      <div className="purchase-panel__quantity">
        <span>{fa.purchase.quantity}</span>
        <QuantityStepper value={quantity} rules={product} label={fa.purchase.quantity} onChange={onQuantity} />
      </div>
      <div className="purchase-panel__buttons">
        {product.DisableBuyButton ? null : (
          <IonButton
            className="purchase-panel__add"
            expand="block"
            disabled={buying || soldOut !== null}
            onClick={onBuy}
          >
            <IonIcon slot="start" icon={cartOutline} aria-hidden="true" />
            {fa.purchase.addToCart}
          </IonButton>
        )}
        {product.DisableWishlistButton ? null : wished ? (
          <AppLink to={paths.wishList.link()} className="wish-button is-wished" aria-label={fa.purchase.inWishlist}>
            <IonIcon icon={heart} aria-hidden="true" />
          </AppLink>
        ) : (
          <button
            type="button"
            className="wish-button"
            disabled={wishing}
            onClick={onWish}
            aria-label={fa.purchase.addToWishlist}
          >
            <IonIcon icon={heartOutline} aria-hidden="true" />
          </button>
        )}
      </div>
      {soldOut !== null && !product.DisableBuyButton ? <p className="purchase-panel__stock">{soldOut}</p> : null}
      {notice ? (
        <p
          className={notice.tone === 'refused' ? 'cart-notice' : 'purchase-panel__done'}
          role={notice.tone === 'refused' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      ) : null}
    </section>
  );
}
