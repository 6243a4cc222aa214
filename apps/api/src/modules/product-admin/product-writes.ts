// The one save path of a product (ADR 0072): the editor, the price grid and the import all write through here,
// so every saved change rebuilds the product's search entry and category listing in its own transaction and,
// once committed, drops the catalogue pages of every process (over Redis when set).
import type { Kysely } from 'kysely';
import { foldForSearch, toPersianDigits } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { notFound, unprocessable } from '../../lib/app-error.js';
import type { CatalogChanges } from '../../lib/cache-invalidation.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditActor, AuditLog } from '../audit/index.js';
import { createCategoryListing, type StockChangeListener } from '../catalog/index.js';
import { createSearchIndex } from '../search/index.js';

/** What a write inside {@link ProductWrites.run} reports about each product it touched. */
export interface ProductTouches {
  /** Name, SKU, descriptions or brand changed: the search entry is rebuilt. */
  text(productId: number): void;
  /** Name, price, categories, brand, published or order changed: the category listing is rebuilt. */
  listing(productId: number): void;
  /** The stock changed: back-in-stock notices are queued (stock listeners). */
  stock(productId: number): void;
  /** Anything else shown on the storefront changed (pictures, attributes…): only the caches are dropped. */
  shown(productId: number): void;
}

/** One product's price, old price (null: none) and own stock; a field left out is kept. */
export interface PriceAndStockChange {
  productId: number;
  /** The row_version the staff member saw (ADR 0065); left out by bulk changes, which lock nothing. */
  expectedVersion?: number;
  /** Rial. */
  price?: number;
  /** Rial; null removes it. */
  oldPrice?: number | null;
  /** Only a product whose stock is its own (manage_inventory_method 'product') takes one. */
  stockQuantity?: number;
}

export interface PriceAndStockResult {
  productId: number;
  rowVersion: number;
  price: number;
  oldPrice: number | null;
  stockQuantity: number;
}

export interface ProductWrites {
  /**
   * Runs `work` in one transaction; before it commits, the touched products' search entries and category
   * listings are rebuilt in it; after it commits, every process drops their pages.
   */
  run<T>(work: (trx: Kysely<Database>, touched: ProductTouches) => Promise<T>): Promise<T>;
  /**
   * Price, old price and stock of many products in one transaction, each audited ('product.price-stock' or
   * `options.action`) and its row_version raised. A stale expectedVersion is the Persian 409 naming who changed
   * what; an unknown product is a Persian 404; a stock for a product whose stock is not its own is a 422.
   */
  updatePriceAndStock(
    changes: readonly PriceAndStockChange[],
    actor: AuditActor,
    options?: { action?: string; trx?: Kysely<Database> },
  ): Promise<PriceAndStockResult[]>;
  /** The folded name and description columns a product row carries for the list filter and the grid's search. */
  searchColumns: typeof productSearchColumns;
}

export const productFieldLabels: Readonly<Record<string, string>> = {
  name: 'نام',
  shortDescription: 'توضیح کوتاه',
  fullDescription: 'توضیحات کامل',
  sku: 'شناسهٔ کالا',
  price: 'قیمت',
  oldPrice: 'قیمت قبلی',
  published: 'انتشار',
  slug: 'نامک',
  metaTitle: 'عنوان سئو',
  metaDescription: 'توضیح سئو',
  categoryIds: 'دسته‌ها',
  manufacturerId: 'برند',
  inventory: 'موجودی',
  stockQuantity: 'موجودی',
  attributes: 'ویژگی‌ها',
  combinations: 'ترکیب‌ها',
  specifications: 'مشخصات',
  pictures: 'تصاویر',
  download: 'فایل دانلودی',
  recurring: 'اشتراک',
};

export const productEntityLabel = (id: number) => `محصول ${toPersianDigits(id)}`;

/** The folded columns the storefront's list filter and the grid's search read (as the catalogue fixture writes them). */
export function productSearchColumns(product: {
  name: string;
  sku: string;
  shortDescription: string;
  fullDescription: string;
}): { search_name: string; search_description: string } {
  return {
    search_name: foldForSearch(`${product.name} ${product.sku}`),
    search_description: foldForSearch(
      `${product.shortDescription} ${product.fullDescription.replace(/<[^>]*>/g, ' ')}`,
    ),
  };
}

/** Thrown inside a transaction when a row_version no longer matches; turned into the 409 once rolled back. */
export class StaleProduct extends Error {
  constructor(
    readonly productId: number,
    readonly sinceVersion: number,
  ) {
    super(`product ${productId} changed since version ${sinceVersion}`);
  }
}

export const productWriteMessages = {
  notFound: (id: number) => `محصولی با شناسهٔ ${toPersianDigits(id)} پیدا نشد.`,
  stockNotOwn: (id: number) =>
    `موجودی محصول ${toPersianDigits(id)} را از اینجا نمی‌توان تغییر داد: موجودی آن برای هر ترکیب جداست یا پیگیری نمی‌شود.`,
  badPrice: 'قیمت باید عددی صحیح و نامنفی باشد.',
  badStock: 'موجودی باید عددی صحیح و نامنفی باشد.',
} as const;

