import type { ProductDetails } from '@sabad/contract';
import { SafeHtml } from '../../../components/safe-html';
import * as fa from '../../../strings/fa';
import { ProductRow } from './product-row';
import { ProductSpecifications } from './product-specifications';
import './product-details.css';

/**
 * A product page's parts far below its first screen: the description (sanitised HTML), the
 * specifications and the related products. A chunk of its own (with DOMPurify), loaded once the page
 * is drawn and shown when the shopper scrolls near it (pages/product-details-page.tsx, docs/adr/0034).
 */
export default function ProductDetailsMore({ product }: { product: ProductDetails }) {
  return (
    <>
      {product.FullDescription ? (
        <section className="product-section">
          <h2 className="section-title">{fa.product.description}</h2>
          <SafeHtml html={product.FullDescription} />
        </section>
      ) : null}
      <ProductSpecifications specifications={product.Specifications} />
      <ProductRow title={fa.product.relatedProducts} products={product.RelatedProducts} />
    </>
  );
}
