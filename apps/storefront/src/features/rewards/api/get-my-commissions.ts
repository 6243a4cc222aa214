import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rewardsKeys } from './rewards-keys';

export const getMyCommissions = (signal?: AbortSignal) => api.call('getMyCommissions', { signal });

export const myCommissionsQueryOptions = (customerId: number) =>
  queryOptions({ queryKey: rewardsKeys.myCommissions(customerId), queryFn: ({ signal }) => getMyCommissions(signal) });

export const useMyCommissions = (customerId: number | null) =>
  useQuery({ ...myCommissionsQueryOptions(customerId ?? 0), enabled: customerId !== null });
