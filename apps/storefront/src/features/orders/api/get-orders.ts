import type { CustomerOrderList } from '@sabad/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKeys } from './orders-keys';

export const getOrders = (pageNumber: number, signal?: AbortSignal) =>
  api.call('getOrders', { query: { pageNumber }, signal });

export const nextOrdersPage = (lastPage: CustomerOrderList): number | undefined =>
  lastPage.PageNumber < lastPage.TotalPages ? lastPage.PageNumber + 1 : undefined;

/** Always read again on opening: statuses change on the server (payment, shipping), never in the app. */
export const ordersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ordersKeys.list,
    queryFn: ({ pageParam, signal }) => getOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextOrdersPage,
    staleTime: 0,
  });

export const useOrders = (enabled: boolean) => useInfiniteQuery({ ...ordersQueryOptions(), enabled });
