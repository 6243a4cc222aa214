import type { ProductOverview } from '@sabad/contract';
import { storeConfig } from '../../../config/store-config';
import { ProductListItem } from './product-list-item';
import './catalog.css';

type ProductListLayout = typeof storeConfig.productListLayout;

/**
 * The product list page's products in the build's layout (`productListLayout`): one product a row with
 * its summary (the bundled layout), or a grid of cards two or more to a line.
 */
export function ProductList({
  products,
  layout = storeConfig.productListLayout,
}: {
  products: ProductOverview[];
  layout?: ProductListLayout;
}) {
  return (
    <ul className={`product-list product-list--${layout}`}>
      {products.map((product) => (
        <li key={product.Id}>
          <ProductListItem product={product} layout={layout} />
        </li>
      ))}
    </ul>
  );
}
