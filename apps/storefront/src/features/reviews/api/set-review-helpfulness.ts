import type { ProductReviewList, ReviewHelpfulnessResponse } from '@sabad/contract';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewsKeys } from './reviews-keys';

export const setReviewHelpfulness = (reviewId: number, wasHelpful: boolean) =>
  api.call('setReviewHelpfulness', { params: { id: reviewId }, body: { WasHelpful: wasHelpful } });

function withVote(
  data: InfiniteData<ProductReviewList> | undefined,
  reviewId: number,
  answer: ReviewHelpfulnessResponse,
) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      Items: page.Items.map((review) =>
        review.Id === reviewId
          ? {
              ...review,
              HelpfulYesTotal: answer.HelpfulYesTotal,
              HelpfulNoTotal: answer.HelpfulNoTotal,
              CurrentCustomerVote: answer.CurrentCustomerVote,
            }
          : review,
      ),
    })),
  };
}

export const useSetReviewHelpfulness = (productId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, wasHelpful }: { reviewId: number; wasHelpful: boolean }) =>
      setReviewHelpfulness(reviewId, wasHelpful),
    onSuccess: (answer, { reviewId }) =>
      queryClient.setQueriesData<InfiniteData<ProductReviewList>>(
        { queryKey: reviewsKeys.product(productId) },
        (data) => withVote(data, reviewId, answer),
      ),
  });
};
