import type { ProductReviewAddRequest, ProductReviewAddResponse } from '@sabad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewsKeys } from './reviews-keys';

export const addProductReview = (productId: number, review: ProductReviewAddRequest) =>
  api.call('addProductReview', { params: { id: productId }, body: review });

/**
 * An approved review changes the list, the average and the product's rating: all are read again
 * (the list here; what `onSaved` returns is waited for too, so the page refreshes the product it
 * shows elsewhere). `onSaved` runs here, not as a per-call callback: the refetched list can replace
 * the form (the customer has reviewed now), and React Query drops per-call callbacks of an unmounted component.
 */
export const useAddProductReview = (productId: number, onSaved?: (answer: ProductReviewAddResponse) => unknown) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ProductReviewAddRequest) => addProductReview(productId, review),
    onSuccess: (answer) =>
      Promise.all([onSaved?.(answer), queryClient.invalidateQueries({ queryKey: reviewsKeys.product(productId) })]),
  });
};
