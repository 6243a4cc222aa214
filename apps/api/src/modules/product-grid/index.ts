export { createProductGridService, type ProductGridService } from './product-grid.service.js';
export { registerProductGridRoutes } from './product-grid.routes.js';
