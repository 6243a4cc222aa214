/** The health module's public entry. */
export { registerHealthRoutes } from './health.routes.js';
