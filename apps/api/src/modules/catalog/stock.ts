import type { BackorderMode, ManageInventoryMethod } from '../../db/schema.js';
import { catalogMessages } from './catalog.messages.js';

const FEW_LEFT = 5;

export interface StockState {
  inStock: boolean;
  text: string;
}

export function stockOfQuantity(quantity: number, allowBackorder: boolean): StockState {
  if (quantity > 0) {
    return {
      inStock: true,
      text: quantity <= FEW_LEFT ? catalogMessages.fewInStock(quantity) : catalogMessages.inStock,
    };
  }
  return allowBackorder
    ? { inStock: true, text: catalogMessages.backorder }
    : { inStock: false, text: catalogMessages.outOfStock };
}

export function productStock(
  product: { manage_inventory_method: ManageInventoryMethod; stock_quantity: number; backorder_mode: BackorderMode },
  orderableCombinations: number,
): StockState {
  switch (product.manage_inventory_method) {
    case 'none':
      return { inStock: true, text: catalogMessages.inStock };
    case 'product':
      return stockOfQuantity(product.stock_quantity, product.backorder_mode === 'allow');
    case 'combinations':
      return orderableCombinations > 0
        ? { inStock: true, text: catalogMessages.inStock }
        : { inStock: false, text: catalogMessages.outOfStock };
  }
}
