import type { ProductDetails } from '@sabad/contract';
import { IonContent, IonIcon, IonPage } from '@ionic/react';
import { cartOutline } from 'ionicons/icons';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { WhenNearView } from '@/components/when-near-view';
import { PageHeader, defaultBackHref } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { storeConfig } from '@/config/store-config';
import { PurchasePanel } from '@/features/cart/components/purchase-panel';
import '@/features/cart/components/cart.css';
import { initialQuantity } from '@/features/cart/hooks/quantity-choices';
import { useProductPurchase } from '@/features/cart/hooks/use-product-purchase';
import { useProductDetails } from '@/features/catalog/api/get-product-details';
import { PriceTag } from '@/features/catalog/components/price-tag';
import { ProductAttributes } from '@/features/catalog/components/product-attributes';
import { ProductGallery } from '@/features/catalog/components/product-gallery';
import { useAttributeSelection } from '@/features/catalog/hooks/use-attribute-selection';
import { NotifyMeButton } from '@/features/back-in-stock/components/notify-me-button';
import { ProductRatingLink } from '@/features/reviews/components/product-rating-link';
import * as fa from '@/strings/fa';
import { useFirstScreenTakeover } from '@/app/startup/first-screen';

// Below the first screen, out of the page's own chunk (loaded while the app starts) and together in one
// chunk of their own (build/page-chunks.ts): the compare button and the QR code, drawn after the first paint,
// and the description, specifications and related products (with DOMPurify), drawn when the shopper scrolls
// near.
const CompareButton = lazy(() =>
  import('@/features/catalog/components/compare-button').then((module) => ({ default: module.CompareButton })),
);
const ProductQrCode = lazy(() =>
  import('@/features/scanner/components/product-qr-code').then((module) => ({ default: module.ProductQrCode })),
);
const loadMore = () => import('@/features/catalog/components/product-details-more');
const ProductDetailsMore = lazy(loadMore);

/** Fetches the far parts' chunk once the browser is idle after the page is drawn, so a scroll finds it there. */
function usePrefetchWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    const prefetch = () => void load().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(prefetch);
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 0);
    return () => clearTimeout(timer);
  }, [load]);
}

export default function ProductDetailsPage() {
  const { id } = useParams<{ id: string }>();
  const productId = Number(id);
  const product = useProductDetails(productId);
  useFirstScreenTakeover(!product.isPending);

  return (
    <IonPage>
      <PageHeader title={fa.product.title} backHref={defaultBackHref} />
      <IonContent>
        {Number.isInteger(productId) && productId > 0 ? (
          <QueryState query={product}>{(data) => <ProductDetailsView key={data.Id} data={data} />}</QueryState>
        ) : (
          <p className="state-message">{fa.common.notFound}</p>
        )}
      </IonContent>
    </IonPage>
  );
}

function ProductDetailsView({ data }: { data: ProductDetails }) {
  const attributes = useAttributeSelection(data.Id, data.ProductAttributes);
  const purchase = useProductPurchase(data.Id, fa.purchase.addedToWishlist);
  const [quantity, setQuantity] = useState(() => initialQuantity(data));
  const [triedToBuy, setTriedToBuy] = useState(false);
  const live = attributes.live;
  usePrefetchWhenIdle(loadMore);

  // Required attributes are enforced here, before anything is sent.
  const whenComplete = (action: (quantity: number, choices: typeof attributes.choices) => void) => () => {
    setTriedToBuy(true);
    if (attributes.missing.length === 0) action(quantity, attributes.choices);
  };
  const buy = whenComplete(purchase.buy);
  const inStock = live?.InStock ?? data.InStock;
  const stockText = live?.StockAvailability ?? data.StockAvailability;
  // A sold-out product (or chosen combination) is shown as such before any press: no picture shortcut, buy disabled.
  const pictureAddsToCart = storeConfig.productPictureAddsToCart && !data.DisableBuyButton && inStock;
  const sku = live?.Sku || data.Sku;

  return (
    <article className="content-narrow">
      <div className="product-details-layout">
        <div className="product-picture-area">
          <ProductGallery name={data.Name} pictures={data.Pictures} />
          {/* docs/product.md §1: the bundled settings have the product picture add to the cart. */}
          {pictureAddsToCart ? (
            <button
              type="button"
              className="icon-button picture-cart-button product-picture-cart"
              disabled={purchase.buying}
              onClick={buy}
              aria-label={fa.purchase.addToCartByPicture}
            >
              <IonIcon icon={cartOutline} aria-hidden="true" />
            </button>
          ) : null}
        </div>
        <div className="product-summary">
          <h1>{data.Name}</h1>
          <ProductRatingLink productId={data.Id} average={data.RatingAverage} count={data.TotalReviews} />
          <div aria-live="polite">
            <PriceTag price={live?.Price ?? data.Price} oldPrice={live ? null : data.OldPrice} />
          </div>
          <dl className="product-facts" aria-live="polite">
            <dt>{fa.product.availability}</dt>
            <dd className={inStock ? 'stock--in' : 'stock--out'}>{stockText}</dd>
            {sku ? (
              <>
                <dt>{fa.product.sku}</dt>
                <dd>
                  <bdi dir="ltr">{sku}</bdi>
                </dd>
              </>
            ) : null}
            {data.Brand ? (
              <>
                <dt>{fa.product.brand}</dt>
                <dd>{data.Brand.Name}</dd>
              </>
            ) : null}
          </dl>
          {/* Subscriptions are per product, so the product's own stock decides (not the chosen combination's). */}
          <NotifyMeButton productId={data.Id} inStock={data.InStock} />
          {data.ShortDescription ? <p className="product-short-description">{data.ShortDescription}</p> : null}
        </div>
      </div>
      <ProductAttributes
        attributes={data.ProductAttributes}
        selection={attributes.selection}
        onChoose={attributes.choose}
        onTextDone={attributes.commitText}
        missing={triedToBuy ? attributes.missing : []}
      />
      <PurchasePanel
        product={data}
        quantity={quantity}
        onQuantity={setQuantity}
        onBuy={buy}
        onWish={whenComplete(purchase.wish)}
        buying={purchase.buying}
        wishing={purchase.wishing}
        notice={purchase.notice}
        soldOut={inStock ? null : stockText}
      />
      <Suspense fallback={null}>
        <CompareButton productId={data.Id} />
        <ProductQrCode productId={data.Id} productName={data.Name} />
      </Suspense>
      {/* Far below the first screen: drawn when the shopper scrolls near. */}
      <WhenNearView>
        <Suspense fallback={null}>
          <ProductDetailsMore product={data} />
        </Suspense>
      </WhenNearView>
    </article>
  );
}
