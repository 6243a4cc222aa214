export { createCustomerAdminService, type CustomerAdminService } from './customer-admin.service.js';
export { registerCustomerAdminRoutes } from './customer-admin.routes.js';
