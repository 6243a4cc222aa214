import type { ProductDetails } from '@sabad/contract';
import { SafeHtml } from '@/components/safe-html';
import * as fa from '@/strings/fa';
import { ProductRow } from './product-row';
import { ProductSpecifications } from './product-specifications';
import './product-details.css';

/** A chunk of its own (with DOMPurify), loaded once the page is drawn (pages/product-details-page.tsx). */
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
