import type { FastifyInstance } from 'fastify';
import { addAdminRoute } from '../../plugins/admin-routes.js';
import type { CategoryAdminService } from './category-admin.service.js';

export function registerCategoryAdminRoutes(app: FastifyInstance, deps: { categories: CategoryAdminService }): void {
  const { categories } = deps;
  addAdminRoute(app, 'adminListCategories', () => categories.tree());
  addAdminRoute(app, 'adminGetCategory', ({ params }) => categories.category(params.id));
  addAdminRoute(app, 'adminCreateCategory', ({ body, actor }) => categories.createCategory(body, actor));
  addAdminRoute(app, 'adminUpdateCategory', ({ params, body, actor }) =>
    categories.updateCategory(params.id, body, actor),
  );
  addAdminRoute(app, 'adminMoveCategory', ({ params, body, actor }) => categories.moveCategory(params.id, body, actor));
  addAdminRoute(app, 'adminDeleteCategory', async ({ params, body, actor }) => {
    await categories.deleteCategory(params.id, body.expectedVersion, actor);
    return { done: true as const };
  });
  addAdminRoute(app, 'adminListBrands', () => categories.brands());
  addAdminRoute(app, 'adminGetBrand', ({ params }) => categories.brand(params.id));
  addAdminRoute(app, 'adminCreateBrand', ({ body, actor }) => categories.createBrand(body, actor));
  addAdminRoute(app, 'adminUpdateBrand', ({ params, body, actor }) => categories.updateBrand(params.id, body, actor));
  addAdminRoute(app, 'adminMoveBrand', ({ params, body, actor }) => categories.moveBrand(params.id, body, actor));
  addAdminRoute(app, 'adminDeleteBrand', async ({ params, body, actor }) => {
    await categories.deleteBrand(params.id, body.expectedVersion, actor);
    return { done: true as const };
  });
}
