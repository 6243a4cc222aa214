import type { ProductFilterQueryInput } from '@sabad/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductSearch } from './search-products';
import { catalogKeys } from './catalog-keys';

export const getProductFilters = (query: ProductFilterQueryInput, signal?: AbortSignal) =>
  api.call('getProductFilters', { query, signal });

export function filterQueryOf(search: ProductSearch): ProductFilterQueryInput {
  const { Sort: _sort, ...query } = search;
  return query;
}

export const productFiltersQueryOptions = (search: ProductSearch) =>
  queryOptions({
    queryKey: catalogKeys.productFilters(filterQueryOf(search)),
    queryFn: ({ signal }) => getProductFilters(filterQueryOf(search), signal),
    // While the counts of a new selection load, the sheet keeps showing the previous ones.
    placeholderData: keepPreviousData,
  });

export const useProductFilters = (search: ProductSearch, enabled: boolean) =>
  useQuery({ ...productFiltersQueryOptions(search), enabled });
