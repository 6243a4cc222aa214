/** Stock changes made by the store operator (the CLI now, the back office later). */
import type { Kysely } from 'kysely';
import type { Database, ManageInventoryMethod } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { findProductStock, updateProductStock } from './catalog.repository.js';

export class InventoryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InventoryError';
  }
}

export interface StockChange {
  productId: number;
  name: string;
  previousQuantity: number;
  quantity: number;
  manageInventoryMethod: ManageInventoryMethod;
}

export interface InventoryService {
  setProductStock(productId: number, quantity: number): Promise<StockChange>;
}

export function createInventoryService(deps: { db: Kysely<Database>; clock: Clock }): InventoryService {
  return {
    async setProductStock(productId, quantity) {
      if (!Number.isSafeInteger(productId) || productId <= 0) {
        throw new InventoryError(`شناسهٔ محصول باید عددی صحیح و مثبت باشد. / The product id must be a positive integer.`);
      }
      if (!Number.isSafeInteger(quantity) || quantity < 0 || quantity > 1_000_000_000) {
        throw new InventoryError(`موجودی باید عددی صحیح و نامنفی باشد. / The quantity must be a non-negative integer.`);
      }
      const product = await findProductStock(deps.db, productId);
      if (!product) throw new InventoryError(`محصولی با شناسهٔ ${productId} وجود ندارد. / No product with id ${productId}.`);
      await updateProductStock(deps.db, productId, quantity, deps.clock.now().toISOString());
      return {
        productId,
        name: product.name,
        previousQuantity: product.stock_quantity,
        quantity,
        manageInventoryMethod: product.manage_inventory_method,
      };
    },
  };
}
