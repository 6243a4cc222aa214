/**
 * The back office's discount codes and gift cards through HTTP with real staff sessions: a code made in the
 * admin is the one the shop's cart takes (its Tehran days, its deactivation), its usage history shows the
 * order a customer placed with it through the checkout's calls; a discount that needs no code reaches every
 * cart that qualifies and never refuses one that does not; every refusal is Persian and writes nothing; every
 * write leaves its audit row; a stale edit gets the 409. Runs on SQLite and, with TEST_DATABASE_URL, on
 * PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlaceOrderResponse } from '@sabad/contract';
import type {
  AdminDiscountDetail,
  AdminDiscountList,
  AdminDiscountUsageList,
  AdminGiftCardDetail,
  AdminGiftCardList,
} from '@sabad/contract/admin';
import { adminUrl, createStaffMember, signInStaff, type StaffCaller } from '../../admin-testing/staff-fixture.js';
import { insertBareOrder } from '../../testing/bare-order-fixture.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { checkoutFixture } from '../../testing/checkout-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';

// 10:00 in Tehran on 1405/09/08 (2026-11-29).
const clock = manualClock('2026-11-29T06:30:00.000Z');
let t: TestApp;
let manager: StaffCaller;
let support: StaffCaller;
let tea: number;
const db = () => t.database.kysely;
const run = randomUUID().slice(0, 6).toUpperCase();
let serial = 0;
const newCode = (prefix = 'OFF') => `${prefix}${run}${(serial += 1)}`;

const get = (caller: StaffCaller, path: string) =>
  t.app.inject({ method: 'GET', url: adminUrl(path), headers: caller.headers() });
const write = (caller: StaffCaller, method: 'POST' | 'PUT', path: string, payload: object) =>
  t.app.inject({ method, url: adminUrl(path), headers: caller.headers(), payload });

async function createDiscount(body: Record<string, unknown>): Promise<AdminDiscountDetail> {
  const res = await write(manager, 'POST', '/promotions/discounts', { usePercentage: true, percentage: 10, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminDiscountDetail>();
}

const shop = (method: 'GET' | 'POST', url: string, guest: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { 'guest-customer-id': guest },
    ...(payload ? { payload } : {}),
  });

/** A guest with a cup of tea (300,000 Toman) in the cart. */
async function shopper(): Promise<string> {
  const guest = randomUUID();
  expect((await shop('POST', '/cart/add', guest, { ProductId: tea, Quantity: 1 })).statusCode).toBe(200);
  return guest;
}

const applyCode = (guest: string, code: string) =>
  shop('POST', `/cart/applydiscountcoupon/${encodeURIComponent(code)}`, guest);

const auditRows = (entityType: string, id: number) =>
  db()
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp({ clock });
  manager = await signInStaff(t.app, (await createStaffMember(db(), ['CatalogueManagers'])).email, { clock });
  support = await signInStaff(t.app, (await createStaffMember(db(), ['Support'])).email, { clock });
  tea = await catalogFixture(db()).product({ name: 'چای', price: 3_000_000, stock: 100 });
});
afterAll(() => t.close());
beforeEach(() => clock.set('2026-11-29T06:30:00.000Z'));

