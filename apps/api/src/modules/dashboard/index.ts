// The dashboard module's public entry: the service (routes join when the admin routes are registered).
export { createDashboardService, type DashboardService } from './dashboard.service.js';
export { registerDashboardRoutes } from './dashboard.routes.js';
