export { buildAttributesKey } from './attributes-key.js';
export { registerCatalogRoutes } from './catalog.routes.js';
export { createCatalogService, type CatalogService, type ProductOverviewRow } from './catalog.service.js';
export {
  createInventoryService,
  InventoryError,
  type InventoryService,
  type StockChangeListener,
} from './inventory.service.js';
export { ratingAverage, toProductOverview } from './product-overview.js';
export { quoteProduct, type ProductQuote } from './product-quote.js';
export { productStock } from './stock.js';
export { giveBackStockOfLine, takeStockForLine, type StockTaken } from './order-stock.js';
