// Frozen in time: imports nothing from src/.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('pending_registration')
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('pending_registration')
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pending_registration').dropColumn('last_name').execute();
  await db.schema.alterTable('pending_registration').dropColumn('first_name').execute();
}
