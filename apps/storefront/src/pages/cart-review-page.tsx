import { IonButton, IonContent, IonPage } from '@ionic/react';
import { PageHeader } from '../components/page-header';
import { QueryState } from '../components/query-state';
import { paths } from '../config/paths';
import { useCartItems } from '../features/cart/api/get-cart-items';
import { useOrderTotals } from '../features/cart/api/get-order-totals';
import { useShoppingCartSettings } from '../features/cart/api/get-shopping-cart-settings';
import { CartLine } from '../features/cart/components/cart-line';
import { OrderTotalsView } from '../features/cart/components/order-totals-view';
import * as fa from '../strings/fa';

/** The cart read-only, with its totals, as the shopper reviews it before the order. */
export default function CartReviewPage() {
  const items = useCartItems();
  const totals = useOrderTotals();
  const settings = useShoppingCartSettings();
  return (
    <IonPage>
      <PageHeader title={fa.pages.cartReview} backHref={paths.cart.link()} />
      <IonContent>
        <QueryState query={items}>
          {(list) =>
            list.Items.length === 0 ? (
              <p className="state-message">{fa.cart.reviewEmpty}</p>
            ) : (
              <div className="content-narrow">
                <ul className="cart-lines">
                  {list.Items.map((line) => (
                    <CartLine
                      key={line.Id}
                      line={line}
                      showPicture={settings.data?.ShowProductImagesOnShoppingCart ?? true}
                    />
                  ))}
                </ul>
                {totals.data ? <OrderTotalsView totals={totals.data} /> : null}
                <div className="cart-checkout">
                  <IonButton expand="block" fill="outline" routerLink={paths.cart.link()} routerDirection="back">
                    {fa.cart.editCart}
                  </IonButton>
                </div>
              </div>
            )
          }
        </QueryState>
      </IonContent>
    </IonPage>
  );
}
