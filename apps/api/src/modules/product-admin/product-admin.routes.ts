import type { FastifyInstance } from 'fastify';
import { addAdminRoute } from '../../plugins/admin-routes.js';
import type { ProductAdminService } from './product-admin.service.js';

export function registerProductAdminRoutes(app: FastifyInstance, deps: { products: ProductAdminService }): void {
  const { products } = deps;
  addAdminRoute(app, 'adminGetProductEditorOptions', () => products.options());
  addAdminRoute(app, 'adminGetProduct', ({ params }) => products.detail(params.id));
  addAdminRoute(app, 'adminCreateProduct', ({ body, actor }) => products.create(body, actor));
  addAdminRoute(app, 'adminUpdateProduct', ({ params, body, actor }) => products.update(params.id, body, actor));
  addAdminRoute(app, 'adminAddProductPicture', ({ params, body, actor }) =>
    products.addPicture(params.id, body, actor),
  );
  addAdminRoute(app, 'adminSetProductDownload', ({ params, body, actor }) =>
    products.setDownload(params.id, body, actor),
  );
}
