import type { Kysely } from 'kysely';
import type { Database, ManageInventoryMethod } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { findProductStock, updateProductStock } from './catalog.repository.js';
import { countCategoryListingRows, refreshCategoryListing } from './category-listing.repository.js';

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

/** `stockChanged` runs inside the change's transaction, so what it writes commits or rolls back with the stock. */
export interface StockChangeListener {
  stockChanged(trx: Kysely<Database>, productId: number): Promise<void>;
  stockTaken?(trx: Kysely<Database>, productId: number): Promise<void>;
  afterCommit(): Promise<void>;
}

export interface InventoryService {
  setProductStock(productId: number, quantity: number): Promise<StockChange>;
  rebuildCategoryListing(): Promise<number>;
  refreshCategoryListing(productIds?: readonly number[], trx?: Kysely<Database>): Promise<void>;
}

export function createInventoryService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  listeners?: StockChangeListener[];
  log?: (message: string) => void;
}): InventoryService {
  const listeners = deps.listeners ?? [];
  return {
    async setProductStock(productId, quantity) {
      if (!Number.isSafeInteger(productId) || productId <= 0) {
        throw new InventoryError(
          `شناسهٔ محصول باید عددی صحیح و مثبت باشد. / The product id must be a positive integer.`,
        );
      }
      if (!Number.isSafeInteger(quantity) || quantity < 0 || quantity > 1_000_000_000) {
        throw new InventoryError(`موجودی باید عددی صحیح و نامنفی باشد. / The quantity must be a non-negative integer.`);
      }
      const product = await findProductStock(deps.db, productId);
      if (!product)
        throw new InventoryError(`محصولی با شناسهٔ ${productId} وجود ندارد. / No product with id ${productId}.`);
      await deps.db.transaction().execute(async (trx) => {
        await updateProductStock(trx, productId, quantity, deps.clock.now().toISOString());
        for (const listener of listeners) await listener.stockChanged(trx, productId);
      });
      // The change is committed; what a listener does afterwards (sending messages) must not undo
      // it, and whatever it leaves undone is queued for its next round.
      for (const listener of listeners) {
        await listener
          .afterCommit()
          .catch((error: unknown) => deps.log?.(`after stock change: ${(error as Error).message}`));
      }
      return {
        productId,
        name: product.name,
        previousQuantity: product.stock_quantity,
        quantity,
        manageInventoryMethod: product.manage_inventory_method,
      };
    },

    refreshCategoryListing: (productIds, trx) => refreshCategoryListing(trx ?? deps.db, productIds),
    async rebuildCategoryListing() {
      await refreshCategoryListing(deps.db);
      return countCategoryListingRows(deps.db);
    },
  };
}
