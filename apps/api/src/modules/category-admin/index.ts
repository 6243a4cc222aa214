export { createCategoryAdminService, type CategoryAdminService } from './category-admin.service.js';
export { registerCategoryAdminRoutes } from './category-admin.routes.js';
