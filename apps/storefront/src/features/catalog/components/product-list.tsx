import type { ProductOverview } from '@sabad/contract';
import { firstScreenLayout } from '@sabad/contract/first-screen-layout';
import { storeConfig } from '../../../config/store-config';
import { firstScreenPriority } from '../../../lib/picture-sources';
import { ProductListItem } from './product-list-item';
import './catalog.css';

type ProductListLayout = typeof storeConfig.productListLayout;

/** The items a phone shows before scrolling (the grid's cells are smaller: as many, in pairs). */
const ITEMS_ON_FIRST_SCREEN = firstScreenLayout.productListRow.shown;

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
      {products.map((product, index) => (
        <li key={product.Id}>
          <ProductListItem
            product={product}
            layout={layout}
            picturePriority={firstScreenPriority(index, ITEMS_ON_FIRST_SCREEN)}
          />
        </li>
      ))}
    </ul>
  );
}
