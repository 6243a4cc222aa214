// The product grid (issue 36 "A price grid", ADR 0073): the list, a row's price and stock, and a bulk
// price change over the list's filter. Every write goes through the product editor's save path
// (product-admin's productWrites): one transaction with its audit row, and after the commit the catalogue
// pages of every process are dropped (over Redis when set), so the shop shows the new price at once. The
// price is not in the search index (search reads product.price when it ranks), but category_listing keeps
// a copy, written in the same transaction.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  AdminBulkPriceApply,
  AdminBulkPriceChange,
  AdminBulkPricePreview,
  AdminBulkPricePreviewQuery,
  AdminBulkPriceResult,
  AdminProductGridFilter,
  AdminProductGridList,
  AdminProductGridQuery,
  AdminProductGridRow,
  AdminProductRowChange,
} from '@sabad/contract/admin';
import type { Database } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditActor, AuditLog } from '../audit/index.js';
import type { ProductWrites } from '../product-admin/index.js';
import { productGridMessages as messages } from './product-grid.messages.js';
import * as repo from './product-grid.repository.js';

export interface ProductGridService {
  list(query: AdminProductGridQuery): Promise<AdminProductGridList>;
  changeRow(id: number, change: AdminProductRowChange, actor: AuditActor): Promise<AdminProductGridRow>;
  previewBulkPrice(query: AdminBulkPricePreviewQuery): Promise<AdminBulkPricePreview>;
  applyBulkPrice(request: AdminBulkPriceApply, actor: AuditActor): Promise<AdminBulkPriceResult>;
}

/** Whole thousands of Toman: 10,000 Rial. */
export const PRICE_STEP_RIAL = 10_000;
/** One bulk change rewrites at most this many products (one transaction, one audit row). */
export const BULK_LIMIT = 20_000;
const SAMPLES = 8;

class StaleSet extends Error {
  constructor(readonly now: number) {
    super('stale set');
  }
}

/** The new price, unrounded: negative means the change takes it below zero. */
function changedPrice(price: number, change: AdminBulkPriceChange): number {
  const sign = change.direction === 'up' ? 1 : -1;
  return change.kind === 'percent' ? (price * (100 + sign * change.value)) / 100 : price + sign * change.value;
}

/** Rounded to whole thousands of Toman; halves go up. Null: it would go below zero. */
export function bulkPrice(price: number, change: AdminBulkPriceChange): number | null {
  const raw = changedPrice(price, change);
  if (raw < 0) return null;
  return Math.round(raw / PRICE_STEP_RIAL) * PRICE_STEP_RIAL;
}

/** Names the change and the set as read: every product's id, version and price, in id order. */
function fingerprintOf(
  change: AdminBulkPriceChange,
  rows: readonly { id: number; row_version: number; price: number }[],
) {
  const hash = createHash('sha256').update(`${change.kind}:${change.direction}:${change.value}\n`);
  for (const row of rows) hash.update(`${row.id}:${row.row_version}:${row.price}\n`);
  return hash.digest('base64url').slice(0, 32);
}

function toRow(row: NonNullable<Awaited<ReturnType<typeof repo.findGridRow>>>): AdminProductGridRow {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    price: Number(row.price),
    oldPrice: row.old_price === null ? null : Number(row.old_price),
    stockQuantity: row.stock_quantity,
    stockManaged: row.manage_inventory_method === 'product',
    published: row.published === 1,
    rowVersion: row.row_version,
  };
}

