import { IonContent, IonPage } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { PageHeader, defaultBackHref } from '../components/page-header';
import { QueryState } from '../components/query-state';
import { SafeHtml } from '../components/safe-html';
import { useProductDetails } from '../features/catalog/api/get-product-details';
import { PriceTag } from '../features/catalog/components/price-tag';
import { ProductAttributes } from '../features/catalog/components/product-attributes';
import { ProductGallery } from '../features/catalog/components/product-gallery';
import { ProductRow } from '../features/catalog/components/product-row';
import { ProductSpecifications } from '../features/catalog/components/product-specifications';
import { CompareButton } from '../features/catalog/components/compare-button';
import { ProductQrCode } from '../features/scanner/components/product-qr-code';
import { fa } from '../strings/fa';

export default function ProductDetailsPage() {
  const { id } = useParams<{ id: string }>();
  const productId = Number(id);
  const product = useProductDetails(productId);

  return (
    <IonPage>
      <PageHeader title={fa.product.title} backHref={defaultBackHref} />
      <IonContent>
        {Number.isInteger(productId) && productId > 0 ? (
          <QueryState query={product}>
            {(data) => (
              <article className="content-narrow">
                <div className="product-details-layout">
                  <ProductGallery name={data.Name} pictures={data.Pictures} />
                  <div className="product-summary">
                    <h1>{data.Name}</h1>
                    <PriceTag price={data.Price} oldPrice={data.OldPrice} />
                    <dl className="product-facts">
                      <dt>{fa.product.availability}</dt>
                      <dd className={data.InStock ? 'stock--in' : 'stock--out'}>{data.StockAvailability}</dd>
                      {data.Sku ? (
                        <>
                          <dt>{fa.product.sku}</dt>
                          <dd>
                            <bdi dir="ltr">{data.Sku}</bdi>
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
                    {data.ShortDescription ? <p className="product-short-description">{data.ShortDescription}</p> : null}
                  </div>
                </div>
                <ProductAttributes attributes={data.ProductAttributes} />
                <CompareButton productId={data.Id} />
                <ProductQrCode productId={data.Id} productName={data.Name} />
                {data.FullDescription ? (
                  <section className="product-section">
                    <h2 className="section-title">{fa.product.description}</h2>
                    <SafeHtml html={data.FullDescription} />
                  </section>
                ) : null}
                <ProductSpecifications specifications={data.Specifications} />
                <ProductRow title={fa.product.relatedProducts} products={data.RelatedProducts} />
              </article>
            )}
          </QueryState>
        ) : (
          <p className="state-message">{fa.common.notFound}</p>
        )}
      </IonContent>
    </IonPage>
  );
}
