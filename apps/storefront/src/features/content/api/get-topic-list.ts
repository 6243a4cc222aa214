import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKeys } from './content-keys';

export const getTopicList = (signal?: AbortSignal) => api.call('getTopicList', { signal });

export const topicListQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.topicList,
    queryFn: ({ signal }) => getTopicList(signal),
    staleTime: 10 * 60_000,
  });

export const useTopicList = () => useQuery(topicListQueryOptions());
