import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getTopicList = (signal?: AbortSignal) => api.call('getTopicList', { signal });

export const topicListQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'topic-list'],
    queryFn: ({ signal }) => getTopicList(signal),
    staleTime: 10 * 60_000,
  });

export const useTopicList = () => useQuery(topicListQueryOptions());
