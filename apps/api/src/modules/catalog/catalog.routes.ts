import type { FastifyInstance } from 'fastify';
import type { ReadCache } from '../../lib/read-cache.js';
import { addCachedRoute, addRoute } from '../../plugins/contract-routes.js';
import type { CatalogService } from './catalog.service.js';

/** Catalogue pages are the same for every shopper, so answers are cached; attribute-change depends on the body. */
export function registerCatalogRoutes(
  app: FastifyInstance,
  deps: { catalog: CatalogService; pages: ReadCache; checkAnswers: boolean },
): void {
  const { catalog, pages: cache, checkAnswers: check } = deps;
  addCachedRoute(app, 'getCategoryTree', { cache, check, key: () => '' }, () => catalog.categoryTree());
  addCachedRoute(app, 'getHomePage', { cache, check, key: () => '' }, () => catalog.homePage());
  addCachedRoute(app, 'getManufacturers', { cache, check, key: () => '' }, () => catalog.manufacturers());
  addCachedRoute(app, 'searchProducts', { cache, check, key: ({ query }) => JSON.stringify(query) }, ({ query }) =>
    catalog.searchProducts(query),
  );
  addCachedRoute(app, 'getProductFilters', { cache, check, key: ({ query }) => JSON.stringify(query) }, ({ query }) =>
    catalog.productFilters(query),
  );
  addCachedRoute(
    app,
    'getSearchSuggestions',
    { cache, check, key: ({ query }) => JSON.stringify(query) },
    ({ query }) => catalog.searchSuggestions(query),
  );
  addCachedRoute(app, 'getProductDetails', { cache, check, key: ({ params }) => String(params.id) }, ({ params }) =>
    catalog.productDetails(params.id),
  );
  addRoute(app, 'changeProductAttributes', ({ body }) => catalog.changeAttributes(body));
}
