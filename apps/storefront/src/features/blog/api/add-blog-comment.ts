import type { BlogCommentAddRequest } from '@sabad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { blogKeys } from './blog-keys';

export const addBlogComment = (postId: number, comment: BlogCommentAddRequest) =>
  api.call('addBlogComment', { params: { id: postId }, body: comment });

/** The post is read again, so the new comment shows (approved, or as the author's waiting one). */
export const useAddBlogComment = (postId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: BlogCommentAddRequest) => addBlogComment(postId, comment),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: blogKeys.post(postId) }),
        queryClient.invalidateQueries({ queryKey: blogKeys.lists }),
      ]),
  });
};
