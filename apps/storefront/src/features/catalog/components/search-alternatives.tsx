import type { SearchAlternatives as Alternatives } from '@sabad/contract';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import * as fa from '@/strings/fa';
import { ProductList } from './product-list';
import './search-alternatives.css';

/** What a search that found nothing offers next: the corrected spelling, nearby categories, best sellers. */
export function SearchAlternatives({ alternatives }: { alternatives: Alternatives }) {
  const { DidYouMean, Categories, PopularProducts } = alternatives;
  return (
    <div className="search-alternatives">
      {DidYouMean ? (
        <p className="search-alternatives__did-you-mean">
          {fa.search.didYouMean}{' '}
          <AppLink to={paths.productList.link({ SearchWords: DidYouMean })} dir="auto">
            {DidYouMean}
          </AppLink>{' '}
          {fa.search.didYouMeanEnd}
        </p>
      ) : null}
      {Categories.length > 0 ? (
        <section aria-labelledby="search-alternatives-categories">
          <h2 id="search-alternatives-categories" className="search-alternatives__heading">
            {fa.search.closestCategories}
          </h2>
          <ul className="search-alternatives__categories">
            {Categories.map((category) => (
              <li key={category.Id}>
                <AppLink
                  to={paths.productList.link({ CategoryId: category.Id })}
                  className="search-alternatives__category"
                >
                  {category.Name}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {PopularProducts.length > 0 ? (
        <section aria-labelledby="search-alternatives-popular">
          <h2 id="search-alternatives-popular" className="search-alternatives__heading">
            {fa.search.popularProducts}
          </h2>
          <ProductList products={PopularProducts} />
        </section>
      ) : null}
    </div>
  );
}
