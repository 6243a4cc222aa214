// Sort-key indexes let a large category's first pages stop after Offset + Limit instead of sorting all.
// Frozen in time: uses Kysely<any> and imports nothing from src/.
import type { Kysely } from 'kysely';

type Db = Kysely<any>;

const indexes: Array<[name: string, table: string, columns: string[]]> = [
  ['product_category_listing_idx', 'product_category', ['category_id', 'product_id']],
  ['product_sort_name_idx', 'product', ['published', 'deleted', 'name']],
  ['product_sort_price_idx', 'product', ['published', 'deleted', 'price']],
  ['product_sort_created_idx', 'product', ['published', 'deleted', 'created_at']],
  [
    'product_spec_filter_idx',
    'product_specification_attribute',
    ['specification_attribute_option_id', 'product_id', 'allow_filtering'],
  ],
  [
    'product_spec_facet_idx',
    'product_specification_attribute',
    ['product_id', 'specification_attribute_option_id', 'allow_filtering'],
  ],
];

export async function up(db: Db): Promise<void> {
  for (const [name, table, columns] of indexes) await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function down(db: Db): Promise<void> {
  for (const [name] of [...indexes].reverse()) await db.schema.dropIndex(name).execute();
}
