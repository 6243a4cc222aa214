import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

export const getOrder = (id: number, signal?: AbortSignal) => api.call('getOrderById', { params: { id }, signal });

/** Always read again: the payment status changes on the server (the gateway's callback), never in the app. */
export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: checkoutKeys.order(id), queryFn: ({ signal }) => getOrder(id, signal), staleTime: 0 });

export const useOrder = (id: number | null) => useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
