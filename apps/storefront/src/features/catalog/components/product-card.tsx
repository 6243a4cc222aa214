import type { ProductOverview } from '@sabad/contract';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import * as fa from '../../../strings/fa';
import { PriceTag } from './price-tag';
import './catalog.css';

/** A product in a horizontally scrolling row: picture, name, price and old price. */
export function ProductCard({ product }: { product: ProductOverview }) {
  return (
    <AppLink to={paths.productDetails.link(product.Id)} className="product-card unstyled-link">
      <div className="product-card__picture">
        {product.PictureUrl ? <img src={product.PictureUrl} alt="" loading="lazy" decoding="async" /> : null}
      </div>
      <h3 className="product-card__name">{product.Name}</h3>
      {product.InStock ? (
        <PriceTag price={product.Price} oldPrice={product.OldPrice} />
      ) : (
        <span className="product-card__unavailable">{fa.product.outOfStock}</span>
      )}
    </AppLink>
  );
}
