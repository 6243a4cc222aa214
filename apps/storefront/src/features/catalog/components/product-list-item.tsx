import type { ProductOverview } from '@sabad/contract';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import * as fa from '../../../strings/fa';
import { PriceTag } from './price-tag';
import './catalog.css';

/**
 * A product of the product list page: a row (the bundled "products in rows" layout) or a grid cell,
 * which leaves the summary out for its narrow column.
 */
export function ProductListItem({ product, layout = 'rows' }: { product: ProductOverview; layout?: 'rows' | 'grid' }) {
  return (
    <AppLink
      to={paths.productDetails.link(product.Id)}
      className={`product-list-item product-list-item--${layout} unstyled-link`}
    >
      <div className="product-list-item__picture">
        {product.PictureUrl ? <img src={product.PictureUrl} alt="" loading="lazy" decoding="async" /> : null}
      </div>
      <div className="product-list-item__body">
        <h2 className="product-list-item__name">{product.Name}</h2>
        {product.ShortDescription && layout === 'rows' ? (
          <p className="product-list-item__summary">{product.ShortDescription}</p>
        ) : null}
        {product.InStock ? (
          <PriceTag price={product.Price} oldPrice={product.OldPrice} />
        ) : (
          <span className="product-card__unavailable">{fa.product.outOfStock}</span>
        )}
      </div>
    </AppLink>
  );
}
