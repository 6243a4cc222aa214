import type { AdminRouteTable } from './route-def.js';
import {
  AdminBulkPriceApply,
  AdminBulkPricePreview,
  AdminBulkPricePreviewQuery,
  AdminBulkPriceResult,
  AdminProductGridList,
  AdminProductGridParams,
  AdminProductGridQuery,
  AdminProductGridRow,
  AdminProductRowChange,
} from './product-grid.js';

const tags = ['Admin: product grid'];

/** The product grid's routes (area catalogue): the list, a row's price and stock, the bulk price change. */
export const adminProductGridRoutes = {
  adminListProductGrid: {
    method: 'GET',
    path: '/catalogue/product-grid',
    summary: 'Products by name or SKU, category (with its subcategories), brand, published, stock and price range',
    tags,
    access: 'catalogue.view',
    query: AdminProductGridQuery,
    response: AdminProductGridList,
  },
  adminChangeProductRow: {
    method: 'PUT',
    path: '/catalogue/product-grid/:id',
    summary: "One product's price, old price and stock from the grid; a stale row version answers 409",
    tags,
    access: 'catalogue.change',
    params: AdminProductGridParams,
    body: AdminProductRowChange,
    response: AdminProductGridRow,
  },
  adminPreviewBulkPrice: {
    method: 'GET',
    path: '/catalogue/product-grid/bulk-price',
    summary: 'What a bulk price change over the filter would do: count, samples, totals and a fingerprint of the set',
    tags,
    access: 'catalogue.change',
    query: AdminBulkPricePreviewQuery,
    response: AdminBulkPricePreview,
  },
  adminApplyBulkPrice: {
    method: 'POST',
    path: '/catalogue/product-grid/bulk-price',
    summary: 'Apply the previewed bulk price change in one transaction; a set changed since the preview answers 409',
    tags,
    access: 'catalogue.change',
    body: AdminBulkPriceApply,
    response: AdminBulkPriceResult,
  },
} as const satisfies AdminRouteTable;
