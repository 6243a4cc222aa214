export { registerReturnRoutes, registerReturnUploadRoute } from './returns.routes.js';
export { createReturnsService, type ReturnsService } from './returns.service.js';
export { createReturnAdminService, ReturnAdminError, type ReturnAdminService } from './return-admin.service.js';
export { registerReturnAdminRoutes } from './return-admin.routes.js';