export function createProductGridService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditLog;
  /** The product editor's save path: a grid row saves through it, the bulk change runs in its transaction. */
  productWrites: ProductWrites;
}): ProductGridService {
  const { db } = deps;

  // `from` is the transaction when there is one: SQLite's one connection would wait on itself otherwise.
  // `categories`: the list's own read of the tree, so a page reads it once.
  async function gridFilter(
    filter: AdminProductGridFilter,
    from: Kysely<Database> = db,
    categories?: readonly CategoryRow[],
  ): Promise<repo.GridFilter> {
    if (filter.minPrice !== undefined && filter.maxPrice !== undefined && filter.minPrice > filter.maxPrice) {
      throw unprocessable(messages.badPriceRange);
    }
    const text = repo.foldGridText(filter.q);
    return {
      ...(text !== undefined ? { text } : {}),
      ...(filter.categoryId !== undefined
        ? { categoryIds: subtree(categories ?? (await repo.listCategories(from)), filter.categoryId) }
        : {}),
      ...(filter.manufacturerId !== undefined ? { manufacturerId: filter.manufacturerId } : {}),
      ...(filter.published !== undefined ? { published: filter.published === 'yes' } : {}),
      ...(filter.stock !== undefined ? { stock: filter.stock } : {}),
      ...(filter.minPrice !== undefined ? { minPrice: filter.minPrice } : {}),
      ...(filter.maxPrice !== undefined ? { maxPrice: filter.maxPrice } : {}),
    };
  }

  async function priceSet(filter: AdminProductGridFilter, change: AdminBulkPriceChange, trx: Kysely<Database> = db) {
    const rows = await repo.listPriceSet(trx, await gridFilter(filter, trx));
    let totalBefore = 0;
    let totalAfter = 0;
    let negativeCount = 0;
    const changed = rows.map((row) => {
      const before = Number(row.price);
      const after = bulkPrice(before, change);
      totalBefore += before;
      if (after === null) negativeCount += 1;
      else totalAfter += after;
      return { id: row.id, name: row.name, version: row.row_version, before, after };
    });
    const fingerprint = fingerprintOf(
      change,
      rows.map((row) => ({ id: row.id, row_version: row.row_version, price: Number(row.price) })),
    );
    return { changed, totalBefore, totalAfter, negativeCount, fingerprint };
  }

  return {
    async list(query) {
      const [categories, manufacturers] = await Promise.all([repo.listCategories(db), repo.listManufacturers(db)]);
      const filter = await gridFilter(query, db, categories);
      const { rows, total } = await repo.pageGridRows(db, filter, query.sort, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        items: rows.map(toRow),
        total,
        page: query.page,
        pageSize: query.pageSize,
        categories: treeOrder(categories),
        manufacturers,
      };
    },

    async changeRow(id, change, actor) {
      // The product editor's save path (ADR 0072): version check, audit row, category listing, stock
      // listeners and every process's pages, the same as any other save of the product.
      await deps.productWrites.updatePriceAndStock(
        [
          {
            productId: id,
            expectedVersion: change.expectedVersion,
            price: change.price,
            oldPrice: change.oldPrice,
            ...(change.stockQuantity !== undefined ? { stockQuantity: change.stockQuantity } : {}),
          },
        ],
        actor,
      );
      const after = await repo.findGridRow(db, id);
      if (!after) throw notFound(messages.notFound);
      return toRow(after);
    },

    async previewBulkPrice(query) {
      const { kind, direction, value, ...filter } = query;
      const set = await priceSet(filter, { kind, direction, value });
      return {
        count: set.changed.length,
        fingerprint: set.fingerprint,
        samples: set.changed
          .filter((row) => row.after !== null)
          .slice(0, SAMPLES)
          .map((row) => ({ id: row.id, name: row.name, before: row.before, after: row.after ?? 0 })),
        totalBefore: set.totalBefore,
        totalAfter: set.totalAfter,
        negativeCount: set.negativeCount,
      };
    },

    async applyBulkPrice(request, actor) {
      try {
        // productWrites.run drops every process's pages once this commits (ADR 0072's one save path).
        return await deps.productWrites.run(async (trx, touched) => {
          const set = await priceSet(request.filter, request.change, trx);
          if (set.changed.length === 0) throw unprocessable(messages.emptySet);
          if (set.changed.length !== request.expectedCount || set.fingerprint !== request.fingerprint) {
            throw new StaleSet(set.changed.length);
          }
          if (set.changed.length > BULK_LIMIT) throw unprocessable(messages.tooMany(BULK_LIMIT));
          if (set.negativeCount > 0) throw unprocessable(messages.wouldBeNegative(set.negativeCount));
          const rows = set.changed.map((row) => ({ id: row.id, price: row.after ?? 0, version: row.version }));
          // In chunks of one statement, the category listing's copy of the price with them: one UPDATE per
          // product (and a listing rebuild of each) would take seconds at 10,000 products on PostgreSQL.
          const written = await repo.updatePrices(trx, rows, deps.clock.now().toISOString());
          // A row saved between the read above and its update keeps its new version: the whole change rolls back.
          if (written !== rows.length) throw new StaleSet(written);
          for (const row of rows) touched.shown(row.id);
          // One row for the whole change (ADR 0073): its filter, the change, the count and every price before → after.
          await deps.audit.record(trx, actor, {
            area: 'catalogue',
            entityType: 'product-price-bulk',
            entityId: request.fingerprint,
            action: 'product.bulk-price',
            before: {
              filter: request.filter,
              change: request.change,
              count: rows.length,
              total: set.totalBefore,
              prices: Object.fromEntries(set.changed.map((row) => [row.id, row.before])),
            },
            after: {
              count: rows.length,
              total: set.totalAfter,
              prices: Object.fromEntries(rows.map((row) => [row.id, row.price])),
            },
          });
          return { changed: rows.length, totalBefore: set.totalBefore, totalAfter: set.totalAfter };
        });
      } catch (error) {
        if (error instanceof StaleSet) throw conflict(messages.setChanged(request.expectedCount, error.now));
        throw error;
      }
    },
  };
}

type CategoryRow = Awaited<ReturnType<typeof repo.listCategories>>[number];

/** The category and every category under it (a cycle, a data error, still ends). */
export function subtree(categories: readonly CategoryRow[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const category of categories) {
    const list = children.get(category.parent_category_id) ?? [];
    list.push(category.id);
    children.set(category.parent_category_id, list);
  }
  if (!categories.some((category) => category.id === rootId)) return [];
  const found = new Set<number>([rootId]);
  const queue = [rootId];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() ?? 0) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        queue.push(child);
      }
    }
  }
  return [...found];
}

/** Depth-first in display order, so the filter's list reads as the tree. */
function treeOrder(categories: readonly CategoryRow[]): { id: number; name: string; depth: number }[] {
  const ids = new Set(categories.map((category) => category.id));
  const children = new Map<number, CategoryRow[]>();
  for (const category of categories) {
    // A category whose parent is gone is shown at the top rather than lost.
    const parent = ids.has(category.parent_category_id) ? category.parent_category_id : 0;
    const list = children.get(parent) ?? [];
    list.push(category);
    children.set(parent, list);
  }
  const ordered: { id: number; name: string; depth: number }[] = [];
  const seen = new Set<number>();
  const walk = (parent: number, depth: number) => {
    for (const category of children.get(parent) ?? []) {
      if (seen.has(category.id)) continue;
      seen.add(category.id);
      ordered.push({ id: category.id, name: category.name, depth });
      walk(category.id, depth + 1);
    }
  };
  walk(0, 0);
  return ordered;
}
