import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { returnsKeys } from './returns-keys';

export const getReturnRequestForm = (orderId: number, signal?: AbortSignal) =>
  api.call('getReturnRequestForm', { params: { orderId }, signal });

/** Read again each time: what is still returnable changes with every request and the store's decisions. */
export const returnRequestFormQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: returnsKeys.form(orderId),
    queryFn: ({ signal }) => getReturnRequestForm(orderId, signal),
    staleTime: 0,
  });

export const useReturnRequestForm = (orderId: number, enabled = true) =>
  useQuery({ ...returnRequestFormQueryOptions(orderId), enabled });
