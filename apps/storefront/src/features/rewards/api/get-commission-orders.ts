import type { CommissionOrderList } from '@sabad/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rewardsKeys } from './rewards-keys';

const PAGE_SIZE = 10;

export const getCommissionOrders = (pageNumber: number, signal?: AbortSignal) =>
  api.call('getCommissionOrders', { body: { PageNumber: pageNumber, PageSize: PAGE_SIZE }, signal });

/** The list has no total: a full page means there may be another. */
export const nextCommissionPage = (lastPage: CommissionOrderList, pages: CommissionOrderList[]) =>
  lastPage.length === PAGE_SIZE ? pages.length + 1 : undefined;

export const commissionOrdersQueryOptions = (customerId: number) =>
  infiniteQueryOptions({
    queryKey: rewardsKeys.commissionOrders(customerId),
    queryFn: ({ pageParam, signal }) => getCommissionOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextCommissionPage,
  });

export const useCommissionOrders = (customerId: number | null) =>
  useInfiniteQuery({ ...commissionOrdersQueryOptions(customerId ?? 0), enabled: customerId !== null });
