import type { ProductReviewAddRequest, ProductReviewAddResponse } from '@sabad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewsKeys } from './reviews-keys';

export const addProductReview = (productId: number, review: ProductReviewAddRequest) =>
  api.call('addProductReview', { params: { id: productId }, body: review });

/** `onSaved` runs here, not per call: the refetched list can unmount the form, and React Query drops its callbacks. */
export const useAddProductReview = (productId: number, onSaved?: (answer: ProductReviewAddResponse) => unknown) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ProductReviewAddRequest) => addProductReview(productId, review),
    onSuccess: (answer) =>
      Promise.all([onSaved?.(answer), queryClient.invalidateQueries({ queryKey: reviewsKeys.product(productId) })]),
  });
};
