import * as fa from '@/strings/fa';
import { formatRating } from './rating-format';

export function RatingStars({ rating, size = 'normal' }: { rating: number; size?: 'normal' | 'large' }) {
  const halves = Math.round(rating * 2);
  return (
    <span
      className={`rating-stars rating-stars--${size}`}
      role="img"
      aria-label={fa.reviews.stars(formatRating(rating))}
    >
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty';
        return (
          <span key={star} className={`rating-star rating-star--${fill}`} aria-hidden="true">
            ★
          </span>
        );
      })}
    </span>
  );
}
