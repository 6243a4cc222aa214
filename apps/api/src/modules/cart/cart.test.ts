import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartActionResponse, CartItemList, OrderTotals, WishlistResponse } from '@sabad/contract';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createOutboxReader } from '../messaging/index.js';

let t: TestApp;
const p = {} as Record<'phone' | 'shirt' | 'book' | 'boxed' | 'pairs' | 'noBuy' | 'hidden' | 'service', number>;
let color: { mappingId: number; valueIds: number[] };
let size: { mappingId: number; valueIds: number[] };
let engraving: { mappingId: number };

type Headers = Record<string, string>;
const guest = (): Headers => ({ 'guest-customer-id': randomUUID() });

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}
const add = (headers: Headers, body: unknown) => call('POST', '/cart/add', headers, body);
async function items(headers: Headers) {
  const res = await call('GET', '/cart/getitems', headers);
  expect(res.statusCode).toBe(200);
  return res.json<CartItemList>();
}
async function totals(headers: Headers) {
  const res = await call('GET', '/cart/ordertotals', headers);
  expect(res.statusCode).toBe(200);
  return res.json<OrderTotals>();
}
const shirtChoice = (colorIndex: number, sizeIndex: number) => [
  { Key: String(color.mappingId), Value: String(color.valueIds[colorIndex]) },
  { Key: String(size.mappingId), Value: String(size.valueIds[sizeIndex]) },
];

beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFixture(t.database.kysely);
  const db = t.database.kysely;
  p.phone = await f.product({ name: 'گوشی سامسونگ', price: 10_000_000, stock: 5 });
  p.shirt = await f.product({ name: 'تی‌شرت نخی', price: 2_000_000, manageInventory: 'combinations' });
  color = await f.attribute(p.shirt, {
    name: 'رنگ',
    controlType: 'RadioList',
    required: true,
    values: [{ name: 'قرمز' }, { name: 'آبی', priceAdjustment: 300_000 }],
  });
  size = await f.attribute(p.shirt, {
    name: 'سایز',
    values: [{ name: 'M' }, { name: 'XL', priceAdjustment: 500_000 }],
  });
  engraving = await f.attribute(p.shirt, { name: 'متن چاپ', controlType: 'TextBox', required: false });
  await f.combination(p.shirt, {
    choices: [
      [color.mappingId, [color.valueIds[0]!]],
      [size.mappingId, [size.valueIds[0]!]],
    ],
    stock: 3,
  });
  await f.combination(p.shirt, {
    choices: [
      [color.mappingId, [color.valueIds[1]!]],
      [size.mappingId, [size.valueIds[1]!]],
    ],
    stock: 10,
  });
  p.book = await f.product({ name: 'کتاب', price: 500_000, stock: 0, allowBackorder: true });
  p.boxed = await f.product({ name: 'جعبهٔ دستمال', price: 100_000, stock: 100 });
  p.pairs = await f.product({ name: 'جوراب', price: 50_000, stock: 100, allowedQuantities: '2, 4' });
  p.noBuy = await f.product({ name: 'به‌زودی', price: 100_000, stock: 100 });
  p.hidden = await f.product({ name: 'منتشرنشده', price: 100_000, stock: 100, published: false });
  p.service = await f.product({ name: 'نصب', price: 1_000_000, manageInventory: 'none' });
  await db
    .updateTable('product')
    .set({ order_minimum_quantity: 2, order_maximum_quantity: 6 })
    .where('id', '=', p.boxed)
    .execute();
  await db
    .updateTable('product')
    .set({ disable_buy_button: 1, disable_wishlist_button: 1 })
    .where('id', '=', p.noBuy)
    .execute();
});
afterAll(() => t.close());

