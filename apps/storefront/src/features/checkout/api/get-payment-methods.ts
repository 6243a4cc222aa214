import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

export const getPaymentMethods = (signal?: AbortSignal) => api.call('getPaymentMethods', { signal });

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.paymentMethods,
    queryFn: ({ signal }) => getPaymentMethods(signal),
    staleTime: 0,
  });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());
