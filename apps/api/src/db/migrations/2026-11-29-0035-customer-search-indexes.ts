// The back office's customers search at 100,000 customers: names and a mobile's start found by an
// index range (prefix), and the newest-registered list counted from the index alone.
// Frozen in time: uses Kysely<any> and imports nothing from src/.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  // Byte order on PostgreSQL, so `>= 'x' and < 'x\uffff'` is a prefix range whatever the database's collation.
  for (const column of ['first_name', 'last_name', 'mobile']) {
    if (isPg)
      await sql`create index ${sql.id(`customer_${column}_prefix_idx`)} on customer (${sql.id(column)} collate "C")`.execute(
        db,
      );
    else if (column !== 'mobile')
      await db.schema.createIndex(`customer_${column}_prefix_idx`).on('customer').column(column).execute();
  }
  await db.schema.dropIndex('customer_registered_idx').execute();
  await db.schema
    .createIndex('customer_registered_idx')
    .on('customer')
    .columns(['is_guest', 'deleted', 'created_at', 'id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const column of ['first_name', 'last_name', 'mobile']) {
    if (isPg || column !== 'mobile') await db.schema.dropIndex(`customer_${column}_prefix_idx`).execute();
  }
  await db.schema.dropIndex('customer_registered_idx').execute();
  await db.schema
    .createIndex('customer_registered_idx')
    .on('customer')
    .columns(['is_guest', 'created_at', 'id'])
    .execute();
}
