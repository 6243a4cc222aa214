import type { Kysely } from 'kysely';
import type { Database, ShoppingListType } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';
import { fixedQuery } from '../../db/fixed-query.js';

// Compiled once (db/fixed-query.ts): a cart's few statements run on every call.

export type CartLineRow = Awaited<ReturnType<typeof listLines>>[number];

const lines = fixedQuery((db, customerId: number, listType: ShoppingListType) =>
  db
    .selectFrom('shopping_cart_item')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('list_type', '=', listType)
    .orderBy('created_at')
    .orderBy('id'),
);
export function listLines(db: Kysely<Database>, customerId: number, listType: ShoppingListType) {
  return lines(db, customerId, listType);
}

const lineById = fixedQuery((db, customerId: number, listType: ShoppingListType, id: number) =>
  db
    .selectFrom('shopping_cart_item')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .where('list_type', '=', listType),
);
export async function findLine(db: Kysely<Database>, customerId: number, listType: ShoppingListType, id: number) {
  return (await lineById(db, customerId, listType, id))[0];
}

const lineByIdentity = fixedQuery(
  (db, customerId: number, listType: ShoppingListType, productId: number, attributesHash: string) =>
    db
      .selectFrom('shopping_cart_item')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('list_type', '=', listType)
      .where('product_id', '=', productId)
      .where('attributes_hash', '=', attributesHash),
);
export async function findLineByIdentity(
  db: Kysely<Database>,
  key: { customerId: number; listType: ShoppingListType; productId: number; attributesHash: string },
) {
  return (await lineByIdentity(db, key.customerId, key.listType, key.productId, key.attributesHash))[0];
}

const lineCount = fixedQuery((db, customerId: number, listType: ShoppingListType) =>
  db
    .selectFrom('shopping_cart_item')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('customer_id', '=', customerId)
    .where('list_type', '=', listType),
);
export async function countLines(
  db: Kysely<Database>,
  customerId: number,
  listType: ShoppingListType,
): Promise<number> {
  const [row] = await lineCount(db, customerId, listType);
  return Number(row?.count ?? 0);
}

const lineInsert = fixedQuery(
  (
    db,
    customerId: number,
    listType: ShoppingListType,
    productId: number,
    attributesJson: string,
    attributesHash: string,
    quantity: number,
    createdAt: string,
  ) =>
    db.insertInto('shopping_cart_item').values({
      customer_id: customerId,
      list_type: listType,
      product_id: productId,
      attributes_json: attributesJson,
      attributes_hash: attributesHash,
      quantity,
      created_at: createdAt,
      updated_at: createdAt,
    }),
);
export async function insertLine(
  db: Kysely<Database>,
  line: {
    customer_id: number;
    list_type: ShoppingListType;
    product_id: number;
    attributes_json: string;
    attributes_hash: string;
    quantity: number;
    created_at: string;
  },
): Promise<void> {
  await lineInsert(
    db,
    line.customer_id,
    line.list_type,
    line.product_id,
    line.attributes_json,
    line.attributes_hash,
    line.quantity,
    line.created_at,
  );
}

const lineQuantityUpdate = fixedQuery((db, id: number, quantity: number, now: string) =>
  db.updateTable('shopping_cart_item').set({ quantity, updated_at: now }).where('id', '=', id),
);
export async function setLineQuantity(db: Kysely<Database>, id: number, quantity: number, now: string): Promise<void> {
  await lineQuantityUpdate(db, id, quantity, now);
}

