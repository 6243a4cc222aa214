import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { backInStockKeys } from './back-in-stock-keys';

export const getBackInStockStatus = (productId: number, signal?: AbortSignal) =>
  api.call('getBackInStockStatus', { params: { id: productId }, signal });

/** Keyed by the signed-in customer: a guest never has a subscription. */
export const backInStockStatusQueryOptions = (productId: number, viewer: string | null) =>
  queryOptions({
    queryKey: backInStockKeys.status(productId, viewer),
    queryFn: ({ signal }) => getBackInStockStatus(productId, signal),
  });

export const useBackInStockStatus = (productId: number, viewer: string | null, enabled: boolean) =>
  useQuery({ ...backInStockStatusQueryOptions(productId, viewer), enabled });
