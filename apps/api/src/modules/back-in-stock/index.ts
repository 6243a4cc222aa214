export { registerBackInStockRoutes } from './back-in-stock.routes.js';
export { createBackInStockService, type BackInStockService } from './back-in-stock.service.js';
