/**
 * The reports through HTTP with a real staff session, over orders placed through the shop's API at set
 * times: Jalali periods in Tehran's time (a sale at 23:59 and one at 00:01 around the change from Azar to
 * Dey 1405), Saturday-first weeks, cancelled orders left out, bestsellers both ways, low stock, never sold,
 * customers by total spent, VAT, each report's CSV (BOM, Persian headers, Jalali days, Toman) and its audit
 * row, and Persian refusals. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jalaliToGregorian, type PlaceOrderResponse } from '@sabad/contract';
import type {
  AdminBestsellers,
  AdminLowStock,
  AdminNeverSold,
  AdminPeriodReport,
  AdminTopCustomers,
} from '@sabad/contract/admin';
import { adminUrl, createStaffMember, signInStaff, type StaffCaller } from '../../admin-testing/staff-fixture.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { checkoutFixture, type Headers } from '../../testing/checkout-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createSettingsService } from '../settings/index.js';
import { periodStart } from './report-periods.js';

const clock = manualClock('2026-11-22T06:00:00.000Z');
let t: TestApp;
let c: ReturnType<typeof checkoutFixture>;
let manager: StaffCaller;
const db = () => t.database.kysely;
const product = { mug: 0, kettle: 0, lamp: 0, rug: 0 };

// Dey 1, 1405 is 2026-12-22: Tehran's 23:59 on Azar 30 is 20:29 UTC, its 00:01 on Dey 1 is 20:31 UTC.
const DEY_FIRST = jalaliToGregorian({ year: 1405, month: 10, day: 1 });
const AZAR_LAST_2359 = '2026-12-21T20:29:00.000Z';
const DEY_FIRST_0001 = '2026-12-21T20:31:00.000Z';

interface Placed {
  id: number;
  total: number;
  tax: number;
  at: string;
  customerId: number;
}
const placed: Placed[] = [];
let cancelled: Placed;
let big: { headers: Headers; id: number };

async function placeAt(
  at: string,
  lines: Array<{ productId: number; quantity?: number }>,
  shopper?: { headers: Headers; id: number },
): Promise<Placed> {
  clock.set(at);
  const who = shopper ?? (await c.customer());
  await c.prepare(who, { lines });
  const res = await c.place(who.headers, {});
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json<PlaceOrderResponse>().Result.OrderId;
  const row = await db()
    .selectFrom('customer_order')
    .select(['order_total', 'tax', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(row.created_at).toBe(at);
  return { id, total: Number(row.order_total), tax: Number(row.tax), at, customerId: who.id };
}

const get = (path: string) => t.app.inject({ method: 'GET', url: adminUrl(path), headers: manager.headers() });
async function report<T>(path: string): Promise<T> {
  const res = await get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}
const sum = (orders: Placed[], key: 'total' | 'tax') => orders.reduce((total, order) => total + order[key], 0);

beforeAll(async () => {
  t = await createTestApp({ clock });
  c = checkoutFixture(t, clock);
  const f = catalogFixture(db());
  product.mug = await f.product({ name: 'ماگ سفالی', price: 2_000_000, stock: 1000 });
  product.kettle = await f.product({ name: 'کتری برقی', price: 8_000_000, stock: 1000 });
  product.lamp = await f.product({ name: 'چراغ مطالعه', price: 3_000_000, stock: 3 });
  product.rug = await f.product({ name: 'گلیم دستباف', price: 9_000_000, stock: 50 });
  await createSettingsService({ db: db(), clock, cacheTtlMs: 0 }).set('CashOnDeliveryMaximumAmount', '90000000');

  big = await c.customer();
  placed.push(await placeAt('2026-11-22T05:00:00.000Z', [{ productId: product.mug, quantity: 3 }]));
  placed.push(await placeAt('2026-11-25T09:00:00.000Z', [{ productId: product.kettle }], big));
  placed.push(await placeAt(AZAR_LAST_2359, [{ productId: product.mug }], big));
  placed.push(await placeAt(DEY_FIRST_0001, [{ productId: product.kettle }]));
  cancelled = await placeAt('2026-12-23T08:00:00.000Z', [{ productId: product.rug, quantity: 2 }]);
  const cancel = await c.call('POST', `/orders/cancel/${cancelled.id}`, (await shopperOf(cancelled)).headers);
  expect(cancel.statusCode, cancel.body).toBe(200);

  clock.set('2026-12-28T06:00:00.000Z');
  manager = await signInStaff(t.app, (await createStaffMember(db(), ['OrderManagers'])).email, { clock });
});
afterAll(() => t.close());

// The cancelling shopper: a fresh token for the order's customer (the fixture's tokens last 30 days).
async function shopperOf(order: Placed): Promise<{ headers: Headers }> {
  const { createAccessTokenService } = await import('../customers/index.js');
  const issuer = createAccessTokenService({ db: db(), clock, ttlDays: 30 });
  return { headers: { authorization: `Basic ${(await issuer.issue(order.customerId)).token}` } };
}

describe('sales by period', () => {
  it('puts 23:59 and 00:01 Tehran time on either side of a Jalali month change', async () => {
    expect(DEY_FIRST).toEqual({ year: 2026, month: 12, day: 22 });
    const months = await report<AdminPeriodReport>('/reports/sales?from=2026-11-22&to=2027-01-20&period=month');
    expect(months.rows.map((row) => [row.from, row.to])).toEqual([
      ['2026-11-22', '2026-12-21'],
      ['2026-12-22', '2027-01-20'],
    ]);
    const [azar, dey] = [placed.slice(0, 3), placed.slice(3)];
    expect(months.rows[0]).toMatchObject({ orders: 3, salesRial: sum(azar, 'total'), vatRial: sum(azar, 'tax') });
    expect(months.rows[1]).toMatchObject({ orders: 1, salesRial: sum(dey, 'total') });
    expect(months.totals).toMatchObject({ orders: 4, salesRial: sum(placed, 'total') });
    expect(months.totals.averageRial).toBe(Math.round(sum(placed, 'total') / 4));

    const days = await report<AdminPeriodReport>('/reports/sales?from=2026-12-21&to=2026-12-22&period=day');
    expect(days.rows.map((row) => [row.from, row.orders, row.salesRial])).toEqual([
      ['2026-12-21', 1, placed[2]!.total],
      ['2026-12-22', 1, placed[3]!.total],
    ]);
  });

  it('counts weeks from Saturday and cuts the first and last week to the range', async () => {
    // 2026-11-22 is a Sunday: its week began on Saturday 2026-11-21, outside the range.
    expect(periodStart('2026-11-22', 'week')).toBe('2026-11-21');
    const weeks = await report<AdminPeriodReport>('/reports/sales?from=2026-11-22&to=2026-12-23&period=week');
    expect(weeks.rows[0]).toMatchObject({ from: '2026-11-22', to: '2026-11-27', orders: 2 });
    expect(weeks.rows.slice(1).every((row) => new Date(`${row.from}T00:00:00Z`).getUTCDay() === 6)).toBe(true);
    // Azar 30 (Monday 2026-12-21) and Dey 1 (Tuesday) are one week: Saturday 2026-12-19 to Friday 2026-12-25.
    const week = weeks.rows.find((row) => row.from === '2026-12-19');
    expect(week).toMatchObject({ to: '2026-12-23', orders: 2 });
    expect(weeks.totals.orders).toBe(4);
  });

  it('leaves out cancelled orders', async () => {
    const day = await report<AdminPeriodReport>('/reports/sales?from=2026-12-23&to=2026-12-23');
    expect(day.rows).toEqual([
      { from: '2026-12-23', to: '2026-12-23', orders: 0, salesRial: 0, averageRial: 0, vatRial: 0 },
    ]);
  });

  it('refuses a range the wrong way round, a made-up day or period, in Persian', async () => {
    for (const query of [
      'from=2026-12-10&to=2026-12-01',
      'from=2026-13-01&to=2026-12-01',
      'from=2026-12-01&to=2026-12-10&period=year',
      'from=2020-01-01&to=2026-12-01',
      'to=2026-12-01',
    ]) {
      const res = await get(`/reports/sales?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ Message: string }>().Message, query).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('VAT per period', () => {
  it('sums the VAT the sales include', async () => {
    const vat = await report<AdminPeriodReport>('/reports/vat?from=2026-11-22&to=2027-01-20&period=month');
    expect(vat.totals.vatRial).toBe(sum(placed, 'tax'));
    expect(vat.totals.vatRial).toBeGreaterThan(0);
  });
});

describe('bestsellers, low stock, never sold, top customers', () => {
  it('orders bestsellers by units or by amount', async () => {
    const range = 'from=2026-11-22&to=2027-01-20';
    const units = await report<AdminBestsellers>(`/reports/bestsellers?${range}&by=quantity`);
    expect(units.rows.map((row) => [row.productId, row.quantity])).toEqual([
      [product.mug, 4],
      [product.kettle, 2],
    ]);
    const amount = await report<AdminBestsellers>(`/reports/bestsellers?${range}&by=amount`);
    expect(amount.rows.map((row) => row.productId)).toEqual([product.kettle, product.mug]);
    expect(amount.rows[0]).toMatchObject({ name: 'کتری برقی', amountRial: 16_000_000 });
  });

  it('lists published products at or under the low-stock line', async () => {
    const low = await report<AdminLowStock>('/reports/low-stock');
    expect(low.line).toBe(5);
    expect(low.rows.find((row) => row.productId === product.lamp)).toMatchObject({ stock: 3, combination: '' });
    expect(low.rows.some((row) => row.productId === product.mug)).toBe(false);
  });

  it('lists the products no order (not cancelled) in the range holds', async () => {
    const never = await report<AdminNeverSold>('/reports/never-sold?from=2026-11-22&to=2027-01-20');
    const ids = never.rows.map((row) => row.productId);
    // The rug was only in the cancelled order.
    expect(ids).toEqual(expect.arrayContaining([product.lamp, product.rug]));
    expect(ids).not.toContain(product.mug);
    expect(ids).not.toContain(product.kettle);
    expect(never.total).toBe(never.rows.length);
    // Before any sale the mug was never sold either.
    const before = await report<AdminNeverSold>('/reports/never-sold?from=2026-11-01&to=2026-11-21');
    expect(before.rows.map((row) => row.productId)).toContain(product.mug);
  });

  it('ranks customers by what their orders came to', async () => {
    const top = await report<AdminTopCustomers>('/reports/top-customers?from=2026-11-22&to=2027-01-20');
    expect(top.rows[0]).toMatchObject({
      customerId: big.id,
      orders: 2,
      totalRial: placed[1]!.total + placed[2]!.total,
    });
    expect(top.rows.map((row) => row.customerId)).not.toContain(cancelled.customerId);
  });
});

describe('a report as CSV', () => {
  it('is UTF-8 with a BOM, Persian headers, Jalali periods and Toman, and leaves an audit row', async () => {
    const res = await get('/reports/sales/csv?from=2026-11-22&to=2027-01-20&period=month');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-2026-11-22_2027-01-20.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('دوره,از,تا,تعداد سفارش,فروش (تومان),میانگین سفارش (تومان)');
    const azar = placed.slice(0, 3);
    expect(lines[1]).toBe(
      `آذر 1405,1405/09/01,1405/09/30,3,${sum(azar, 'total') / 10},${Math.round(sum(azar, 'total') / 3 / 10)}`,
    );
    expect(lines[2]?.startsWith('دی 1405,1405/10/01,1405/10/30,1,')).toBe(true);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'report-export')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ area: 'reports', entity_id: 'sales', action: 'export' });
    expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ filter: { period: 'month', from: '2026-11-22' } });
  });

  it('writes every report, each with its own Persian header', async () => {
    const range = 'from=2026-11-22&to=2027-01-20';
    const heads: Record<string, string> = {
      vat: 'دوره,از,تا,تعداد سفارش,فروش با مالیات (تومان),مالیات بر ارزش افزوده (تومان),فروش بدون مالیات (تومان)',
      bestsellers: 'شناسهٔ کالا,کالا,کد کالا,تعداد فروخته,مبلغ فروش (تومان)',
      'low-stock': 'شناسهٔ کالا,کالا,کد کالا,ترکیب,موجودی',
      'never-sold': 'شناسهٔ کالا,کالا,کد کالا,قیمت (تومان),موجودی,منتشرشده',
      'top-customers': 'شناسهٔ مشتری,مشتری,ایمیل,موبایل,مهمان,تعداد سفارش,جمع خرید (تومان)',
    };
    for (const [name, head] of Object.entries(heads)) {
      const res = await get(`/reports/${name}/csv?${range}`);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0], name).toBe(head);
      expect(lines.length, name).toBeGreaterThan(1);
    }
  });

  it('refuses a bad query in Persian before any byte, and records nothing', async () => {
    const before = await db()
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await get('/reports/sales/csv?from=2026-12-10&to=2026-12-01');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ Message: string }>().Message).toBe('تاریخ آغاز پس از تاریخ پایان است.');
    expect((await get('/reports/nothing/csv')).statusCode).toBe(400);
    const after = await db()
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
