/** The compare module's public entry: the shopper's compare list. */
export { registerCompareRoutes } from './compare.routes.js';
export { createCompareService, type CompareService } from './compare.service.js';
