import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export const getProductDetails = (id: number, signal?: AbortSignal) =>
  api.call('getProductDetails', { params: { id }, signal });

export const productDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.productDetails(id),
    queryFn: ({ signal }) => getProductDetails(id, signal),
  });

export const useProductDetails = (id: number) =>
  useQuery({ ...productDetailsQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
