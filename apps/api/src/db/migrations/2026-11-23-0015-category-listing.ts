// Denormalised so a category's page in any sort is one index range, not a sort of all its products.
// Frozen in time: uses Kysely<any> and imports nothing from src/.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

type Db = Kysely<any>;

const sortIndexes: Array<[name: string, column: string]> = [
  ['category_listing_position_idx', 'display_order'],
  ['category_listing_name_idx', 'name'],
  ['category_listing_price_idx', 'price'],
  ['category_listing_created_idx', 'created_at'],
];

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('category_listing')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('direct', 'integer', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(400)', (c) => c.notNull())
    .addColumn('price', isPg ? 'bigint' : 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('manufacturer_id', 'integer')
    .addPrimaryKeyConstraint('category_listing_pk', ['category_id', 'product_id'])
    .execute();
  for (const [name, column] of sortIndexes) {
    await db.schema.createIndex(name).on('category_listing').columns(['category_id', column, 'product_id']).execute();
  }
  await db.schema.createIndex('category_listing_product_idx').on('category_listing').column('product_id').execute();

  await sql`
    with recursive reachable(id) as (
      select id from category where published = 1 and parent_category_id = 0
      union
      select c.id from category c join reachable r on c.parent_category_id = r.id where c.published = 1
    ),
    subtree(ancestor_id, category_id) as (
      select id, id from reachable
      union
      select s.ancestor_id, c.id from subtree s join category c on c.parent_category_id = s.category_id where c.published = 1
    )
    insert into category_listing (category_id, product_id, direct, display_order, name, price, created_at, manufacturer_id)
    select s.ancestor_id, p.id, max(case when s.ancestor_id = s.category_id then 1 else 0 end),
           p.display_order, p.name, p.price, p.created_at, p.manufacturer_id
    from subtree s
    join product_category pc on pc.category_id = s.category_id
    join product p on p.id = pc.product_id
    where p.published = 1 and p.deleted = 0
    group by s.ancestor_id, p.id, p.display_order, p.name, p.price, p.created_at, p.manufacturer_id
  `.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('category_listing').execute();
}
