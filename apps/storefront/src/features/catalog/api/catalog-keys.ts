import type { ProductFilterQueryInput } from '@sabad/contract';
import type { ProductSearch } from './search-products';

export const catalogKeys = {
  all: ['catalog'] as const,
  settings: ['settings', 'catalog'] as const,
  categoryTree: ['catalog', 'category-tree'] as const,
  homePage: ['catalog', 'home-page'] as const,
  compareList: ['catalog', 'compare'] as const,
  productDetails: (id: number) => ['catalog', 'product-details', id] as const,
  productSearch: (search: ProductSearch, pageSize: number) => ['catalog', 'product-search', search, pageSize] as const,
  productFilters: (query: ProductFilterQueryInput) => ['catalog', 'product-filters', query] as const,
  searchSuggestions: (prefix: string) => ['catalog', 'search-suggestions', prefix] as const,
};
