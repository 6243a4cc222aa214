export {
  createProductWrites,
  type PriceAndStockChange,
  type PriceAndStockResult,
  type ProductTouches,
  type ProductWrites,
} from './product-writes.js';
export { createProductAdminService, type ProductAdminService } from './product-admin.service.js';
export { registerProductAdminRoutes } from './product-admin.routes.js';
