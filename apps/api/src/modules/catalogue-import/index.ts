export { createCatalogueImportService, type CatalogueImportService } from './catalogue-import.service.js';
export { createProductImportWriter, type ProductImportWriter } from './product-import-writer.js';
export { registerCatalogueImportRoutes } from './catalogue-import.routes.js';
