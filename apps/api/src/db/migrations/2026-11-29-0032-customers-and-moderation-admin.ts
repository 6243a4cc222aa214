// The back office's customers list and moderation inbox: a customer's row_version for the stale-edit
// rule (ADR 0065), the index the newest-registered list and its day range read, and a contact
// message's answer, so an answered message leaves the inbox (ADR 0069).
// Frozen in time: uses Kysely<any> and imports nothing from src/.
import type { Kysely } from 'kysely';

type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('customer')
    .addColumn('row_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('customer_registered_idx')
    .on('customer')
    .columns(['is_guest', 'created_at', 'id'])
    .execute();
  await db.schema.alterTable('contact_message').addColumn('answered_at', 'varchar(30)').execute();
  await db.schema.alterTable('contact_message').addColumn('answer', 'text').execute();
  await db.schema
    .createIndex('contact_message_waiting_idx')
    .on('contact_message')
    .columns(['answered_at', 'created_at', 'id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('contact_message_waiting_idx').execute();
  await db.schema.alterTable('contact_message').dropColumn('answer').execute();
  await db.schema.alterTable('contact_message').dropColumn('answered_at').execute();
  await db.schema.dropIndex('customer_registered_idx').execute();
  await db.schema.alterTable('customer').dropColumn('row_version').execute();
}
