import type { ProductOverview } from '@sabad/contract';
import { firstScreenLayout } from '@sabad/contract/first-screen-layout';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { squarePicture, type PicturePriority } from '@/lib/picture-sources';
import * as fa from '@/strings/fa';
import { PriceTag } from './price-tag';
import './catalog.css';

const ROW_PICTURE_PX = firstScreenLayout.productListRow.pictureSize;
const rowPictureStyle = { inlineSize: ROW_PICTURE_PX, blockSize: ROW_PICTURE_PX } as const;
/** Two columns: half the width less padding, gap and border (catalog.css); at most about 300px where more fit. */
const GRID_PICTURE_SIZES = '(max-width: 640px) calc(50vw - 40px), 300px';

interface ProductListItemProps {
  product: ProductOverview;
  layout?: 'rows' | 'grid';
  picturePriority?: PicturePriority;
}

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
