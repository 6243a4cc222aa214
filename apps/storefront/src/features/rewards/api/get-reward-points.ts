import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rewardsKeys } from './rewards-keys';

export const getRewardPoints = (pageNumber: number, signal?: AbortSignal) =>
  api.call('getRewardPoints', { query: { pageNumber }, signal });

/** Always read again: points count, expire and are earned on the server as time and orders move. */
export const rewardPointsQueryOptions = (customerId: number, pageNumber: number) =>
  queryOptions({
    queryKey: rewardsKeys.points(customerId, pageNumber),
    queryFn: ({ signal }) => getRewardPoints(pageNumber, signal),
    staleTime: 0,
  });

export const useRewardPoints = (customerId: number | null, pageNumber: number) =>
  useQuery({
    ...rewardPointsQueryOptions(customerId ?? 0, pageNumber),
    enabled: customerId !== null,
    placeholderData: keepPreviousData,
  });