describe('discount codes', () => {
  it('creates a code with Jalali-picked days that the cart takes, and its usage history shows the order', async () => {
    const code = newCode();
    const created = await createDiscount({
      name: 'جشنواره پاییز',
      code: ` ${code.toLowerCase()} `,
      percentage: 20,
      maximumAmount: 500_000,
      minimumSubtotal: 1_000_000,
      startsOn: '2026-11-29',
      endsOn: '2026-12-05',
      limitPerCustomer: 1,
      limitTotal: 100,
    });
    expect(created).toMatchObject({
      code,
      name: 'جشنواره پاییز',
      usePercentage: true,
      percentage: 20,
      maximumAmount: 500_000,
      startsOn: '2026-11-29',
      endsOn: '2026-12-05',
      status: 'active',
      usageCount: 0,
      rowVersion: 1,
    });
    // The days are Tehran's: the code starts at Tehran's midnight and runs through its last day.
    const row = await db().selectFrom('discount').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.starts_at).toBe('2026-11-28T20:30:00.000Z');
    expect(row.ends_at).toBe('2026-12-05T20:30:00.000Z');
    expect(await auditRows('discount', created.id)).toMatchObject([{ action: 'discount.create', area: 'promotions' }]);

    // A customer applies it and places the order through the shop's checkout calls (paid on delivery).
    const checkout = checkoutFixture(t, clock);
    const buyer = await checkout.readyShopper({ lines: [{ productId: tea }] });
    await checkout.ok('POST', `/cart/applydiscountcoupon/${code.toLowerCase()}`, buyer.headers);
    const placed = await checkout.place(buyer.headers);
    expect(placed.statusCode, placed.body).toBe(200);
    const { Result } = placed.json<PlaceOrderResponse>();
    const order = await db()
      .selectFrom('customer_order')
      .select(['subtotal_discount as taken', 'custom_order_number'])
      .where('id', '=', Result.OrderId)
      .executeTakeFirstOrThrow();
    expect(Number(order.taken)).toBe(500_000); // 20 % of 3,000,000 capped at 500,000 Rial

    const usages = await get(manager, `/promotions/discounts/${created.id}/usages`);
    expect(usages.statusCode, usages.body).toBe(200);
    const list = usages.json<AdminDiscountUsageList>();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      orderId: Result.OrderId,
      orderNumber: order.custom_order_number,
      customerId: buyer.id,
      amount: 500_000,
    });
    const detail = (await get(manager, `/promotions/discounts/${created.id}`)).json<AdminDiscountDetail>();
    expect(detail).toMatchObject({ usageCount: 1, usedAmount: 500_000 });
  });

  it('makes a code whose start is ahead scheduled, and the cart refuses it with the shop’s Jalali message', async () => {
    const code = newCode();
    const created = await createDiscount({ code, startsOn: '2026-12-10', endsOn: '2026-12-20' });
    expect(created.status).toBe('scheduled');
    const res = await applyCode(await shopper(), code);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ Message: string }>().Message).toBe('این کد تخفیف از ۱۴۰۵/۰۹/۱۹ قابل استفاده است.');
    clock.set('2026-12-09T20:30:00.000Z'); // Tehran's midnight starting 1405/09/19
    expect((await applyCode(await shopper(), code)).statusCode).toBe(200);
  });

  it('lists by status and finds a code by its start in any digits and case, or a name by its start', async () => {
    const prefix = `LST${run}`;
    const active = await createDiscount({ code: `${prefix}A`, name: `فهرست ${run}` });
    const expired = await createDiscount({ code: `${prefix}E`, startsOn: '2026-11-01', endsOn: '2026-11-10' });
    const scheduled = await createDiscount({ code: `${prefix}S`, startsOn: '2027-01-01' });
    const off = await createDiscount({ code: `${prefix}I`, active: false });
    const ids = async (query: Record<string, string>) =>
      (await get(manager, `/promotions/discounts?${new URLSearchParams({ q: prefix.toLowerCase(), ...query })}`))
        .json<AdminDiscountList>()
        .items.map((item) => item.id)
        .sort((a, b) => a - b);
    expect(await ids({})).toEqual([active.id, expired.id, scheduled.id, off.id]);
    expect(await ids({ status: 'active' })).toEqual([active.id]);
    expect(await ids({ status: 'expired' })).toEqual([expired.id]);
    expect(await ids({ status: 'scheduled' })).toEqual([scheduled.id]);
    expect(await ids({ status: 'inactive' })).toEqual([off.id]);
    const byName = (
      await get(manager, `/promotions/discounts?${new URLSearchParams({ q: `فهرست ${run}` })}`)
    ).json<AdminDiscountList>();
    expect(byName.items.map((item) => item.id)).toEqual([active.id]);
  });

  it('refuses bad input in Persian and writes nothing', async () => {
    const before = await db()
      .selectFrom('discount')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const taken = await createDiscount({ code: newCode() });
    const cases: [Record<string, unknown>, string][] = [
      [{ startsOn: '2026-12-10', endsOn: '2026-12-01' }, 'تاریخ پایان نمی‌تواند پیش از تاریخ شروع باشد.'],
      [{ percentage: 150 }, 'درصد تخفیف باید عددی صحیح از ۱ تا ۱۰۰ باشد.'],
      [{ usePercentage: false, percentage: null, amount: -5000 }, 'مبلغ تخفیف باید عددی صحیح و بیشتر از صفر باشد.'],
      [{ usePercentage: false, percentage: null }, 'مبلغ تخفیف را بنویسید.'],
      [{ code: 'کد فارسی' }, 'کد تخفیف ۳ تا ۵۰ نویسه از حروف لاتین، رقم، خط تیره (-) و زیرخط (_) است.'],
      [{ code: taken.code.toLowerCase() }, `کد تخفیف ${taken.code} از قبل وجود دارد؛ کد دیگری بنویسید.`],
      [{ minimumSubtotal: -1 }, 'حداقل مبلغ خرید باید عددی صحیح باشد و نمی‌تواند منفی باشد.'],
      [{ limitTotal: 0 }, 'سقف استفاده باید عددی صحیح و دست‌کم ۱ باشد.'],
      [{ code: '' }, 'کد تخفیف را بنویسید (۳ تا ۵۰ نویسه).'],
    ];
    for (const [body, message] of cases) {
      const res = await write(manager, 'POST', '/promotions/discounts', {
        usePercentage: true,
        percentage: 10,
        code: newCode(),
        ...body,
      });
      expect([400, 422], res.body).toContain(res.statusCode);
      expect(res.body).toContain(message);
    }
    const after = await db()
      .selectFrom('discount')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
  });

  it('edits with the version loaded; a stale edit gets a Persian 409 naming what changed, and nothing is saved', async () => {
    const created = await createDiscount({ code: newCode() });
    const body = { ...created, percentage: 15, expectedVersion: created.rowVersion };
    const saved = await write(manager, 'PUT', `/promotions/discounts/${created.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminDiscountDetail>()).toMatchObject({ percentage: 15, rowVersion: 2 });

    const stale = await write(manager, 'PUT', `/promotions/discounts/${created.id}`, { ...body, percentage: 30 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ Message: string }>().Message).toContain(
      `کد تخفیف ${created.code} پس از آنکه شما آن را باز کردید`,
    );
    expect(stale.json<{ Message: string }>().Message).toContain('درصد');
    const now = (await get(manager, `/promotions/discounts/${created.id}`)).json<AdminDiscountDetail>();
    expect(now.percentage).toBe(15);

    // Another code's name is refused on edit too.
    const other = await createDiscount({ code: newCode() });
    const clash = await write(manager, 'PUT', `/promotions/discounts/${created.id}`, {
      ...body,
      code: other.code,
      expectedVersion: 2,
    });
    expect(clash.statusCode).toBe(422);
    expect(await auditRows('discount', created.id)).toMatchObject([
      { action: 'discount.create' },
      { action: 'discount.update', entity_version: 2 },
    ]);
  });

  it('deactivates a code: the cart refuses it at once; activating brings it back', async () => {
    const created = await createDiscount({ code: newCode() });
    const off = await write(manager, 'PUT', `/promotions/discounts/${created.id}/active`, {
      expectedVersion: created.rowVersion,
      active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<AdminDiscountDetail>()).toMatchObject({ active: false, status: 'inactive' });
    const refused = await applyCode(await shopper(), created.code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ Message: string }>().Message).toBe('کد تخفیف وارد شده معتبر نیست.');
    const on = await write(manager, 'PUT', `/promotions/discounts/${created.id}/active`, {
      expectedVersion: 2,
      active: true,
    });
    expect(on.statusCode).toBe(200);
    expect((await applyCode(await shopper(), created.code)).statusCode).toBe(200);
    expect((await auditRows('discount', created.id)).map((r) => r.action)).toEqual([
      'discount.create',
      'discount.deactivate',
      'discount.activate',
    ]);
  });

  it('applies a discount nobody types to every cart that qualifies, never refusing one that does not', async () => {
    const auto = await createDiscount({
      name: 'هدیهٔ خرید بالای ۵۰۰ هزار',
      code: '',
      requiresCode: false,
      usePercentage: false,
      percentage: null,
      amount: 200_000,
      minimumSubtotal: 5_000_000,
    });
    expect(auto).toMatchObject({ requiresCode: false, amount: 200_000, status: 'active' });
    expect(auto.code).toMatch(/^AUTO-[0-9A-F]{10}$/);
    const totals = async (guest: string) =>
      (await shop('GET', '/cart/ordertotals', guest)).json<{
        SubTotalDiscountValue: number;
        OrderTotalDiscountValue: number;
      }>();
    const taken = async (guest: string) => {
      const t = await totals(guest);
      return t.SubTotalDiscountValue + t.OrderTotalDiscountValue;
    };
    const below = await shopper(); // 3,000,000 Rial: under the minimum
    expect(await taken(below)).toBe(0);
    expect((await shop('GET', '/cart/applieddiscounts', below)).json<{ Discounts: unknown[] }>().Discounts).toEqual([]);
    const refused = await applyCode(below, auto.code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ Message: string }>().Message).toBe('کد تخفیف وارد شده معتبر نیست.');
    await shop('POST', '/cart/add', below, { ProductId: tea, Quantity: 1 });
    expect(await taken(below)).toBe(200_000);

    // At placement: recorded with the order when it qualifies; an order under the minimum is placed without it.
    const checkout = checkoutFixture(t, clock);
    const buyer = await checkout.readyShopper({ lines: [{ productId: tea, quantity: 2 }] });
    const placed = await checkout.place(buyer.headers);
    expect(placed.statusCode, placed.body).toBe(200);
    const small = await checkout.readyShopper({ lines: [{ productId: tea }] });
    const smallPlaced = await checkout.place(small.headers);
    expect(smallPlaced.statusCode, smallPlaced.body).toBe(200);
    const discounts = await db()
      .selectFrom('customer_order')
      .select(['id', 'subtotal_discount'])
      .where('id', 'in', [
        placed.json<PlaceOrderResponse>().Result.OrderId,
        smallPlaced.json<PlaceOrderResponse>().Result.OrderId,
      ])
      .orderBy('id')
      .execute();
    expect(discounts.map((o) => Number(o.subtotal_discount))).toEqual([200_000, 0]);
    const usages = (await get(manager, `/promotions/discounts/${auto.id}/usages`)).json<AdminDiscountUsageList>();
    expect(usages.items.map((u) => u.customerId)).toEqual([buyer.id]);

    // Off again, so the rest of this file's carts are as they were.
    const off = await write(manager, 'PUT', `/promotions/discounts/${auto.id}/active`, {
      expectedVersion: auto.rowVersion,
      active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await taken(below)).toBe(0);
  });

  it('lets a role without promotions neither read nor write', async () => {
    expect((await get(support, '/promotions/discounts')).statusCode).toBe(403);
    const res = await write(support, 'POST', '/promotions/discounts', {
      code: newCode(),
      usePercentage: true,
      percentage: 5,
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers a missing code with a Persian 404', async () => {
    const res = await get(manager, '/promotions/discounts/99999999');
    expect(res.statusCode).toBe(404);
    expect(res.json<{ Message: string }>().Message).toBe('کد تخفیف پیدا نشد.');
  });
});

describe('gift cards', () => {
  async function createCard(body: Record<string, unknown>): Promise<AdminGiftCardDetail> {
    const res = await write(manager, 'POST', '/promotions/gift-cards', { amount: 5_000_000, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminGiftCardDetail>();
  }

  it('makes a readable code when none is typed, takes a typed one in any digits, refuses a taken one', async () => {
    const made = await createCard({ recipientName: 'سارا رضایی', recipientEmail: 'sara@example.com' });
    expect(made.code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(made).toMatchObject({ amount: 5_000_000, remaining: 5_000_000, active: true, recipientName: 'سارا رضایی' });
    const typed = await createCard({ code: `gift-${run}-۱۲۳` });
    expect(typed.code).toBe(`GIFT-${run}-123`);
    const again = await write(manager, 'POST', '/promotions/gift-cards', { amount: 1000, code: typed.code });
    expect(again.statusCode).toBe(422);
    expect(again.json<{ Message: string }>().Message).toContain('از قبل وجود دارد');
    const bad = await write(manager, 'POST', '/promotions/gift-cards', { amount: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('مبلغ کارت هدیه باید عددی صحیح و بیشتر از صفر باشد.');
    const badEmail = await write(manager, 'POST', '/promotions/gift-cards', { amount: 10, recipientEmail: 'نه' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body).toContain('ایمیل گیرنده درست نیست.');
  });

  it('shows every use with the balance after it, refuses an amount below what orders took, and edits with the version', async () => {
    const card = await createCard({ code: `USE-${run}` });
    const customerId = await catalogFixture(db()).customer({
      firstName: 'مینا',
      lastName: 'کاظمی',
      email: `${run}@example.com`,
    });
    for (const used of [1_000_000, 1_500_000]) {
      const orderId = await insertBareOrder(db(), customerId, clock.now());
      await db()
        .insertInto('gift_card_usage')
        .values({ gift_card_id: card.id, order_id: orderId, used_value: used, created_at: clock.now().toISOString() })
        .execute();
    }
    const detail = (await get(manager, `/promotions/gift-cards/${card.id}`)).json<AdminGiftCardDetail>();
    expect(detail).toMatchObject({ remaining: 2_500_000, usedAmount: 2_500_000 });
    expect(detail.usages.map((u) => [u.usedValue, u.balanceAfter, u.customerName])).toEqual([
      [1_000_000, 4_000_000, 'مینا کاظمی'],
      [1_500_000, 2_500_000, 'مینا کاظمی'],
    ]);

    const edit = {
      amount: 2_000_000,
      recipientName: 'علی',
      recipientEmail: '',
      senderName: 'فروشگاه',
      message: 'تولدت مبارک',
      active: true,
    };
    const below = await write(manager, 'PUT', `/promotions/gift-cards/${card.id}`, { ...edit, expectedVersion: 1 });
    expect(below.statusCode).toBe(422);
    expect(below.json<{ Message: string }>().Message).toBe(
      'مبلغ کارت نمی‌تواند کمتر از آنچه سفارش‌ها از آن برداشته‌اند باشد (۲۵۰٬۰۰۰ تومان).',
    );
    const saved = await write(manager, 'PUT', `/promotions/gift-cards/${card.id}`, {
      ...edit,
      amount: 6_000_000,
      expectedVersion: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminGiftCardDetail>()).toMatchObject({
      remaining: 3_500_000,
      senderName: 'فروشگاه',
      rowVersion: 2,
    });
    const stale = await write(manager, 'PUT', `/promotions/gift-cards/${card.id}`, {
      ...edit,
      amount: 7_000_000,
      expectedVersion: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ Message: string }>().Message).toContain('مبلغ');
    const list = (await get(manager, `/promotions/gift-cards?q=use-${run.toLowerCase()}`)).json<AdminGiftCardList>();
    expect(list.items).toMatchObject([{ id: card.id, remaining: 3_500_000 }]);
  });

  it('deactivates a card: the cart refuses it; the list finds it as inactive, a used-up card as spent', async () => {
    const card = await createCard({ code: `OFF-${run}`, amount: 1_000 });
    const off = await write(manager, 'PUT', `/promotions/gift-cards/${card.id}/active`, {
      expectedVersion: 1,
      active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const guest = await shopper();
    const refused = await shop('POST', '/cart/applygiftcard', guest, { GiftCardCode: card.code });
    expect(refused.statusCode, refused.body).toBe(422);
    const list = async (query: string) =>
      (await get(manager, `/promotions/gift-cards?${query}`)).json<AdminGiftCardList>();
    const inactive = await list(`q=OFF-${run}&status=inactive`);
    expect(inactive.items.map((i) => i.id)).toEqual([card.id]);

    const spent = await createCard({ code: `SPENT-${run}`, amount: 1_000 });
    await db()
      .insertInto('gift_card_usage')
      .values({ gift_card_id: spent.id, order_id: null, used_value: 1_000, created_at: clock.now().toISOString() })
      .execute();
    const spentList = await list(`q=SPENT-${run}&status=spent`);
    expect(spentList.items.map((i) => i.id)).toEqual([spent.id]);
    const activeList = await list(`q=SPENT-${run}&status=active`);
    expect(activeList.items).toEqual([]);
    expect((await auditRows('gift_card', card.id)).map((r) => r.action)).toEqual([
      'gift-card.create',
      'gift-card.deactivate',
    ]);
  });
});
