export {
  createProductWrites,
  productFieldLabels,
  productSearchColumns,
  StaleProduct,
  type PriceAndStockChange,
  type PriceAndStockResult,
  type ProductTouches,
  type ProductWrites,
} from './product-writes.js';
