import type { ProductReview } from '@sabad/contract';
import { useIonRouter } from '@ionic/react';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-error-message';
import { formatJalaliDate, toPersianDigits } from '@/lib/format';
import * as fa from '@/strings/fa';
import { useSetReviewHelpfulness } from '@/features/reviews/api/set-review-helpfulness';
import { RatingStars } from './rating-stars';

export function ReviewList({
  productId,
  reviews,
  signedIn,
}: {
  productId: number;
  reviews: ProductReview[];
  signedIn: boolean;
}) {
  const vote = useSetReviewHelpfulness(productId);
  const router = useIonRouter();
  if (reviews.length === 0) return <p className="state-message">{fa.reviews.noReviews}</p>;

  const cast = (reviewId: number, wasHelpful: boolean) => {
    // A guest is sent to log in instead of making a call that can only answer 401.
    if (!signedIn) router.push(paths.login.link(), 'forward');
    else vote.mutate({ reviewId, wasHelpful });
  };

  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <li key={review.Id} className="review-card">
          <article aria-labelledby={`review-${review.Id}`}>
            <header className="review-card__header">
              <RatingStars rating={review.Rating} />
              <h3 id={`review-${review.Id}`} className="review-card__title">
                {review.Title}
              </h3>
            </header>
            <p className="review-card__text">{review.ReviewText}</p>
            <p className="review-card__meta">
              <span>{review.CustomerName}</span>
              <time dateTime={review.CreatedOn}>{formatJalaliDate(review.CreatedOn)}</time>
            </p>
            {review.IsOwnReview ? (
              <p className="review-card__own">{fa.reviews.ownReview}</p>
            ) : (
              <div className="review-card__helpful" role="group" aria-label={fa.reviews.wasHelpful}>
                <span aria-hidden="true">{fa.reviews.wasHelpful}</span>
                <button
                  type="button"
                  className="chip-button"
                  aria-pressed={review.CurrentCustomerVote === true}
                  aria-label={fa.reviews.yesLabel(toPersianDigits(review.HelpfulYesTotal))}
                  disabled={vote.isPending}
                  onClick={() => cast(review.Id, true)}
                >
                  {fa.reviews.yes(toPersianDigits(review.HelpfulYesTotal))}
                </button>
                <button
                  type="button"
                  className="chip-button"
                  aria-pressed={review.CurrentCustomerVote === false}
                  aria-label={fa.reviews.noLabel(toPersianDigits(review.HelpfulNoTotal))}
                  disabled={vote.isPending}
                  onClick={() => cast(review.Id, false)}
                >
                  {fa.reviews.no(toPersianDigits(review.HelpfulNoTotal))}
                </button>
              </div>
            )}
            {vote.error && vote.variables?.reviewId === review.Id ? (
              <p className="review-card__error" role="alert">
                {apiErrorMessage(vote.error)}
              </p>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
