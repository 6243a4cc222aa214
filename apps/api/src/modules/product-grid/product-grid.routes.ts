import type { FastifyInstance } from 'fastify';
import { addAdminRoute } from '../../plugins/admin-routes.js';
import type { ProductGridService } from './product-grid.service.js';

export function registerProductGridRoutes(app: FastifyInstance, deps: { productGrid: ProductGridService }): void {
  const { productGrid } = deps;
  addAdminRoute(app, 'adminListProductGrid', ({ query }) => productGrid.list(query));
  addAdminRoute(app, 'adminChangeProductRow', ({ params, body, actor }) =>
    productGrid.changeRow(params.id, body, actor),
  );
  addAdminRoute(app, 'adminPreviewBulkPrice', ({ query }) => productGrid.previewBulkPrice(query));
  addAdminRoute(app, 'adminApplyBulkPrice', ({ body, actor }) => productGrid.applyBulkPrice(body, actor));
}