export async function moveLine(
  db: Kysely<Database>,
  id: number,
  customerId: number,
  quantity: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('shopping_cart_item')
    .set({ customer_id: customerId, quantity, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteLine(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('shopping_cart_item').where('id', '=', id).execute();
}

export async function isProductInList(
  db: Kysely<Database>,
  customerId: number,
  listType: ShoppingListType,
  productId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('shopping_cart_item')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('list_type', '=', listType)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}

// PostgreSQL: a row lock on the customer to the end of the transaction; SQLite's one connection needs none.
const shopperLock = fixedQuery((db, customerId: number) =>
  db.selectFrom('customer').select('id').where('id', '=', customerId).forUpdate(),
);
export async function lockShopper(db: Kysely<Database>, customerId: number): Promise<void> {
  if (!isPostgres(db)) return;
  await shopperLock(db, customerId);
}

export function findGiftCardByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('gift_card').selectAll().where('code', '=', code).executeTakeFirst();
}

export function listAppliedGiftCards(db: Kysely<Database>, customerId: number) {
  return db
    .selectFrom('cart_gift_card as cg')
    .innerJoin('gift_card as g', 'g.id', 'cg.gift_card_id')
    .select(['g.id', 'g.code', 'g.amount', 'g.is_active', 'cg.created_at'])
    .select((eb) =>
      eb
        .selectFrom('gift_card_usage as u')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number | string>('u.used_value'), inner.lit(0)).as('used'))
        .whereRef('u.gift_card_id', '=', 'g.id')
        .as('used'),
    )
    .where('cg.customer_id', '=', customerId)
    .orderBy('cg.created_at')
    .orderBy('g.id')
    .execute();
}

export async function giftCardBalance(db: Kysely<Database>, giftCardId: number, amount: number): Promise<number> {
  const row = await db
    .selectFrom('gift_card_usage')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('used_value'), eb.lit(0)).as('used'))
    .where('gift_card_id', '=', giftCardId)
    .executeTakeFirstOrThrow();
  return amount - Number(row.used);
}

export async function applyGiftCard(
  db: Kysely<Database>,
  customerId: number,
  giftCardId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('cart_gift_card')
    .values({ customer_id: customerId, gift_card_id: giftCardId, created_at: now })
    .onConflict((oc) => oc.columns(['customer_id', 'gift_card_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function removeGiftCard(db: Kysely<Database>, customerId: number, giftCardId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_gift_card')
    .where('customer_id', '=', customerId)
    .where('gift_card_id', '=', giftCardId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function moveAppliedGiftCards(db: Kysely<Database>, guestId: number, customerId: number): Promise<void> {
  const cards = await db.selectFrom('cart_gift_card').selectAll().where('customer_id', '=', guestId).execute();
  for (const card of cards) {
    await db
      .insertInto('cart_gift_card')
      .values({ customer_id: customerId, gift_card_id: card.gift_card_id, created_at: card.created_at })
      .onConflict((oc) => oc.columns(['customer_id', 'gift_card_id']).doNothing())
      .execute();
  }
  await db.deleteFrom('cart_gift_card').where('customer_id', '=', guestId).execute();
}

/** PostgreSQL row locks, so two orders cannot spend one balance twice. */
export async function lockGiftCards(db: Kysely<Database>, giftCardIds: number[]): Promise<void> {
  if (!isPostgres(db) || giftCardIds.length === 0) return;
  await db.selectFrom('gift_card').select('id').where('id', 'in', giftCardIds).orderBy('id').forUpdate().execute();
}

export async function insertGiftCardUsage(
  db: Kysely<Database>,
  usage: { giftCardId: number; orderId: number; amount: number; now: string },
): Promise<void> {
  await db
    .insertInto('gift_card_usage')
    .values({
      gift_card_id: usage.giftCardId,
      order_id: usage.orderId,
      used_value: usage.amount,
      created_at: usage.now,
    })
    .execute();
}

export async function deleteGiftCardUsagesOfOrder(db: Kysely<Database>, orderId: number): Promise<void> {
  await db.deleteFrom('gift_card_usage').where('order_id', '=', orderId).execute();
}

export async function emptyCartOf(db: Kysely<Database>, customerId: number): Promise<void> {
  await db
    .deleteFrom('shopping_cart_item')
    .where('customer_id', '=', customerId)
    .where('list_type', '=', 'cart')
    .execute();
  await db.deleteFrom('cart_gift_card').where('customer_id', '=', customerId).execute();
}

export function listGiftCardUsagesOfOrder(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('gift_card_usage as u')
    .innerJoin('gift_card as g', 'g.id', 'u.gift_card_id')
    .select(['g.code', 'u.used_value'])
    .where('u.order_id', '=', orderId)
    .orderBy('u.id')
    .execute();
}
