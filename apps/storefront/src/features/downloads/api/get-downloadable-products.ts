import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadsKeys } from './downloads-keys';

export const getDownloadableProducts = (signal?: AbortSignal) => api.call('getDownloadableProducts', { signal });

/** Always read again: downloads left and availability change on the server (payment, the store's activation). */
export const downloadableProductsQueryOptions = () =>
  queryOptions({ queryKey: downloadsKeys.all, queryFn: ({ signal }) => getDownloadableProducts(signal), staleTime: 0 });

export const useDownloadableProducts = (enabled: boolean) =>
  useQuery({ ...downloadableProductsQueryOptions(), enabled });
