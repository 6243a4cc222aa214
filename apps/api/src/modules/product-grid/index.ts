export {
  bulkPrice,
  createProductGridService,
  PRICE_STEP_RIAL,
  type ProductGridService,
} from './product-grid.service.js';
export { registerProductGridRoutes } from './product-grid.routes.js';
