// The back office's product grid at 100,000 products (ADR 0073): its sorts by name and by stock read an index in
// order and stop at the page instead of sorting every product (price has product_price_idx), and its search
// (a part of the name or SKU anywhere in search_name, which no index range can serve) scans a narrow index of
// (search_name, deleted) instead of the product rows with their descriptions. Not (deleted, …): SQLite would
// take that for every list's `deleted = 0` and sort all products instead of reading the id or price order.
// Frozen in time: uses Kysely<any> and imports nothing from src/.
import type { Kysely } from 'kysely';

type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.createIndex('product_name_idx').on('product').column('name').execute();
  await db.schema.createIndex('product_stock_idx').on('product').column('stock_quantity').execute();
  await db.schema.createIndex('product_grid_search_idx').on('product').columns(['search_name', 'deleted']).execute();
}

export async function down(db: Db): Promise<void> {
  for (const name of ['product_grid_search_idx', 'product_stock_idx', 'product_name_idx'])
    await db.schema.dropIndex(name).execute();
}
