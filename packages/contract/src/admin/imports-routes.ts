import type { AdminRouteTable } from './route-def.js';
import { CatalogueImport, CatalogueImportList, CatalogueImportParams, CatalogueImportResult } from './imports.js';

const tags = ['Admin: catalogue import'];

/** The admin API's import routes: upload and preview, apply as a job, poll, and the result. */
export const adminImportRoutes = {
  adminUploadCatalogueImport: {
    method: 'POST',
    path: '/catalogue/imports',
    summary:
      'Upload a CSV or XLSX of products, prices and stock and get its preview with every bad row. Body: ' +
      'multipart/form-data with one file field `file` (at most 10 MB; larger is a 413)',
    tags,
    access: 'catalogue.importExport',
    response: CatalogueImport,
  },
  adminListCatalogueImports: {
    method: 'GET',
    path: '/catalogue/imports',
    summary: 'The latest imports, newest first',
    tags,
    access: 'catalogue.importExport',
    response: CatalogueImportList,
  },
  adminGetCatalogueImport: {
    method: 'GET',
    path: '/catalogue/imports/:id',
    summary: "An import's preview and its job's progress (polled while it runs)",
    tags,
    access: 'catalogue.importExport',
    params: CatalogueImportParams,
    response: CatalogueImport,
  },
  adminApplyCatalogueImport: {
    method: 'POST',
    path: '/catalogue/imports/:id/apply',
    summary: "Apply a previewed import's valid rows as a background job; each row is applied whole or not at all",
    tags,
    access: 'catalogue.importExport',
    params: CatalogueImportParams,
    response: CatalogueImport,
  },
  adminGetCatalogueImportResult: {
    method: 'GET',
    path: '/catalogue/imports/:id/result',
    summary: "Every row's outcome (applied, failed with its Persian reason, or pending), for the download",
    tags,
    access: 'catalogue.importExport',
    params: CatalogueImportParams,
    response: CatalogueImportResult,
  },
} as const satisfies AdminRouteTable;
