import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

export const getAppliedDiscounts = (signal?: AbortSignal) => api.call('getAppliedDiscounts', { signal });

export const appliedDiscountsQueryOptions = () =>
  queryOptions({ queryKey: checkoutKeys.appliedDiscounts, queryFn: ({ signal }) => getAppliedDiscounts(signal) });

export const useAppliedDiscounts = (enabled = true) => useQuery({ ...appliedDiscountsQueryOptions(), enabled });
