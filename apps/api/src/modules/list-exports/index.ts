// The list-exports module's public entry: the service and its routes (ADR 0078).
export { createListExportsService, type ExportSources, type ListExportsService } from './list-exports.service.js';
export { registerListExportRoutes } from './list-exports.routes.js';
