/**
 * The cart's fixed reads give the same rows run straight on SQLite, through Kysely and on the test
 * database (ADR 0054, testing/direct-read-check.ts).
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { expectSameRowsEveryWay, openTwoDatabases, type TwoDatabases } from '../../testing/direct-read-check.js';
import { countLines, findLine, findLineByIdentity, listLines } from './cart.repository.js';

const NOW = '2026-11-28T09:00:00.000Z';

async function fill(db: Kysely<Database>) {
  const f = catalogFixture(db);
  const products = [
    await f.product({ name: 'کتری', price: 3_000_000_000 }),
    await f.product({ name: 'قوری', price: 1 }),
  ];
  const customer = await f.customer({ firstName: 'مینا' });
  const lineIds: number[] = [];
  for (const [index, product] of products.entries()) {
    const line = await db
      .insertInto('shopping_cart_item')
      .values({
        customer_id: customer,
        list_type: 'cart',
        product_id: product,
        attributes_json: index ? '[{"Key":"1","Value":"2"}]' : '[]',
        attributes_hash: `hash-${index}`,
        quantity: index + 1,
        created_at: NOW,
        updated_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    lineIds.push(line.id);
  }
  return { products, customer, lineIds };
}

let databases: TwoDatabases<Awaited<ReturnType<typeof fill>>>;

beforeAll(async () => {
  databases = await openTwoDatabases(fill);
});
afterAll(async () => {
  await databases?.close();
});

describe("the cart's fixed reads", () => {
  it('answer the same straight on SQLite, through Kysely and on the test database', async () => {
    const { customer, products, lineIds } = databases.store;
    await expectSameRowsEveryWay(databases, {
      lines: (db) => listLines(db, customer, 'cart'),
      line: (db) => findLine(db, customer, 'cart', lineIds[1]!),
      lineByIdentity: (db) =>
        findLineByIdentity(db, {
          customerId: customer,
          listType: 'cart',
          productId: products[0]!,
          attributesHash: 'hash-0',
        }),
      count: (db) => countLines(db, customer, 'cart'),
    });
  });
});
