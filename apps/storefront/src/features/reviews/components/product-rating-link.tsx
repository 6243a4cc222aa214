import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { toPersianDigits } from '@/lib/format';
import * as fa from '@/strings/fa';
import { formatRating } from './rating-format';
import { RatingStars } from './rating-stars';
import './reviews.css';

export function ProductRatingLink({
  productId,
  average,
  count,
}: {
  productId: number;
  average: number;
  count: number;
}) {
  return (
    <AppLink
      to={paths.userReviews.link(productId)}
      className="product-rating-link"
      aria-label={
        count > 0 ? fa.reviews.productRating(formatRating(average), toPersianDigits(count)) : fa.reviews.seeReviews
      }
    >
      <RatingStars rating={average} />
      <span aria-hidden="true">
        {count > 0 ? fa.reviews.summary(formatRating(average), toPersianDigits(count)) : fa.reviews.seeReviews}
      </span>
    </AppLink>
  );
}