describe('cart/add and cart/getitems', () => {
  it('shows an empty cart to a shopper who has added nothing (and to a call without any identity)', async () => {
    expect((await items(guest())).Items).toEqual([]);
    expect((await items({})).Items).toEqual([]);
    expect((await totals({})).OrderTotalValue).toBe(0);
  });

  it('adds the same product to one line, priced from the database, with Persian totals', async () => {
    const g = guest();
    const first = await add(g, { ProductId: p.phone, Quantity: 1, Attributes: [] });
    expect(first.statusCode).toBe(200);
    expect(first.json<CartActionResponse>()).toMatchObject({ Success: true, Message: 'محصول به سبد خرید اضافه شد.' });
    // A client-sent price is not part of the request and would change nothing.
    expect((await add(g, { ProductId: p.phone, Quantity: 2, UnitPrice: 1 })).statusCode).toBe(200);
    const cart = await items(g);
    expect(cart.Items).toHaveLength(1);
    expect(cart.Items[0]).toMatchObject({
      ProductId: p.phone,
      ProductName: 'گوشی سامسونگ',
      Quantity: 3,
      UnitPriceValue: 10_000_000,
      UnitPrice: '۱٬۰۰۰٬۰۰۰ تومان',
      SubTotalValue: 30_000_000,
      SubTotal: '۳٬۰۰۰٬۰۰۰ تومان',
      Warnings: [],
    });
    const sums = await totals(g);
    expect(sums).toMatchObject({
      SubTotalValue: 30_000_000,
      SubTotal: '۳٬۰۰۰٬۰۰۰ تومان',
      SubTotalDiscountValue: 0,
      OrderTotalDiscountValue: 0,
      Shipping: null,
      OrderTotalValue: 30_000_000,
      OrderTotal: '۳٬۰۰۰٬۰۰۰ تومان',
      GiftCards: [],
    });
    // 10% VAT included in the prices: 30,000,000 × 10 / 110.
    expect(sums.TaxValue).toBe(2_727_273);
    expect(sums.TaxRates).toEqual([{ Rate: '۱۰٪', RateValue: 10, Value: '۲۷۲٬۷۲۷ تومان', ValueValue: 2_727_273 }]);
  });

  it('keeps one line per product and attribute set, whatever order the choices come in', async () => {
    const g = guest();
    await add(g, { ProductId: p.shirt, Quantity: 1, Attributes: shirtChoice(1, 1) });
    const reversed = [...shirtChoice(1, 1)].reverse().map((choice) => ({ ...choice, Value: ` ${choice.Value} ` }));
    expect((await add(g, { ProductId: p.shirt, Quantity: 1, Attributes: reversed })).statusCode).toBe(200);
    await add(g, { ProductId: p.shirt, Quantity: 1, Attributes: shirtChoice(0, 0) });
    await add(g, {
      ProductId: p.shirt,
      Quantity: 1,
      Attributes: [...shirtChoice(0, 0), { Key: String(engraving.mappingId), Value: 'سبد' }],
    });
    const cart = await items(g);
    expect(cart.Items.map((item) => [item.Quantity, item.UnitPriceValue, item.AttributeInfo])).toEqual([
      [2, 2_800_000, 'رنگ: آبی\nسایز: XL'],
      [1, 2_000_000, 'رنگ: قرمز\nسایز: M'],
      [1, 2_000_000, 'رنگ: قرمز\nسایز: M\nمتن چاپ: سبد'],
    ]);
    expect(cart.Items[0]!.Attributes).toEqual([
      { Key: String(color.mappingId), Value: String(color.valueIds[1]) },
      { Key: String(size.mappingId), Value: String(size.valueIds[1]) },
    ]);
  });

  it('refuses a missing required attribute and an unknown one with Persian messages', async () => {
    const g = guest();
    const missing = await add(g, {
      ProductId: p.shirt,
      Quantity: 1,
      Attributes: [{ Key: String(size.mappingId), Value: String(size.valueIds[0]) }],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ Success: false, Message: 'لطفاً «رنگ» را انتخاب کنید.' });
    const unknown = await add(g, { ProductId: p.shirt, Quantity: 1, Attributes: [{ Key: '999999', Value: '1' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ Message: string }>().Message).toContain('ویژگی');
    expect((await items(g)).Items).toEqual([]);
  });

  it('checks stock per product and per attribute combination, counting what is already in the cart', async () => {
    const g = guest();
    expect((await add(g, { ProductId: p.phone, Quantity: 4 })).statusCode).toBe(200);
    const over = await add(g, { ProductId: p.phone, Quantity: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ Success: false, Message: 'فقط ۵ عدد از این محصول موجود است.' });
    const combination = await add(g, { ProductId: p.shirt, Quantity: 4, Attributes: shirtChoice(0, 0) });
    expect(combination.statusCode).toBe(409);
    const noSuchCombination = await add(g, { ProductId: p.shirt, Quantity: 1, Attributes: shirtChoice(0, 1) });
    expect(noSuchCombination.statusCode).toBe(409);
    expect(noSuchCombination.json()).toMatchObject({ Message: 'این محصول در حال حاضر موجود نیست.' });
    // Back orders and unmanaged stock do not limit.
    expect((await add(g, { ProductId: p.book, Quantity: 40 })).statusCode).toBe(200);
    expect((await add(g, { ProductId: p.service, Quantity: 500 })).statusCode).toBe(200);
    expect((await items(g)).Items.map((item) => [item.ProductId, item.Quantity])).toEqual([
      [p.phone, 4],
      [p.book, 40],
      [p.service, 500],
    ]);
  });

  it('applies minimum, maximum and allowed quantities, the buy switch and publication', async () => {
    const g = guest();
    const tooFew = await add(g, { ProductId: p.boxed, Quantity: 1 });
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json()).toMatchObject({ Message: 'حداقل تعداد سفارش این محصول ۲ است.' });
    expect((await add(g, { ProductId: p.boxed, Quantity: 2 })).statusCode).toBe(200);
    const tooMany = await add(g, { ProductId: p.boxed, Quantity: 5 });
    expect(tooMany.json()).toMatchObject({ Message: 'حداکثر تعداد سفارش این محصول ۶ است.' });
    const odd = await add(g, { ProductId: p.pairs, Quantity: 3 });
    expect(odd.statusCode).toBe(422);
    expect(odd.json()).toMatchObject({ Message: 'این محصول را فقط با این تعدادها می‌توان سفارش داد: ۲، ۴.' });
    expect((await add(g, { ProductId: p.pairs, Quantity: 2 })).statusCode).toBe(200);
    const disabled = await add(g, { ProductId: p.noBuy, Quantity: 1 });
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json()).toMatchObject({ Message: 'خرید این محصول در حال حاضر ممکن نیست.' });
    expect((await add(g, { ProductId: p.hidden, Quantity: 1 })).statusCode).toBe(404);
    expect((await add(g, { ProductId: 2_000_000_000, Quantity: 1 })).statusCode).toBe(404);
    expect((await items(g)).Items.map((item) => [item.ProductId, item.Quantity])).toEqual([
      [p.boxed, 2],
      [p.pairs, 2],
    ]);
  });

  it.each([
    ['zero', 0],
    ['negative', -3],
    ['fractional', 1.5],
    ['non-numeric', 'دو'],
    ['numeric text', '2'],
    ['huge', 1e12],
    ['null', null],
  ])('refuses a %s quantity with 400 and a Persian message, and changes nothing', async (_, quantity) => {
    const g = guest();
    await add(g, { ProductId: p.boxed, Quantity: 2 });
    const res = await add(g, { ProductId: p.boxed, Quantity: quantity });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ Success: boolean; Message: string; Errors: string[] }>();
    expect(body.Success).toBe(false);
    expect(body.Message).toMatch(/تعداد/);
    expect(body.Errors).toEqual([body.Message]);
    const [line] = (await items(g)).Items;
    expect(line!.Quantity).toBe(2);
    const update = await call('PUT', '/cart/updatequantity', g, {
      Id: line!.Id,
      ProductId: p.boxed,
      Quantity: quantity,
    });
    expect(update.statusCode).toBe(400);
    expect((await items(g)).Items[0]!.Quantity).toBe(2);
  });

  it('stops at the store maximum of cart lines', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v2/cart/getitems' });
    await t.database.kysely.insertInto('setting').values({ name: 'MaximumShoppingCartItems', value: '2' }).execute();
    try {
      const g = guest();
      await add(g, { ProductId: p.phone, Quantity: 1 });
      await add(g, { ProductId: p.book, Quantity: 1 });
      expect((await add(g, { ProductId: p.phone, Quantity: 1 })).statusCode).toBe(200);
      const third = await add(g, { ProductId: p.service, Quantity: 1 });
      expect(third.statusCode).toBe(422);
      expect(third.json()).toMatchObject({ Message: 'سبد خرید حداکثر ۲ قلم کالا می‌پذیرد.' });
    } finally {
      await t.database.kysely.deleteFrom('setting').where('name', '=', 'MaximumShoppingCartItems').execute();
    }
  });

  it('refuses a write without a guest id or a token, and a guest id that belongs to a registered customer', async () => {
    const none = await add({}, { ProductId: p.phone, Quantity: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ Message: string }>().Message).toContain('Guest-Customer-Id');
    const registeredGuid = randomUUID();
    const now = new Date().toISOString();
    await t.database.kysely
      .insertInto('customer')
      .values({
        customer_guid: registeredGuid,
        email: 'owner@example.com',
        first_name: '',
        last_name: '',
        is_guest: 0,
        active: 1,
        deleted: 0,
        created_at: now,
        last_activity_at: now,
      })
      .execute();
    expect((await add({ 'guest-customer-id': registeredGuid }, { ProductId: p.phone, Quantity: 1 })).statusCode).toBe(
      400,
    );
  });
});

