/** The back-in-stock module's public entry: subscriptions to out-of-stock products and their messages. */
export { registerBackInStockRoutes } from './back-in-stock.routes.js';
export { createBackInStockService, type BackInStockService } from './back-in-stock.service.js';
