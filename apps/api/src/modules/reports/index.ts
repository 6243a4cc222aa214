// The reports module's public entry: the service and its routes (ADR 0078).
export { createReportsService, type ReportsService } from './reports.service.js';
export { registerReportRoutes } from './reports.routes.js';
