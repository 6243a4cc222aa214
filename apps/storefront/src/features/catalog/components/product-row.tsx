import type { ProductOverview } from '@sabad/contract';
import { firstScreenLayout } from '@sabad/contract/first-screen-layout';
import { firstScreenPriority } from '@/lib/picture-sources';
import { ProductCard } from './product-card';

const { productRow } = firstScreenLayout;
export const rowStyle = { gap: productRow.gap, paddingInline: productRow.paddingInline } as const;

interface ProductRowProps {
  title: string;
  products: ProductOverview[];
  firstScreen?: boolean;
}

export function ProductRow({ title, products, firstScreen = false }: ProductRowProps) {
  if (products.length === 0) return null;
  const headingId = `row-${title.replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      <ul className="product-row" style={rowStyle}>
        {products.map((product, index) => (
          <li key={product.Id}>
            <ProductCard
              product={product}
              picturePriority={firstScreen ? firstScreenPriority(index, productRow.shown) : 'lazy'}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
