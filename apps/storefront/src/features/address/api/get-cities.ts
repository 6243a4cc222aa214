import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addressKeys } from './address-keys';

export const getCities = (provinceId: number, signal?: AbortSignal) =>
  api.call('getCities', { params: { id: provinceId }, signal });

export const citiesQueryOptions = (provinceId: number) =>
  queryOptions({
    queryKey: addressKeys.cities(provinceId),
    queryFn: ({ signal }) => getCities(provinceId, signal),
    staleTime: 30 * 60_000,
  });

export const useCities = (provinceId: number | null) =>
  useQuery({ ...citiesQueryOptions(provinceId ?? 0), enabled: provinceId !== null && provinceId > 0 });
