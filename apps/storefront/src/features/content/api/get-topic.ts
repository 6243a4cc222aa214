import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKeys } from './content-keys';

export const getTopic = (systemName: string, signal?: AbortSignal) =>
  api.call('getTopic', { params: { systemName }, signal });

export const topicQueryOptions = (systemName: string) =>
  queryOptions({ queryKey: contentKeys.topic(systemName), queryFn: ({ signal }) => getTopic(systemName, signal) });

export const useTopic = (systemName: string) => useQuery(topicQueryOptions(systemName));
