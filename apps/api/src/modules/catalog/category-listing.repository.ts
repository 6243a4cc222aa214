// category_listing (ADR 0017) is derived: whatever writes a product's listed columns or categories refreshes it for
// that product in the same transaction, and a category change refreshes every product. Stock, ratings and sales are
// not in it.
import { sql, type Kysely } from 'kysely';
import { ROOT_CATEGORY_ID } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

export async function refreshCategoryListing(db: Kysely<Database>, productIds?: readonly number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  await inTransaction(db, async (trx) => {
    let removal = trx.deleteFrom('category_listing');
    if (productIds) removal = removal.where('product_id', 'in', [...productIds]);
    await removal.execute();
    const onlyThese = productIds ? sql`and p.id in (${sql.join([...productIds])})` : sql``;
    // Migration 0015 fills the table with a copy of this statement: migrations are frozen and import
    // nothing from src/ (ADR 0002), and category-listing.test.ts checks the two give the same rows.
    // `union`, not `union all`: a category tree with a cycle (a data error) still ends.
    await sql`
      with recursive reachable(id) as (
        select id from category where published = 1 and parent_category_id = ${ROOT_CATEGORY_ID}
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
      where p.published = 1 and p.deleted = 0 ${onlyThese}
      group by s.ancestor_id, p.id, p.display_order, p.name, p.price, p.created_at, p.manufacturer_id
    `.execute(trx);
  });
}

export async function countCategoryListingRows(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('category_listing')
    .select((eb) => eb.fn.countAll<number | string>().as('rows'))
    .executeTakeFirstOrThrow();
  return Number(row.rows);
}
