import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

export const getPaymentResult = (orderId: number, signal?: AbortSignal) =>
  api.call('getPaymentResult', { params: { orderId }, signal });

/** Always read again: only the gateway's callback changes it, on the server. */
export const paymentResultQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: checkoutKeys.paymentResult(orderId),
    queryFn: ({ signal }) => getPaymentResult(orderId, signal),
    staleTime: 0,
  });

export const usePaymentResult = (orderId: number | null) =>
  useQuery({ ...paymentResultQueryOptions(orderId ?? 0), enabled: orderId !== null });
