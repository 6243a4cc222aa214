import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderTotals } from '@sabad/contract';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { randomGiftCardCode } from './gift-cards.js';
import { runCliOn } from '../../testing/cli-runner.js';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  productId = await catalogFixture(t.database.kysely).product({ name: 'چای', price: 3_000_000, stock: 10 });
});
afterAll(() => t.close());

const cli = (...args: string[]) => runCliOn(t.database.url, args);

describe('gift cards from the operator CLI', () => {
  it('issues a card in Toman that a shopper can apply', async () => {
    const issued = await cli('giftcard', 'create', '50000');
    expect(issued.code).toBe(0);
    const code = /Gift card (\S+):/.exec(issued.out)?.[1];
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);

    const shopper = { 'guest-customer-id': randomUUID() };
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/cart/add',
      headers: shopper,
      payload: { ProductId: productId, Quantity: 1 },
    });
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cart/applygiftcard',
      headers: shopper,
      payload: { GiftCardCode: code },
    });
    expect(applied.statusCode).toBe(200);
    const totals = (
      await t.app.inject({ method: 'GET', url: '/api/v2/cart/ordertotals', headers: shopper })
    ).json<OrderTotals>();
    // 50,000 Toman = 500,000 Rial off a 3,000,000 Rial cart.
    expect(totals.GiftCards[0]).toMatchObject({ AmountValue: 500_000, Amount: '۵۰٬۰۰۰ تومان' });
    expect(totals.OrderTotalValue).toBe(2_500_000);
  });

  it('takes a chosen code once, and refuses bad amounts and codes', async () => {
    expect((await cli('giftcard', 'create', '1000', 'yalda-1405')).out).toContain('Gift card YALDA-1405');
    expect((await cli('giftcard', 'create', '1000', 'YALDA-1405')).code).toBe(1);
    expect((await cli('giftcard', 'create', '0')).code).toBe(1);
    expect((await cli('giftcard', 'create', 'lots')).code).toBe(2);
    expect((await cli('giftcard', 'create', '1000', 'کد فارسی')).code).toBe(1);
  });

  it('draws codes that do not repeat', () => {
    const codes = new Set(Array.from({ length: 1000 }, randomGiftCardCode));
    expect(codes.size).toBe(1000);
  });
});
