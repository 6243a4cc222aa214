// The product grid at 100,000 products (ADR 0073): a category's subtree and a text search look at every product
// they match, so the grid reads their page's ids and total from this narrow copy of the columns its filters and
// sorts use (about a tenth of a product row, which carries descriptions) instead of the rows themselves. Led by
// id: a subtree's products are found by key in it, and a text search's newest-first page walks it in id order.
// 0041's (search_name, deleted) index stays: the plain lists' counts read it.
// Frozen in time: uses Kysely<any> and imports nothing from src/.
import type { Kysely } from 'kysely';

type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex('product_grid_cover_idx')
    .on('product')
    .columns([
      'id',
      'deleted',
      'search_name',
      'name',
      'price',
      'stock_quantity',
      'manage_inventory_method',
      'published',
      'manufacturer_id',
    ])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('product_grid_cover_idx').execute();
}
