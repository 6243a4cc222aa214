import type { BlogPostList } from '@sabad/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { blogKeys } from './blog-keys';

export const BLOG_PAGE_SIZE = 10;

export const getBlogPosts = (tag: string | null, offset: number, signal?: AbortSignal) =>
  api.call('getBlogPosts', {
    query: { Limit: BLOG_PAGE_SIZE, Offset: offset, ...(tag ? { Tag: tag } : {}) },
    signal,
  });

export function nextBlogOffset(lastPage: BlogPostList, pages: BlogPostList[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.Items.length, 0);
  return loaded < lastPage.TotalCount && lastPage.Items.length > 0 ? loaded : undefined;
}

export const blogPostsQueryOptions = (tag: string | null) =>
  infiniteQueryOptions({
    queryKey: blogKeys.list(tag),
    queryFn: ({ pageParam, signal }) => getBlogPosts(tag, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextBlogOffset,
  });

export const useBlogPosts = (tag: string | null) => useInfiniteQuery(blogPostsQueryOptions(tag));

/** The tag a blog address filters by (`/blog?tag=موبایل`), or null for every post. */
export const blogTagOf = (search: URLSearchParams) => search.get('tag')?.trim() || null;

export const blogTagsQueryOptions = () =>
  queryOptions({ queryKey: blogKeys.tags, queryFn: ({ signal }) => api.call('getBlogTags', { signal }) });

export const useBlogTags = () => useQuery(blogTagsQueryOptions());