describe('cart/updatequantity and cart/delete', () => {
  it('sets a line quantity under the same rules, and warns on a line that stock no longer covers', async () => {
    const g = guest();
    await add(g, { ProductId: p.phone, Quantity: 1 });
    const [line] = (await items(g)).Items;
    const ok = await call('PUT', '/cart/updatequantity', g, { Id: line!.Id, ProductId: p.phone, Quantity: 3 });
    expect(ok.json()).toMatchObject({ Success: true });
    expect((await items(g)).Items[0]!.Quantity).toBe(3);
    expect(
      (await call('PUT', '/cart/updatequantity', g, { Id: line!.Id, ProductId: p.phone, Quantity: 6 })).statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', '/cart/updatequantity', g, { Id: line!.Id, ProductId: p.book, Quantity: 1 })).statusCode,
    ).toBe(400);

    await t.database.kysely.updateTable('product').set({ stock_quantity: 2 }).where('id', '=', p.phone).execute();
    try {
      expect((await items(g)).Items[0]!.Warnings).toEqual(['فقط ۲ عدد از این محصول موجود است.']);
    } finally {
      await t.database.kysely.updateTable('product').set({ stock_quantity: 5 }).where('id', '=', p.phone).execute();
    }
  });

  it("answers 404 for another shopper's line, and leaves it alone", async () => {
    const owner = guest();
    const other = guest();
    await add(owner, { ProductId: p.phone, Quantity: 1 });
    await add(other, { ProductId: p.book, Quantity: 1 });
    const [line] = (await items(owner)).Items;
    expect(
      (await call('PUT', '/cart/updatequantity', other, { Id: line!.Id, ProductId: p.phone, Quantity: 2 })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/cart/delete/${line!.Id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/cart/delete/${line!.Id}`, {})).statusCode).toBe(404);
    expect((await call('POST', `/Wishlist/AddToCart/${line!.Id}`, other)).statusCode).toBe(404);
    expect((await items(owner)).Items[0]!.Quantity).toBe(1);
    const removed = await call('DELETE', `/cart/delete/${line!.Id}`, owner);
    expect(removed.json()).toMatchObject({ Success: true });
    expect((await items(owner)).Items).toEqual([]);
    expect((await call('DELETE', `/cart/delete/${line!.Id}`, owner)).statusCode).toBe(404);
  });
});

describe('wishlist', () => {
  it('adds, answers isinwishlist, moves an item to the cart and deletes', async () => {
    const g = guest();
    expect((await call('GET', `/wishlist/isinwishlist/${p.shirt}`, g)).json()).toEqual({
      Success: true,
      Result: false,
    });
    const added = await call('POST', '/Wishlist/WishlistAdd', g, {
      ProductId: p.shirt,
      Quantity: 1,
      Attributes: shirtChoice(0, 0),
    });
    expect(added.json()).toMatchObject({ Success: true, Message: 'محصول به فهرست علاقه‌مندی‌ها اضافه شد.' });
    await call('POST', '/Wishlist/WishlistAdd', g, { ProductId: p.phone, Quantity: 1 });
    expect((await call('GET', `/wishlist/isinwishlist/${p.shirt}`, g)).json()).toEqual({ Success: true, Result: true });
    const list = (await call('GET', '/Wishlist/Get', g)).json<WishlistResponse>();
    expect(list.Success).toBe(true);
    expect(list.Result.Items.map((item) => [item.ProductId, item.Quantity, item.AttributeInfo])).toEqual([
      [p.shirt, 1, 'رنگ: قرمز\nسایز: M'],
      [p.phone, 1, ''],
    ]);
    // The wishlist is not limited by stock, but by the product's wishlist switch.
    expect((await call('POST', '/Wishlist/WishlistAdd', g, { ProductId: p.noBuy, Quantity: 1 })).statusCode).toBe(422);

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v2/Wishlist/AddToCart/${list.Result.Items[0]!.Id}`,
      headers: { ...g, 'content-type': 'application/json' },
      payload: '',
    });
    expect(moved.json()).toMatchObject({ Success: true });
    expect((await items(g)).Items.map((item) => [item.ProductId, item.AttributeInfo])).toEqual([
      [p.shirt, 'رنگ: قرمز\nسایز: M'],
    ]);
    const after = (await call('GET', '/Wishlist/Get', g)).json<WishlistResponse>();
    expect(after.Result.Items.map((item) => item.ProductId)).toEqual([p.phone]);
    expect((await call('DELETE', `/Wishlist/Delete/${after.Result.Items[0]!.Id}`, g)).json()).toMatchObject({
      Success: true,
    });
    expect((await call('GET', '/wishlist/get', g)).json<WishlistResponse>().Result.Items).toEqual([]);
  });

  it('says which wishlist lines are sold out (per combination), without refusing to keep them', async () => {
    const g = guest();
    const soldOut = await catalogFixture(t.database.kysely).product({ name: 'تمام‌شده', price: 100_000, stock: 0 });
    for (const ProductId of [soldOut, p.phone, p.book, p.service])
      expect((await call('POST', '/Wishlist/WishlistAdd', g, { ProductId, Quantity: 1 })).statusCode).toBe(200);
    const shirtChoices = [shirtChoice(0, 0), shirtChoice(0, 1)];
    for (const Attributes of shirtChoices)
      expect(
        (await call('POST', '/Wishlist/WishlistAdd', g, { ProductId: p.shirt, Quantity: 1, Attributes })).statusCode,
      ).toBe(200);
    const lines = (await call('GET', '/Wishlist/Get', g)).json<WishlistResponse>().Result.Items;
    const inStock = lines.map((line) => [line.ProductId, line.AttributeInfo, line.InStock]);
    expect(inStock).toEqual(
      expect.arrayContaining([
        [soldOut, '', false],
        [p.phone, '', true],
        [p.book, '', true], // back orders allowed
        [p.service, '', true], // stock not managed
        [p.shirt, 'رنگ: قرمز\nسایز: M', true], // a combination with stock
        [p.shirt, 'رنگ: قرمز\nسایز: XL', false], // no such combination: nothing to sell
      ]),
    );
    expect((await items(g)).Items).toEqual([]);
  });

  it('keeps a wishlist item when its move to the cart breaks a cart rule', async () => {
    const g = guest();
    await call('POST', '/Wishlist/WishlistAdd', g, { ProductId: p.phone, Quantity: 9 });
    const [item] = (await call('GET', '/Wishlist/Get', g)).json<WishlistResponse>().Result.Items;
    const moved = await call('POST', `/Wishlist/AddToCart/${item!.Id}`, g);
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ Success: false, Message: 'فقط ۵ عدد از این محصول موجود است.' });
    expect((await call('GET', '/Wishlist/Get', g)).json<WishlistResponse>().Result.Items).toHaveLength(1);
    expect((await items(g)).Items).toEqual([]);
  });
});

