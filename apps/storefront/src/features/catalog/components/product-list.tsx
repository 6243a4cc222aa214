import type { ProductOverview } from '@sabad/contract';
import { firstScreenLayout } from '@sabad/contract/first-screen-layout';
import { storeConfig } from '@/config/store-config';
import { firstScreenPriority } from '@/lib/picture-sources';
import { ProductListItem } from './product-list-item';
import './catalog.css';

type ProductListLayout = typeof storeConfig.productListLayout;

const ITEMS_ON_FIRST_SCREEN = firstScreenLayout.productListRow.shown;

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
