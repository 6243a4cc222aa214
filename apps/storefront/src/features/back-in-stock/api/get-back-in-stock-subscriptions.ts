import type { BackInStockSubscriptionList } from '@sabad/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { backInStockKeys } from './back-in-stock-keys';

const PAGE_SIZE = 10;

export const getBackInStockSubscriptions = (offset: number, signal?: AbortSignal) =>
  api.call('getBackInStockSubscriptions', { query: { Limit: PAGE_SIZE, Offset: offset }, signal });

export function nextSubscriptionsOffset(
  lastPage: BackInStockSubscriptionList,
  pages: BackInStockSubscriptionList[],
): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.Items.length, 0);
  return loaded < lastPage.TotalCount && lastPage.Items.length > 0 ? loaded : undefined;
}

export const backInStockSubscriptionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: backInStockKeys.subscriptions,
    queryFn: ({ pageParam, signal }) => getBackInStockSubscriptions(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextSubscriptionsOffset,
  });

export const useBackInStockSubscriptions = (enabled: boolean) =>
  useInfiniteQuery({ ...backInStockSubscriptionsQueryOptions(), enabled });
