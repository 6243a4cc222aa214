import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

export const getOrderTotals = (signal?: AbortSignal) => api.call('getOrderTotals', { signal });

export const orderTotalsQueryOptions = () =>
  queryOptions({ queryKey: cartKeys.totals, queryFn: ({ signal }) => getOrderTotals(signal) });

export const useOrderTotals = () => useQuery(orderTotalsQueryOptions());
