/**
 * Names asked at registration (issue 13, defect 2; nopCommerce's FirstNameEnabled/Required and
 * LastNameEnabled/Required): `pending_registration.first_name` and `last_name` carry what the
 * shopper typed until the code is confirmed, when they go onto the new customer row. Empty text
 * when not given, like `customer.first_name`. Frozen in time: imports nothing from src/.
 */
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
