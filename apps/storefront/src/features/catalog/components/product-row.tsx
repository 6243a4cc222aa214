import type { ProductOverview } from '@sabad/contract';
import { ProductCard } from './product-card';

interface ProductRowProps {
  title: string;
  products: ProductOverview[];
}

/** A titled row of product cards that scrolls sideways. */
export function ProductRow({ title, products }: ProductRowProps) {
  if (products.length === 0) return null;
  const headingId = `row-${title.replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      <ul className="product-row">
        {products.map((product) => (
          <li key={product.Id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
