import { IonContent, IonPage } from '@ionic/react';
import type { ProductReviewAddResponse } from '@sabad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '@/components/app-link';
import { FormMessage } from '@/components/form-field';
import { LoadMore } from '@/components/load-more';
import { PageHeader, defaultBackHref } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { catalogKeys } from '@/features/catalog/api/catalog-keys';
import { toPersianDigits } from '@/lib/format';
import { isAuthorized, useSession } from '@/lib/session';
import { useProductReviews } from '@/features/reviews/api/get-product-reviews';
import { formatRating } from '@/features/reviews/components/rating-format';
import { RatingStars } from '@/features/reviews/components/rating-stars';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { ReviewList } from '@/features/reviews/components/review-list';
import '@/features/reviews/components/reviews.css';
import * as fa from '@/strings/fa';

/**
 * The spec's user-reviews route (`/user-reviews?productId=12`): the product's approved reviews with
 * the average rating, the write form for a logged-in customer (a guest is asked to log in), and
 * "was it helpful?" votes.
 */
export default function UserReviewsPage() {
  const [search] = useSearchParams();
  const productId = Number(search.get('productId'));
  const valid = Number.isInteger(productId) && productId > 0;
  const state = useSession();
  const signedIn = isAuthorized(state);
  // Keyed by the session's token: which reviews are the shopper's own and how they voted differ per customer.
  const reviews = useProductReviews(productId, state.accessToken);
  // The answer to the review just written (thanks, or "shown after approval") outlives the list's refetch.
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // A review changes the product's rating, which its details page shows.
  const reviewSaved = (answer: ProductReviewAddResponse) => {
    setSavedMessage(answer.Message);
    return queryClient.invalidateQueries({ queryKey: catalogKeys.productDetails(productId) });
  };

  return (
    <IonPage>
      <PageHeader
        title={fa.pages.userReviews}
        backHref={valid ? paths.productDetails.link(productId) : defaultBackHref}
      />
      <IonContent className="ion-padding">
        {!valid ? (
          <p className="state-message">{fa.reviews.missingProduct}</p>
        ) : (
          <QueryState query={reviews}>
            {(data) => {
              const first = data.pages[0];
              if (!first) return null;
              const items = data.pages.flatMap((page) => page.Items);
              return (
                <div className="content-narrow reviews-section">
                  <AppLink to={paths.productDetails.link(productId)} className="reviews-product-link">
                    {first.ProductName}
                  </AppLink>
                  <section className="reviews-summary" aria-label={fa.pages.userReviews}>
                    {first.TotalReviews > 0 ? (
                      <span className="reviews-summary__average">{formatRating(first.RatingAverage)}</span>
                    ) : null}
                    <div>
                      <RatingStars rating={first.RatingAverage} size="large" />
                      <div className="reviews-summary__count">
                        {fa.reviews.count(toPersianDigits(first.TotalReviews))}
                      </div>
                    </div>
                  </section>
                  {!first.ReviewsEnabled ? (
                    <p className="state-message">{fa.reviews.disabled}</p>
                  ) : !signedIn ? (
                    <div className="review-guest">
                      <p>{fa.reviews.guestPrompt}</p>
                      <AppLink to={paths.login.link()} className="form-button review-guest__login">
                        {fa.reviews.login}
                      </AppLink>
                    </div>
                  ) : savedMessage ? (
                    <FormMessage kind="success">{savedMessage}</FormMessage>
                  ) : first.CurrentCustomerHasReviewed ? (
                    <p className="form-message form-message--success">{fa.reviews.alreadyReviewed}</p>
                  ) : (
                    <ReviewForm productId={productId} onSaved={reviewSaved} />
                  )}
                  <ReviewList productId={productId} reviews={items} signedIn={signedIn} />
                  <LoadMore
                    hasMore={reviews.hasNextPage}
                    loading={reviews.isFetchingNextPage}
                    onLoadMore={() => void reviews.fetchNextPage()}
                  />
                </div>
              );
            }}
          </QueryState>
        )}
      </IonContent>
    </IonPage>
  );
}
