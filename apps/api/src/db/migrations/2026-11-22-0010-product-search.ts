// Code-point order on both databases (BINARY, "C"), so a prefix is a B-tree range. No foreign key on
// product_id: a cascade would drop terms before reindexProduct takes them out of the vocabulary.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const term = isPg ? sql`varchar(100) collate "C"` : sql`varchar(100)`;
  // SQLite: the primary key is the table (clustered), so a prefix scan reads rows in term order.
  const clustered = isPg ? sql`` : sql`without rowid`;

  const searchTerm = db.schema
    .createTable('search_term')
    .addColumn('term', term, (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('in_name', 'integer', (c) => c.notNull())
    .addColumn('is_word', 'integer', (c) => c.notNull());
  if (isPg) {
    await searchTerm.execute();
    // PostgreSQL: a covering key, so a prefix scan reads term, product and field from the index alone.
    await sql`alter table search_term add constraint search_term_pk primary key (term, product_id) include (in_name)`.execute(
      db,
    );
  } else {
    await searchTerm.addPrimaryKeyConstraint('search_term_pk', ['term', 'product_id']).modifyEnd(clustered).execute();
  }
  await db.schema.createIndex('search_term_product_idx').on('search_term').column('product_id').execute();

  await db.schema
    .createTable('search_vocabulary')
    .addColumn('term', term, (c) => c.primaryKey())
    .addColumn('product_count', 'integer', (c) => c.notNull())
    .modifyEnd(clustered)
    .execute();

  await db.schema
    .createTable('search_typo_key')
    .addColumn('typo_key', term, (c) => c.notNull())
    .addColumn('term', term, (c) => c.notNull())
    .addPrimaryKeyConstraint('search_typo_key_pk', ['typo_key', 'term'])
    .modifyEnd(clustered)
    .execute();
  await db.schema.createIndex('search_typo_key_term_idx').on('search_typo_key').column('term').execute();

  // Narrow, so ranking many matches avoids product rows that carry whole descriptions.
  await db.schema
    .createIndex('product_search_cover_idx')
    .on('product')
    .columns([
      'id',
      'published',
      'deleted',
      'display_order',
      'price',
      'created_at',
      'sold_count',
      'manufacturer_id',
      'name',
    ])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('product_search_cover_idx').execute();
  await db.schema.dropTable('search_typo_key').execute();
  await db.schema.dropTable('search_vocabulary').execute();
  await db.schema.dropTable('search_term').execute();
}
