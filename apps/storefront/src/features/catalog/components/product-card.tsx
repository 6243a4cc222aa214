import type { ProductOverview } from '@sabad/contract';
import { firstScreenLayout } from '@sabad/contract/first-screen-layout';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { squarePicture, type PicturePriority } from '@/lib/picture-sources';
import * as fa from '@/strings/fa';
import { PriceTag } from './price-tag';
import './catalog.css';

const { productCard } = firstScreenLayout;
const cardStyle = {
  inlineSize: productCard.inlineSize,
  padding: productCard.padding,
  borderWidth: productCard.border,
} as const;

interface ProductCardProps {
  product: ProductOverview;
  picturePriority?: PicturePriority;
}

export function ProductCard({ product, picturePriority = 'lazy' }: ProductCardProps) {
  return (
    <AppLink to={paths.productDetails.link(product.Id)} className="product-card unstyled-link" style={cardStyle}>
      <div className="product-card__picture">
        {product.PictureUrl ? (
          <img {...squarePicture(product.PictureUrl, productCard.pictureSize, picturePriority)} />
        ) : null}
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
