export { createContentAdminService, type ContentAdminService } from './content-admin.service.js';
export { registerContentAdminRoutes } from './content-admin.routes.js';
