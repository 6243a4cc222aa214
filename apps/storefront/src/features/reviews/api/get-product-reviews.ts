import type { ProductReviewList } from '@sabad/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewsKeys } from './reviews-keys';

export const REVIEWS_PAGE_SIZE = 10;

export const getProductReviews = (productId: number, offset: number, signal?: AbortSignal) =>
  api.call('getProductReviews', {
    params: { id: productId },
    query: { Limit: REVIEWS_PAGE_SIZE, Offset: offset },
    signal,
  });

export function nextReviewsOffset(lastPage: ProductReviewList, pages: ProductReviewList[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.Items.length, 0);
  return loaded < lastPage.TotalCount && lastPage.Items.length > 0 ? loaded : undefined;
}

/** Keyed by the signed-in customer too: the answer says which reviews are theirs and how they voted. */
export const productReviewsQueryOptions = (productId: number, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: reviewsKeys.list(productId, viewer),
    queryFn: ({ pageParam, signal }) => getProductReviews(productId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextReviewsOffset,
  });

export const useProductReviews = (productId: number, viewer: string | null) =>
  useInfiniteQuery({
    ...productReviewsQueryOptions(productId, viewer),
    enabled: Number.isInteger(productId) && productId > 0,
  });
