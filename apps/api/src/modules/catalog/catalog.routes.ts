import type { FastifyInstance } from 'fastify';
import type { ReadCache } from '../../lib/read-cache.js';
import { addCachedRoute, addRoute } from '../../plugins/contract-routes.js';
import type { CatalogService } from './catalog.service.js';

/**
 * Catalogue pages are the same for every shopper, so their serialised answers are cached (see
 * CATALOG_CACHE_TTL_MS in app.ts); the attribute-change call depends on the body and is not.
 */
export function registerCatalogRoutes(app: FastifyInstance, deps: { catalog: CatalogService; pages: ReadCache }): void {
  const { catalog, pages: cache } = deps;
  addCachedRoute(app, 'getCategoryTree', { cache, key: () => '' }, () => catalog.categoryTree());
  addCachedRoute(app, 'getHomePage', { cache, key: () => '' }, () => catalog.homePage());
  addCachedRoute(app, 'getManufacturers', { cache, key: () => '' }, () => catalog.manufacturers());
  addCachedRoute(app, 'searchProducts', { cache, key: ({ query }) => JSON.stringify(query) }, ({ query }) =>
    catalog.searchProducts(query),
  );
  addCachedRoute(app, 'getProductFilters', { cache, key: ({ query }) => JSON.stringify(query) }, ({ query }) =>
    catalog.productFilters(query),
  );
  addCachedRoute(app, 'getSearchSuggestions', { cache, key: ({ query }) => JSON.stringify(query) }, ({ query }) =>
    catalog.searchSuggestions(query),
  );
  addCachedRoute(app, 'getProductDetails', { cache, key: ({ params }) => String(params.id) }, ({ params }) =>
    catalog.productDetails(params.id),
  );
  addRoute(app, 'changeProductAttributes', ({ body }) => catalog.changeAttributes(body));
}
