import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rewardsKeys } from './rewards-keys';

export const getCommissionStatus = (signal?: AbortSignal) => api.call('getCommissionStatus', { signal });

export const commissionStatusQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: rewardsKeys.commissionStatus(customerId),
    queryFn: ({ signal }) => getCommissionStatus(signal),
  });

export const useCommissionStatus = (customerId: number | null) =>
  useQuery({ ...commissionStatusQueryOptions(customerId ?? 0), enabled: customerId !== null });
