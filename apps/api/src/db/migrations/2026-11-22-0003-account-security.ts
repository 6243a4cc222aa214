/**
 * Account security: one-time verification codes (password recovery, mobile verification) with
 * their reset tickets, and fixed-window counters for throttling (login failures). Frozen in time.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('verification_code')
    .addColumn('id', 'integer', (c) =>
      isPg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('purpose', 'varchar(40)', (c) => c.notNull())
    .addColumn('identity', 'varchar(254)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'varchar(30)')
    .addColumn('superseded_at', 'varchar(30)')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('ticket_expires_at', 'varchar(30)')
    .addColumn('ticket_used_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('verification_code_identity_idx')
    .on('verification_code')
    .columns(['identity', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('rate_limit_counter')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('window_started_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_counter').execute();
  await db.schema.dropTable('verification_code').execute();
}
