import type { ProductOverview } from '@sabad/contract';
import { firstScreenLayout } from '@sabad/contract/first-screen-layout';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { squarePicture, type PicturePriority } from '../../../lib/picture-sources';
import * as fa from '../../../strings/fa';
import { PriceTag } from './price-tag';
import './catalog.css';

const ROW_PICTURE_PX = firstScreenLayout.productListRow.pictureSize;
/** A grid cell's picture is as wide as its column instead (catalog.css). */
const rowPictureStyle = { inlineSize: ROW_PICTURE_PX, blockSize: ROW_PICTURE_PX } as const;
/**
 * A grid cell's picture is its column less the cell's padding and border: half the phone's width less
 * 40px with two columns (catalog.css: 16px page padding, a 12px gap, 8px padding and 1px border a side),
 * never more than about 300px wherever more columns fit.
 */
const GRID_PICTURE_SIZES = '(max-width: 640px) calc(50vw - 40px), 300px';

interface ProductListItemProps {
  product: ProductOverview;
  layout?: 'rows' | 'grid';
  /**
   * How soon the picture loads: `lazy` (default) when the browser gets to it, `eager` for an item on the
   * first screen, `high` for the first one (as the server's first screen asks for them).
   */
  picturePriority?: PicturePriority;
}

/**
 * A product of the product list page: a row (the bundled "products in rows" layout) or a grid cell,
 * which leaves the summary out for its narrow column.
 */
export function ProductListItem({ product, layout = 'rows', picturePriority = 'lazy' }: ProductListItemProps) {
  return (
    <AppLink
      to={paths.productDetails.link(product.Id)}
      className={`product-list-item product-list-item--${layout} unstyled-link`}
    >
      <div className="product-list-item__picture" style={layout === 'rows' ? rowPictureStyle : undefined}>
        {product.PictureUrl ? (
          <img
            {...squarePicture(product.PictureUrl, ROW_PICTURE_PX, picturePriority)}
            sizes={layout === 'rows' ? `${ROW_PICTURE_PX}px` : GRID_PICTURE_SIZES}
          />
        ) : null}
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
