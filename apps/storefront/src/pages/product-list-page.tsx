import { IonContent, IonPage, IonToolbar, useIonRouter } from '@ionic/react';
import type { SortOrder } from '@sabad/contract';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader, defaultBackHref } from '@/components/page-header';
import { LoadMore } from '@/components/load-more';
import { ErrorMessage, useDataDrawn } from '@/components/query-state';
import { PageSpinner } from '@/components/page-spinner';
import { SearchForm } from '@/features/catalog/components/search-form';
import { SearchAlternatives } from '@/features/catalog/components/search-alternatives';
import { paths } from '@/config/paths';
import { useCategoryTree } from '@/features/catalog/api/get-category-tree';
import { useProductSearch, type ProductSearch } from '@/features/catalog/api/search-products';
import { FilterSheet, countActiveFilters } from '@/features/catalog/components/filter-sheet';
import { ProductList } from '@/features/catalog/components/product-list';
import { SortSelect } from '@/features/catalog/components/sort-select';
import { findCategory } from '@/features/catalog/hooks/find-category';
import { parseProductSearch } from '@/features/catalog/hooks/product-search-params';
import { formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';
import { useFirstScreenTakeover } from '@/app/startup/first-screen';

export default function ProductListPage() {
  const location = useLocation();
  const router = useIonRouter();
  const search = useMemo(() => parseProductSearch(location.search), [location.search]);
  const products = useProductSearch(search);
  const tree = useCategoryTree();
  // The title is the category's name: the list takes over once both are there.
  useFirstScreenTakeover(!products.isPending && !tree.isPending);
  const listDrawn = useDataDrawn(!products.isPending);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const category =
    search.CategoryId && tree.data ? findCategory(tree.data.Items, Number(search.CategoryId)) : undefined;
  const title = search.SearchWords
    ? fa.productList.searchTitle(search.SearchWords)
    : (category?.Name ?? fa.productList.title);
  const items = products.data?.pages.flatMap((page) => page.Items) ?? [];
  const totalCount = products.data?.pages[0]?.TotalCount ?? 0;
  const alternatives = products.data?.pages[0]?.Alternatives;
  const activeFilters = countActiveFilters(search);

  // The whole list query lives in the URL (filters, sort, words): back, reload and shared links keep it.
  const replaceSearch = useCallback(
    (next: ProductSearch) => router.push(paths.productList.link(next), 'none', 'replace'),
    [router],
  );
  const changeSort = (sort: SortOrder) => replaceSearch({ ...search, Sort: sort });
  const closeFilters = useCallback(() => setFiltersOpen(false), []);

  return (
    <IonPage>
      <PageHeader title={title} backHref={defaultBackHref}>
        {search.SearchWords !== undefined ? (
          <IonToolbar>
            <SearchForm
              key={search.SearchWords}
              initialWords={search.SearchWords}
              onSearch={(words) => {
                if (words.trim()) router.push(paths.productList.link({ SearchWords: words.trim() }), 'none', 'replace');
              }}
            />
          </IonToolbar>
        ) : null}
        <IonToolbar className="list-toolbar">
          <button
            type="button"
            slot="start"
            className={`filter-button${activeFilters > 0 ? ' filter-button--active' : ''}`}
            aria-haspopup="dialog"
            onClick={() => setFiltersOpen(true)}
          >
            {activeFilters > 0 ? fa.productList.filterWithCount(formatNumber(activeFilters)) : fa.productList.filter}
          </button>
          <SortSelect value={search.Sort ?? 'position'} onChange={changeSort} />
          {products.isSuccess && totalCount > 0 ? (
            <span slot="end" className="list-toolbar__count">
              {fa.productList.totalCount(formatNumber(totalCount))}
            </span>
          ) : null}
        </IonToolbar>
      </PageHeader>
      <IonContent>
        <div className="content-narrow">
          {!listDrawn ? <PageSpinner /> : null}
          {listDrawn && products.isError ? <ErrorMessage onRetry={() => void products.refetch()} /> : null}
          {listDrawn && products.isSuccess && items.length === 0 ? (
            <div className="state-message">
              <p>{fa.productList.empty}</p>
              {activeFilters > 0 ? (
                <button type="button" className="filter-button" onClick={() => setFiltersOpen(true)}>
                  {fa.productList.filterWithCount(formatNumber(activeFilters))}
                </button>
              ) : null}
            </div>
          ) : null}
          {listDrawn && products.isSuccess && items.length === 0 && alternatives ? (
            <SearchAlternatives alternatives={alternatives} />
          ) : null}
          {listDrawn && items.length > 0 ? <ProductList products={items} /> : null}
          <LoadMore
            hasMore={products.hasNextPage}
            loading={products.isFetchingNextPage}
            onLoadMore={() => void products.fetchNextPage()}
          />
        </div>
      </IonContent>
      <FilterSheet search={search} open={filtersOpen} onClose={closeFilters} onChange={replaceSearch} />
    </IonPage>
  );
}
