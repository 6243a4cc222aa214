import type { ProductReviewAddRequest, ProductReviewAddResponse } from '@sabad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const addProductReview = (productId: number, review: ProductReviewAddRequest) =>
  api.call('addProductReview', { params: { id: productId }, body: review });

/**
 * An approved review changes the list, the average and the product's rating: all are read again.
 * `onSaved` runs here, not as a per-call callback: the refetched list can replace the form (the
 * customer has reviewed now), and React Query drops per-call callbacks of an unmounted component.
 */
export const useAddProductReview = (productId: number, onSaved?: (answer: ProductReviewAddResponse) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ProductReviewAddRequest) => addProductReview(productId, review),
    onSuccess: (answer) => {
      onSaved?.(answer);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reviews', productId] }),
        queryClient.invalidateQueries({ queryKey: ['catalog', 'product-details', productId] }),
      ]);
    },
  });
};
