import type { ProductList, ProductQueryInput } from '@sabad/contract';
import { PRODUCT_PAGE_SIZE } from '@/lib/catalog-constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export type ProductSearch = Omit<ProductQueryInput, 'Limit' | 'Offset'>;

export const searchProducts = (query: ProductQueryInput, signal?: AbortSignal) =>
  api.call('searchProducts', { query, signal });

export function nextPageOffset(lastPage: ProductList, pages: ProductList[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.Items.length, 0);
  return loaded < lastPage.TotalCount && lastPage.Items.length > 0 ? loaded : undefined;
}

export const productSearchQueryOptions = (search: ProductSearch, pageSize: number = PRODUCT_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.productSearch(search, pageSize),
    queryFn: ({ pageParam, signal }) => searchProducts({ ...search, Limit: pageSize, Offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });

export const useProductSearch = (search: ProductSearch, pageSize?: number) =>
  useInfiniteQuery(productSearchQueryOptions(search, pageSize));
