// How one import row reaches the catalogue, inside the job's transaction (under the row's savepoint). Price,
// old price and stock go through the product editor's save path (product-admin's updatePriceAndStock: audited,
// row_version raised, category listing rebuilt, stock listeners told); the name, the published flag and the
// category, and a new product, are written here with the same rebuilds (search entry at once, category listing
// once a batch, before it commits). The job announces the batch's products to every process's catalogue cache once its transaction commits.
import type { Kysely } from 'kysely';
import type { CatalogueImportRowValues } from '@sabad/contract/admin';
import type { Database } from '../../db/schema.js';
import { unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditActor, AuditLog } from '../audit/index.js';
import type { ProductWrites } from '../product-admin/index.js';
import { createSearchIndex } from '../search/index.js';
import { importMessages } from './catalogue-import.messages.js';

export interface ImportRowContext {
  actor: AuditActor;
  /** The display currency's Rial per Toman: prices in the file are Toman, stored in Rial. */
  rialPerToman: number;
  categoryId(name: string): number | null;
  /** The batch's products by SKU, read once for the batch (a row never repeats a SKU: the preview refuses it). */
  existing(sku: string): ExistingProduct[];
  /** The product's category listing is rebuilt once for the batch, before it commits. */
  listingChanged(productId: number): void;
}

export interface ExistingProduct {
  id: number;
  name: string;
  published: number;
  stock_quantity: number;
  row_version: number;
  short_description: string;
  full_description: string;
}

export interface ImportedProduct {
  productId: number;
  created: boolean;
  stockChanged: boolean;
}

export interface ProductImportWriter {
  /** The batch's products by SKU, for {@link ImportRowContext.existing}. */
  findExisting(trx: Kysely<Database>, skus: readonly string[]): Promise<Map<string, ExistingProduct[]>>;
  applyRow(trx: Kysely<Database>, row: CatalogueImportRowValues, context: ImportRowContext): Promise<ImportedProduct>;
}

const searchIndex = createSearchIndex();

