export { createPromotionAdminService, type PromotionAdminService } from './promotion-admin.service.js';
export { registerPromotionAdminRoutes } from './promotion-admin.routes.js';