describe('gift cards', () => {
  it('applies a code (any case, Persian digits), takes it off the total, and removes it', async () => {
    const db = t.database.kysely;
    const now = new Date().toISOString();
    const card = await db
      .insertInto('gift_card')
      .values({ code: 'HEDIEH-1405', amount: 5_000_000, is_active: 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const spent = await db
      .insertInto('gift_card')
      .values({ code: 'SPENT-1', amount: 1_000_000, is_active: 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('gift_card_usage')
      .values({ gift_card_id: spent.id, order_id: null, used_value: 1_000_000, created_at: now })
      .execute();

    const g = guest();
    await add(g, { ProductId: p.book, Quantity: 4 }); // 2,000,000 Rial
    const applied = await call('POST', '/cart/applygiftcard', g, { GiftCardCode: ' hedieh-۱۴۰۵ ' });
    expect(applied.json()).toMatchObject({ Success: true, Message: 'کارت هدیه اعمال شد.' });
    expect((await call('POST', '/cart/applygiftcard', g, { GiftCardCode: 'HEDIEH-1405' })).statusCode).toBe(409);
    expect((await call('POST', '/cart/applygiftcard', g, { GiftCardCode: 'NOPE' })).statusCode).toBe(422);
    expect((await call('POST', '/cart/applygiftcard', g, { GiftCardCode: 'SPENT-1' })).json()).toMatchObject({
      Message: 'کد کارت هدیه معتبر نیست یا اعتبار آن تمام شده است.',
    });
    const sums = await totals(g);
    expect(sums.GiftCards).toEqual([
      {
        Id: card.id,
        CouponCode: 'HEDIEH-1405',
        Amount: '۲۰۰٬۰۰۰ تومان',
        AmountValue: 2_000_000,
        Remaining: '۳۰۰٬۰۰۰ تومان',
        RemainingValue: 3_000_000,
      },
    ]);
    expect(sums.OrderTotalValue).toBe(0);
    expect((await call('DELETE', `/cart/removegiftcard/${card.id}`, guest())).statusCode).toBe(404);
    expect((await call('DELETE', `/cart/removegiftcard/${card.id}`, g)).json()).toMatchObject({ Success: true });
    expect((await totals(g)).OrderTotalValue).toBe(2_000_000);
  });
});

describe('a customer and a guest', () => {
  const codeFor = async (to: string) => {
    const [message] = await createOutboxReader(t.database.kysely).latest({ limit: 1, recipient: to });
    return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
  };

  it('keeps the cart of a guest who registers, merges a guest cart on login, clamped to stock', async () => {
    const g = guest();
    await add(g, { ProductId: p.phone, Quantity: 2 });
    await call('POST', '/Wishlist/WishlistAdd', g, { ProductId: p.book, Quantity: 1 });
    await call(
      'POST',
      '/account/register',
      {},
      { Email: 'shopper@example.com', Password: 'secret-1405', DeviceToken: '', FirstName: 'مینا', LastName: 'خریدار' },
    );
    const verified = await call('POST', '/account/registerverifytokenpost', g, {
      Email: 'shopper@example.com',
      Token: await codeFor('shopper@example.com'),
    });
    expect(verified.statusCode).toBe(200);
    const customer = { authorization: `Basic ${verified.json<{ AccessToken: string }>().AccessToken}` };
    expect((await items(customer)).Items.map((item) => [item.ProductId, item.Quantity])).toEqual([[p.phone, 2]]);

    // Later, logged out on another device, a new guest collects more and then logs in.
    const later = guest();
    await add(later, { ProductId: p.phone, Quantity: 4 });
    await add(later, { ProductId: p.service, Quantity: 1 });
    await call('POST', '/Wishlist/WishlistAdd', later, { ProductId: p.book, Quantity: 2 });
    const login = await call('POST', '/account/login', later, {
      Email: 'shopper@example.com',
      Password: 'secret-1405',
      DeviceToken: '',
    });
    expect(login.statusCode).toBe(200);
    const token = { authorization: `Basic ${login.json<{ AccessToken: string }>().AccessToken}` };
    // 2 + 4 phones, but only 5 in stock.
    expect((await items(token)).Items.map((item) => [item.ProductId, item.Quantity])).toEqual([
      [p.phone, 5],
      [p.service, 1],
    ]);
    const wishlist = (await call('GET', '/Wishlist/Get', token)).json<WishlistResponse>();
    expect(wishlist.Result.Items.map((item) => [item.ProductId, item.Quantity])).toEqual([[p.book, 3]]);
    // The guest's lines are gone from the guest.
    expect((await items(later)).Items).toEqual([]);
  });

  it('logs in even when a merged product is out of stock', async () => {
    await call(
      'POST',
      '/account/register',
      {},
      { Email: 'second@example.com', Password: 'secret-1405', DeviceToken: '', FirstName: 'امید', LastName: 'دومی' },
    );
    await call(
      'POST',
      '/account/registerverifytokenpost',
      {},
      { Email: 'second@example.com', Token: await codeFor('second@example.com') },
    );
    const g = guest();
    await add(g, { ProductId: p.phone, Quantity: 1 });
    await t.database.kysely.updateTable('product').set({ stock_quantity: 0 }).where('id', '=', p.phone).execute();
    try {
      const login = await call('POST', '/account/login', g, {
        Email: 'second@example.com',
        Password: 'secret-1405',
        DeviceToken: '',
      });
      expect(login.statusCode).toBe(200);
      const token = { authorization: `Basic ${login.json<{ AccessToken: string }>().AccessToken}` };
      expect((await items(token)).Items.map((item) => [item.Quantity, item.Warnings])).toEqual([
        [1, ['این محصول در حال حاضر موجود نیست.']],
      ]);
    } finally {
      await t.database.kysely.updateTable('product').set({ stock_quantity: 5 }).where('id', '=', p.phone).execute();
    }
  });
});
