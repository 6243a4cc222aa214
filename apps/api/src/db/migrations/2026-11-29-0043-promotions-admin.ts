// The back office's discount codes and gift cards (ADR 0076): a row_version on each for the stale-edit
// rule (ADR 0065); nopCommerce's "requires coupon code" (1: typed in the cart, as every code so far; 0:
// applied to every cart it qualifies for); and a gift card's recipient, sender and message as
// nopCommerce's admin keeps them (the shop never reads them; they say whom a card was made for).
// Frozen in time: uses Kysely<any> and imports nothing from src/.
import type { Kysely } from 'kysely';

type Db = Kysely<any>;

const GIFT_CARD_TEXTS = ['recipient_name', 'recipient_email', 'sender_name', 'message'] as const;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('discount')
    .addColumn('row_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('discount')
    .addColumn('requires_coupon_code', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('gift_card')
    .addColumn('row_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // SQLite adds one column per statement.
  for (const column of GIFT_CARD_TEXTS) {
    await db.schema
      .alterTable('gift_card')
      .addColumn(column, column === 'message' ? 'text' : 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const column of [...GIFT_CARD_TEXTS].reverse()) {
    await db.schema.alterTable('gift_card').dropColumn(column).execute();
  }
  await db.schema.alterTable('gift_card').dropColumn('row_version').execute();
  await db.schema.alterTable('discount').dropColumn('requires_coupon_code').execute();
  await db.schema.alterTable('discount').dropColumn('row_version').execute();
}
