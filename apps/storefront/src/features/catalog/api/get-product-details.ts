import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getProductDetails = (id: number, signal?: AbortSignal) =>
  api.call('getProductDetails', { params: { id }, signal });

export const productDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['catalog', 'product-details', id],
    queryFn: ({ signal }) => getProductDetails(id, signal),
  });

export const useProductDetails = (id: number) =>
  useQuery({ ...productDetailsQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
