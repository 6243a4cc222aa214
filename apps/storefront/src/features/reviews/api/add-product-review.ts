import type { ProductReviewAddRequest } from '@sabad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const addProductReview = (productId: number, review: ProductReviewAddRequest) =>
  api.call('addProductReview', { params: { id: productId }, body: review });

/** An approved review changes the list, the average and the product's rating: all are read again. */
export const useAddProductReview = (productId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ProductReviewAddRequest) => addProductReview(productId, review),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reviews', productId] }),
        queryClient.invalidateQueries({ queryKey: ['catalog', 'product-details', productId] }),
      ]),
  });
};
