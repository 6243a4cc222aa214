import { IonContent, IonPage, IonToolbar, useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useCatalogSettings } from '@/features/catalog/api/get-catalog-settings';
import { useHomePage } from '@/features/catalog/api/get-home-page';
import { CategoryTiles } from '@/features/catalog/components/category-tiles';
import { ProductRow } from '@/features/catalog/components/product-row';
import { useStoreLogo } from '@/features/store/api/get-store-logo';
import { SearchForm } from '@/features/catalog/components/search-form';
import * as fa from '@/strings/fa';
import { useFirstScreenTakeover } from '@/app/startup/first-screen';

export default function HomePage() {
  const home = useHomePage();
  const settings = useCatalogSettings();
  const logo = useStoreLogo();
  const queryClient = useQueryClient();
  const router = useIonRouter();
  const location = useLocation();
  useFirstScreenTakeover(!home.isPending);

  useEffect(() => {
    if (new URLSearchParams(location.search).get('refreshPage') === 'true') void queryClient.invalidateQueries();
  }, [location.search, queryClient]);

  const search = (words: string) => {
    const text = words.trim();
    if (text) router.push(paths.productList.link({ SearchWords: text }), 'forward');
  };

  return (
    <IonPage>
      <PageHeader title={logo.data?.StoreName ?? fa.appName}>
        <IonToolbar color="primary">
          <SearchForm onSearch={search} />
        </IonToolbar>
      </PageHeader>
      <IonContent>
        <div className="content-narrow">
          <QueryState query={home}>
            {(data) => (
              <>
                {data.Categories.length > 0 ? (
                  <section aria-labelledby="home-categories">
                    <h2 id="home-categories" className="section-title">
                      {fa.home.categories}
                    </h2>
                    <CategoryTiles
                      categories={data.Categories}
                      circle={settings.data?.CircleCategoryStyleEnabled ?? false}
                    />
                  </section>
                ) : null}
                <ProductRow
                  title={fa.home.featuredProducts}
                  products={data.FeaturedProducts}
                  firstScreen={data.FeaturedProducts.length > 0}
                />
                <ProductRow
                  title={fa.home.newProducts}
                  products={data.NewProducts}
                  firstScreen={data.FeaturedProducts.length === 0}
                />
                <ProductRow title={fa.home.bestSellers} products={data.BestSellers} />
              </>
            )}
          </QueryState>
        </div>
      </IonContent>
    </IonPage>
  );
}
