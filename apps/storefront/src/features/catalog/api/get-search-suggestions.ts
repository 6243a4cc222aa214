import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export const getSearchSuggestions = (prefix: string, signal?: AbortSignal) =>
  api.call('getSearchSuggestions', { query: { Prefix: prefix }, signal });

export const searchSuggestionsQueryOptions = (prefix: string) =>
  queryOptions({
    queryKey: catalogKeys.searchSuggestions(prefix),
    queryFn: ({ signal }) => getSearchSuggestions(prefix, signal),
    staleTime: 60_000,
  });

export const useSearchSuggestions = (prefix: string) =>
  useQuery({ ...searchSuggestionsQueryOptions(prefix), enabled: prefix.length > 0 });