export function createProductImportWriter(deps: {
  clock: Clock;
  audit: AuditLog;
  productWrites: ProductWrites;
}): ProductImportWriter {
  const rial = (toman: number | null, context: ImportRowContext) =>
    toman === null ? null : Math.round(toman * context.rialPerToman);

  async function create(trx: Kysely<Database>, row: CatalogueImportRowValues, context: ImportRowContext) {
    const price = rial(row.price, context);
    if (row.name === null) throw unprocessable(importMessages.newNeedsName);
    if (price === null) throw unprocessable(importMessages.newNeedsPrice);
    const now = deps.clock.now().toISOString();
    const categoryId = row.category === null ? null : context.categoryId(row.category);
    const inserted = await trx
      .insertInto('product')
      .values({
        name: row.name,
        short_description: '',
        full_description: '',
        sku: row.sku,
        price,
        old_price: rial(row.oldPrice, context),
        manufacturer_id: null,
        manage_inventory_method: row.stock === null ? 'none' : 'product',
        stock_quantity: row.stock ?? 0,
        backorder_mode: 'none',
        order_minimum_quantity: 1,
        order_maximum_quantity: 10,
        allowed_quantities: '',
        disable_buy_button: 0,
        disable_wishlist_button: 0,
        published: row.published === false ? 0 : 1,
        deleted: 0,
        show_on_home_page: 0,
        mark_as_new: 0,
        is_free_shipping: 0,
        weight: 0,
        approved_rating_sum: 0,
        approved_total_reviews: 0,
        sold_count: 0,
        display_order: 0,
        ...deps.productWrites.searchColumns({
          name: row.name,
          sku: row.sku,
          shortDescription: '',
          fullDescription: '',
        }),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (categoryId !== null)
      await trx
        .insertInto('product_category')
        .values({ product_id: inserted.id, category_id: categoryId, display_order: 0 })
        .execute();
    await searchIndex.reindexProduct(trx, inserted.id);
    context.listingChanged(inserted.id);
    await deps.audit.record(trx, context.actor, {
      area: 'catalogue',
      entityType: 'product',
      entityId: inserted.id,
      action: 'product.import-create',
      before: null,
      after: { ...row, price, oldPrice: rial(row.oldPrice, context) },
      entityVersion: 1,
    });
    return { productId: inserted.id, created: true, stockChanged: row.stock !== null && row.stock > 0 };
  }

  return {
    async findExisting(trx, skus) {
      const bySku = new Map<string, ExistingProduct[]>();
      if (skus.length === 0) return bySku;
      const rows = await trx
        .selectFrom('product')
        .select([
          'id',
          'sku',
          'name',
          'published',
          'stock_quantity',
          'row_version',
          'short_description',
          'full_description',
        ])
        .where('sku', 'in', [...skus])
        .where('deleted', '=', 0)
        .execute();
      for (const { sku, ...product } of rows) bySku.set(sku, [...(bySku.get(sku) ?? []), product]);
      return bySku;
    },

    async applyRow(trx, row, context) {
      const found = context.existing(row.sku);
      if (found.length > 1) throw unprocessable(importMessages.manySkus);
      const product = found[0];
      if (!product) return create(trx, row, context);

      const categoryId = row.category === null ? null : context.categoryId(row.category);
      const nameChanged = row.name !== null && row.name !== product.name;
      const publishedChanged = row.published !== null && (row.published ? 1 : 0) !== product.published;
      let categoryChanged = false;
      if (categoryId !== null) {
        const current = await trx
          .selectFrom('product_category')
          .select('category_id')
          .where('product_id', '=', product.id)
          .execute();
        categoryChanged = current.length !== 1 || current[0]?.category_id !== categoryId;
      }
      if (nameChanged || publishedChanged || categoryChanged) {
        const name = row.name ?? product.name;
        await trx
          .updateTable('product')
          .set((eb) => ({
            name,
            published: row.published === null ? product.published : row.published ? 1 : 0,
            ...deps.productWrites.searchColumns({
              name,
              sku: row.sku,
              shortDescription: product.short_description,
              fullDescription: product.full_description,
            }),
            row_version: eb('row_version', '+', 1),
            updated_at: deps.clock.now().toISOString(),
          }))
          .where('id', '=', product.id)
          .execute();
        if (categoryChanged && categoryId !== null) {
          await trx.deleteFrom('product_category').where('product_id', '=', product.id).execute();
          await trx
            .insertInto('product_category')
            .values({ product_id: product.id, category_id: categoryId, display_order: 0 })
            .execute();
        }
        if (nameChanged) await searchIndex.reindexProduct(trx, product.id);
        context.listingChanged(product.id);
        await deps.audit.record(trx, context.actor, {
          area: 'catalogue',
          entityType: 'product',
          entityId: product.id,
          action: 'product.import',
          before: { name: product.name, published: product.published === 1 },
          after: {
            name,
            published: row.published ?? product.published === 1,
            ...(categoryChanged ? { categoryIds: [categoryId] } : {}),
          },
          entityVersion: product.row_version + 1,
        });
      }
      const price = rial(row.price, context);
      const oldPrice = rial(row.oldPrice, context);
      let stockChanged = false;
      if (price !== null || oldPrice !== null || row.stock !== null) {
        const [result] = await deps.productWrites.updatePriceAndStock(
          [
            {
              productId: product.id,
              ...(price !== null ? { price } : {}),
              ...(oldPrice !== null ? { oldPrice } : {}),
              ...(row.stock !== null ? { stockQuantity: row.stock } : {}),
            },
          ],
          context.actor,
          { action: 'product.import', trx },
        );
        stockChanged = result !== undefined && result.stockQuantity !== product.stock_quantity;
      }
      return { productId: product.id, created: false, stockChanged };
    },
  };
}
