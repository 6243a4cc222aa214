import type { ProductOverview } from '@sabad/contract';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { squarePicture, type PicturePriority } from '../../../lib/picture-sources';
import * as fa from '../../../strings/fa';
import { PriceTag } from './price-tag';
import './catalog.css';

/** The card's picture box in CSS pixels (catalog.css: a 150px card less its padding and border). */
const CARD_PICTURE_PX = 132;

interface ProductCardProps {
  product: ProductOverview;
  /**
   * How soon the picture loads: `lazy` (default) when the browser gets to it, `eager` for a card on
   * the first screen, `high` for the first screen's largest picture (what Lighthouse times as LCP).
   */
  picturePriority?: PicturePriority;
}

/** A product in a horizontally scrolling row: picture, name, price and old price. */
export function ProductCard({ product, picturePriority = 'lazy' }: ProductCardProps) {
  return (
    <AppLink to={paths.productDetails.link(product.Id)} className="product-card unstyled-link">
      <div className="product-card__picture">
        {product.PictureUrl ? <img {...squarePicture(product.PictureUrl, CARD_PICTURE_PX, picturePriority)} /> : null}
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
