import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { blogKeys } from './blog-keys';

export const getBlogPost = (id: number, signal?: AbortSignal) => api.call('getBlogPost', { params: { id }, signal });

/** Keyed by the signed-in customer too: the answer carries the viewer's own waiting comments. */
export const blogPostQueryOptions = (id: number, viewer: string | null) =>
  queryOptions({ queryKey: blogKeys.postFor(id, viewer), queryFn: ({ signal }) => getBlogPost(id, signal) });

export const useBlogPost = (id: number, viewer: string | null) =>
  useQuery({ ...blogPostQueryOptions(id, viewer), enabled: Number.isInteger(id) && id > 0 });
