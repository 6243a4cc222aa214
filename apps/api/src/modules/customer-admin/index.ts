export {
  createCustomerAdminService,
  type CustomerAdminService,
  type CustomerExportRow,
} from './customer-admin.service.js';
export { registerCustomerAdminRoutes } from './customer-admin.routes.js';
