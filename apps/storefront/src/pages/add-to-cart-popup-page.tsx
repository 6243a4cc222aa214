import { IonButton, IonContent, IonIcon, IonPage, useIonRouter } from '@ionic/react';
import { checkmarkCircle } from 'ionicons/icons';
import { useLocation } from 'react-router-dom';
import { PageHeader, defaultBackHref } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useProductDetails } from '@/features/catalog/api/get-product-details';
import { PriceTag } from '@/features/catalog/components/price-tag';
import { formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';
import '@/features/cart/components/cart.css';

/** Shown after a successful add to cart: the product, "go to cart" and "continue shopping". */
export default function AddToCartPopupPage() {
  const router = useIonRouter();
  const search = new URLSearchParams(useLocation().search);
  const productId = Number(search.get('productId'));
  const quantity = Number(search.get('quantity') ?? '1');
  const product = useProductDetails(productId);
  const continueShopping = () => {
    if (router.canGoBack()) router.goBack();
    else router.push(paths.tabsHome.link(), 'root', 'replace');
  };

  return (
    <IonPage>
      <PageHeader title={fa.pages.addToCartPopup} backHref={defaultBackHref} />
      <IonContent className="ion-padding">
        <div className="add-to-cart-popup content-narrow">
          <p className="add-to-cart-popup__done" role="status">
            <IonIcon icon={checkmarkCircle} color="success" aria-hidden="true" />
            {fa.cart.added}
          </p>
          {Number.isInteger(productId) && productId > 0 ? (
            <QueryState query={product}>
              {(data) => (
                <div className="add-to-cart-popup__product">
                  {data.Pictures[0] ? <img src={data.Pictures[0].ThumbUrl || data.Pictures[0].Url} alt="" /> : null}
                  <div>
                    <h1>{data.Name}</h1>
                    <PriceTag price={data.Price} oldPrice={null} />
                    {Number.isInteger(quantity) && quantity > 0 ? (
                      <p>
                        {fa.cart.quantity}: {formatNumber(quantity)}
                      </p>
                    ) : null}
                  </div>
                </div>
              )}
            </QueryState>
          ) : null}
          <IonButton expand="block" routerLink={paths.cart.link()} routerDirection="root">
            {fa.cart.goToCart}
          </IonButton>
          <IonButton expand="block" fill="outline" onClick={continueShopping}>
            {fa.cart.continueShopping}
          </IonButton>
        </div>
      </IonContent>
    </IonPage>
  );
}
