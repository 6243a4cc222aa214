import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getHomePage = (signal?: AbortSignal) => api.call('getHomePage', { signal });

export const homePageQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'home-page'], queryFn: ({ signal }) => getHomePage(signal) });

export const useHomePage = () => useQuery(homePageQueryOptions());
