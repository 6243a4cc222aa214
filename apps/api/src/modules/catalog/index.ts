export { registerCatalogRoutes } from './catalog.routes.js';
export { createCategoryListing, type CategoryListing } from './category-listing.service.js';
export { createCatalogService, type CatalogService, type ProductOverviewRow } from './catalog.service.js';
export {
  createInventoryService,
  InventoryError,
  type InventoryService,
  type StockChangeListener,
} from './inventory.service.js';
export type { ProductQuote } from './product-quote.js';
export type { StockTaken } from './order-stock.js';
export { createProductLines, type ProductLines } from './product-lines.js';
export { createProductRules, type ProductRules } from './product-rules.js';