export function createProductWrites(deps: {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditLog;
  catalogChanges: CatalogChanges;
  stockListeners?: readonly StockChangeListener[];
  log?: (message: string) => void;
}): ProductWrites {
  const stockListeners = deps.stockListeners ?? [];
  const searchIndex = createSearchIndex();
  const categoryListing = createCategoryListing();

  async function run<T>(
    work: (trx: Kysely<Database>, touched: ProductTouches) => Promise<T>,
    outer?: Kysely<Database>,
  ): Promise<T> {
    const text = new Set<number>();
    const listing = new Set<number>();
    const stock = new Set<number>();
    const shown = new Set<number>();
    const touched: ProductTouches = {
      text: (id) => void text.add(id),
      listing: (id) => void listing.add(id),
      stock: (id) => void stock.add(id),
      shown: (id) => void shown.add(id),
    };
    const inside = async (trx: Kysely<Database>) => {
      const result = await work(trx, touched);
      for (const id of text) await searchIndex.reindexProduct(trx, id);
      await categoryListing.refresh(trx, [...listing]);
      for (const id of stock) for (const listener of stockListeners) await listener.stockChanged(trx, id);
      return result;
    };
    // A caller's transaction (an import row inside its job's) commits later: it announces the change itself.
    if (outer) return inside(outer);
    const result = await deps.db.transaction().execute(inside);
    const productIds = [...new Set([...text, ...listing, ...stock, ...shown])];
    if (productIds.length > 0) {
      try {
        await deps.catalogChanges.changed({ productIds });
      } catch (error) {
        deps.log?.(`after a product save: ${(error as Error).message}`);
      }
    }
    if (stock.size > 0) {
      for (const listener of stockListeners) {
        await listener
          .afterCommit()
          .catch((error: unknown) => deps.log?.(`after a stock change: ${(error as Error).message}`));
      }
    }
    return result;
  }

  return {
    run: (work) => run(work),
    searchColumns: productSearchColumns,

    async updatePriceAndStock(changes, actor, options = {}) {
      try {
        return await run(async (trx, touched) => {
          const results: PriceAndStockResult[] = [];
          for (const change of changes) {
            const row = await trx
              .selectFrom('product')
              .select(['id', 'price', 'old_price', 'stock_quantity', 'manage_inventory_method', 'row_version'])
              .where('id', '=', change.productId)
              .where('deleted', '=', 0)
              .executeTakeFirst();
            if (!row) throw notFound(productWriteMessages.notFound(change.productId));
            if (change.expectedVersion !== undefined && row.row_version !== change.expectedVersion)
              throw new StaleProduct(change.productId, change.expectedVersion);
            for (const amount of [change.price, change.oldPrice])
              if (amount !== undefined && amount !== null && (!Number.isSafeInteger(amount) || amount < 0))
                throw unprocessable(productWriteMessages.badPrice);
            if (change.stockQuantity !== undefined) {
              if (!Number.isSafeInteger(change.stockQuantity) || change.stockQuantity < 0)
                throw unprocessable(productWriteMessages.badStock);
              if (row.manage_inventory_method !== 'product' && change.stockQuantity !== row.stock_quantity)
                throw unprocessable(productWriteMessages.stockNotOwn(change.productId));
            }
            const before = {
              price: Number(row.price),
              oldPrice: row.old_price === null ? null : Number(row.old_price),
              stockQuantity: row.stock_quantity,
            };
            const after = {
              price: change.price ?? before.price,
              oldPrice: change.oldPrice === undefined ? before.oldPrice : change.oldPrice,
              stockQuantity: change.stockQuantity ?? before.stockQuantity,
            };
            const rowVersion = row.row_version + 1;
            // The version is compared again in the update: a save committed between the read and here loses.
            const updated = await trx
              .updateTable('product')
              .set({
                price: after.price,
                old_price: after.oldPrice,
                stock_quantity: after.stockQuantity,
                row_version: rowVersion,
                updated_at: deps.clock.now().toISOString(),
              })
              .where('id', '=', row.id)
              .where('row_version', '=', row.row_version)
              .executeTakeFirst();
            if (Number(updated.numUpdatedRows) !== 1) throw new StaleProduct(row.id, row.row_version);
            await deps.audit.record(trx, actor, {
              area: 'catalogue',
              entityType: 'product',
              entityId: row.id,
              action: options.action ?? 'product.price-stock',
              before,
              after,
              entityVersion: rowVersion,
            });
            if (after.price !== before.price) touched.listing(row.id);
            if (after.stockQuantity !== before.stockQuantity) touched.stock(row.id);
            touched.shown(row.id);
            results.push({ productId: row.id, rowVersion, ...after });
          }
          return results;
        }, options.trx);
      } catch (error) {
        throw await asAppError(error, deps.db, deps.audit);
      }
    },
  };
}

/** A stale version becomes the 409 naming who changed what (ADR 0065); anything else is answered as is. */
export async function asAppError(error: unknown, db: Kysely<Database>, audit: AuditLog): Promise<unknown> {
  if (error instanceof StaleProduct) {
    return audit.staleEditError(db, {
      entityType: 'product',
      entityId: error.productId,
      sinceVersion: error.sinceVersion,
      entityLabel: productEntityLabel(error.productId),
      fieldLabels: productFieldLabels,
    });
  }
  return error;
}
