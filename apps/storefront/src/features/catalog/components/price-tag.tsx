import * as fa from '@/strings/fa';

interface PriceTagProps {
  price: string;
  oldPrice: string | null;
  className?: string;
}

export function PriceTag({ price, oldPrice, className = '' }: PriceTagProps) {
  return (
    <div className={`price-tag ${className}`}>
      {oldPrice ? (
        <del className="old-price" aria-label={`${fa.common.oldPrice}: ${oldPrice}`}>
          {oldPrice}
        </del>
      ) : null}
      <span className="price">{price}</span>
    </div>
  );
}
