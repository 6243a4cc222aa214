export { registerCompareRoutes } from './compare.routes.js';
export { createCompareService, type CompareService } from './compare.service.js';
