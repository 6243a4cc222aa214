import { IonContent, IonPage, IonToolbar, useIonRouter } from '@ionic/react';
import type { SortOrder } from '@sabad/contract';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader, defaultBackHref } from '../components/page-header';
import { LoadMore } from '../components/load-more';
import { ErrorMessage } from '../components/query-state';
import { PageSpinner } from '../components/page-spinner';
import { paths } from '../config/paths';
import { useCategoryTree } from '../features/catalog/api/get-category-tree';
import { useProductSearch } from '../features/catalog/api/search-products';
import { ProductListItem } from '../features/catalog/components/product-list-item';
import { SortSelect } from '../features/catalog/components/sort-select';
import { findCategory } from '../features/catalog/hooks/find-category';
import { parseProductSearch } from '../features/catalog/hooks/product-search-params';
import { formatNumber } from '../lib/format';
import { fa } from '../strings/fa';

export default function ProductListPage() {
  const location = useLocation();
  const router = useIonRouter();
  const search = useMemo(() => parseProductSearch(location.search), [location.search]);
  const products = useProductSearch(search);
  const tree = useCategoryTree();

  const category = search.CategoryId && tree.data ? findCategory(tree.data.Items, Number(search.CategoryId)) : undefined;
  const title = search.SearchWords ? fa.productList.searchTitle(search.SearchWords) : (category?.Name ?? fa.productList.title);
  const items = products.data?.pages.flatMap((page) => page.Items) ?? [];
  const totalCount = products.data?.pages[0]?.TotalCount ?? 0;

  const changeSort = (sort: SortOrder) => {
    router.push(paths.productList({ ...search, Sort: sort }), 'none', 'replace');
  };

  return (
    <IonPage>
      <PageHeader title={title} backHref={defaultBackHref}>
        <IonToolbar className="list-toolbar">
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
          {products.isPending ? <PageSpinner /> : null}
          {products.isError ? <ErrorMessage onRetry={() => void products.refetch()} /> : null}
          {products.isSuccess && items.length === 0 ? <p className="state-message">{fa.productList.empty}</p> : null}
          {items.length > 0 ? (
            <ul className="product-list">
              {items.map((product) => (
                <li key={product.Id}>
                  <ProductListItem product={product} />
                </li>
              ))}
            </ul>
          ) : null}
          <LoadMore
            hasMore={products.hasNextPage}
            loading={products.isFetchingNextPage}
            onLoadMore={() => void products.fetchNextPage()}
          />
        </div>
      </IonContent>
    </IonPage>
  );
}
