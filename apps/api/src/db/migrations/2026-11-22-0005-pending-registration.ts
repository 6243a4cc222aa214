/**
 * A registration waiting for its emailed or texted code: the account is created only when the
 * code is confirmed. Frozen in time.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pending_registration')
    .addColumn('identity', 'varchar(254)', (c) => c.primaryKey())
    .addColumn('password_hash', 'varchar(400)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pending_registration').execute();
}
