import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export const getHomePage = (signal?: AbortSignal) => api.call('getHomePage', { signal });

export const homePageQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.homePage, queryFn: ({ signal }) => getHomePage(signal) });

export const useHomePage = () => useQuery(homePageQueryOptions());
