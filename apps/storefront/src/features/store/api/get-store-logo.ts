import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getStoreLogo = (signal?: AbortSignal) => api.call('getLogo', { signal });

export const storeLogoQueryOptions = () =>
  queryOptions({ queryKey: ['store', 'logo'], queryFn: ({ signal }) => getStoreLogo(signal), staleTime: 30 * 60_000 });

export const useStoreLogo = () => useQuery(storeLogoQueryOptions());
