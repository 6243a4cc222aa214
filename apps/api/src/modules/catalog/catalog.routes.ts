import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import type { CatalogService } from './catalog.service.js';

export function registerCatalogRoutes(app: FastifyInstance, deps: { catalog: CatalogService }): void {
  const { catalog } = deps;
  addRoute(app, 'getCategoryTree', () => catalog.categoryTree());
  addRoute(app, 'getHomePage', () => catalog.homePage());
  addRoute(app, 'getManufacturers', () => catalog.manufacturers());
  addRoute(app, 'searchProducts', ({ query }) => catalog.searchProducts(query));
  addRoute(app, 'getProductDetails', ({ params }) => catalog.productDetails(params.id));
  addRoute(app, 'changeProductAttributes', ({ body }) => catalog.changeAttributes(body));
}
