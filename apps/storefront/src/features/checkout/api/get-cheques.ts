import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

export const getCheques = (orderId: number | null, signal?: AbortSignal) =>
  api.call('getCheques', { query: { orderId: orderId ?? undefined }, signal });

export const chequesQueryOptions = (orderId: number | null) =>
  queryOptions({
    queryKey: checkoutKeys.cheques(orderId),
    queryFn: ({ signal }) => getCheques(orderId, signal),
    staleTime: 0,
  });

export const useCheques = (orderId: number | null) => useQuery(chequesQueryOptions(orderId));
