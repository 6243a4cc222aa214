/**
 * The orders and customers lists' exports through HTTP with real staff sessions, over orders placed through
 * the shop's API: the file holds exactly the rows the list's filter finds (every page), in the list's order;
 * cells that would start a formula (=, +, -, @) are neutralised in CSV and XLSX alike; a bad filter is refused
 * in Persian before any byte; each export leaves an audit row naming the filter; a role without
 * importExport is refused. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResponse } from '@sabad/contract';
import type { AdminCustomerList, AdminOrderList } from '@sabad/contract/admin';
import { adminUrl, createStaffMember, signInStaff, type StaffCaller } from '../../admin-testing/staff-fixture.js';
import { neutraliseCell } from '../../lib/table-file.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { checkoutFixture } from '../../testing/checkout-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createOrderAdminService } from '../orders/index.js';
import { createSettingsService } from '../settings/index.js';

const clock = manualClock('2026-11-28T06:00:00.000Z');
let t: TestApp;
let c: ReturnType<typeof checkoutFixture>;
let admin: StaffCaller;
let support: StaffCaller;
const db = () => t.database.kysely;
let mug = 0;

const HOSTILE_FIRST = '=HYPERLINK("http://evil.example","تخفیف")';
const HOSTILE_LAST = '@SUM(1+1)';
const placedIds: number[] = [];

const get = (caller: StaffCaller, path: string) =>
  t.app.inject({ method: 'GET', url: adminUrl(path), headers: caller.headers() });

function csvRows(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true }).data;
}

async function listAll<T extends AdminOrderList | AdminCustomerList>(path: string, query: string): Promise<T['items']> {
  const items: T['items'] = [];
  for (let page = 1; ; page += 1) {
    const res = await get(admin, `${path}?${query}&page=${page}&pageSize=2`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<T>();
    items.push(...(list.items as never[]));
    if (items.length >= list.total) return items;
  }
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  c = checkoutFixture(t, clock);
  mug = await catalogFixture(db()).product({ name: 'ماگ سفالی', price: 2_000_000, stock: 1000 });
  await createSettingsService({ db: db(), clock, cacheTtlMs: 0 }).set('CashOnDeliveryMaximumAmount', '90000000');
  // Five orders on Tehran's 1405/09/07 and 09/08, one the day before; one shopper's billing name is hostile.
  const times = [
    '2026-11-27T06:00:00.000Z',
    '2026-11-28T05:00:00.000Z',
    '2026-11-28T06:00:00.000Z',
    '2026-11-28T07:00:00.000Z',
    '2026-11-29T05:00:00.000Z',
    '2026-11-29T06:00:00.000Z',
  ];
  for (const [index, at] of times.entries()) {
    clock.set(at);
    const shopper = await c.customer();
    if (index === 2) {
      await db()
        .updateTable('customer')
        .set({ first_name: '-2+3', last_name: '+98 فروشگاه' })
        .where('id', '=', shopper.id)
        .execute();
    }
    await c.ok('POST', '/cart/add', shopper.headers, { ProductId: mug, Quantity: 1 });
    const addressId = await c.insertAddress(shopper.id);
    if (index === 3) {
      await db()
        .updateTable('address')
        .set({ first_name: HOSTILE_FIRST, last_name: HOSTILE_LAST })
        .where('id', '=', addressId)
        .execute();
    }
    await c.ok('PUT', `/address/applybillingaddress/${addressId}?shipToSameAddress=true`, shopper.headers);
    await c.ok('POST', '/cart/applyshippingmethod', shopper.headers, { ShippingMethodSystemName: 'Shipping.Tipax' });
    await c.ok('PUT', '/cart/applypaymentmethod?args=Payments.CashOnDelivery&useRewardPoints=false', shopper.headers);
    const res = await c.place(shopper.headers, {});
    expect(res.statusCode, res.body).toBe(200);
    placedIds.push(res.json<PlaceOrderResponse>().Result.OrderId);
  }
  clock.set('2026-11-29T08:00:00.000Z');
  admin = await signInStaff(t.app, (await createStaffMember(db(), ['Administrators'])).email, { clock });
  support = await signInStaff(t.app, (await createStaffMember(db(), ['Support'])).email, { clock });
});
afterAll(() => t.close());

describe('neutralising a cell', () => {
  it('puts an apostrophe before =, +, -, @, tab and carriage return, and leaves the rest and numbers alone', () => {
    expect(neutraliseCell('=1+1')).toBe("'=1+1");
    expect(neutraliseCell('+989121234567')).toBe("'+989121234567");
    expect(neutraliseCell('-2+3')).toBe("'-2+3");
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('\t=1')).toBe("'\t=1");
    expect(neutraliseCell('مریم = احمدی')).toBe('مریم = احمدی');
    expect(neutraliseCell(-5)).toBe(-5);
    expect(neutraliseCell(null)).toBe(null);
  });
});

describe('the orders export', () => {
  it("holds exactly the list's rows for its filter, every page, in the list's order", async () => {
    const query = 'from=2026-11-28&to=2026-11-29';
    const list = await listAll<AdminOrderList>('/orders', query);
    expect(list.length).toBe(5);
    const res = await get(admin, `/orders/export/csv?${query}&page=2&pageSize=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-1405-09-08.csv"');
    const [head, ...rows] = csvRows(res.body);
    expect(head?.slice(0, 3)).toEqual(['شمارهٔ سفارش', 'تاریخ ثبت', 'مشتری']);
    expect(rows.map((row) => row[0])).toEqual(list.map((order) => order.number));
    // Jalali date and Tehran time; amounts in Toman as numbers.
    expect(rows.at(-1)?.[1]).toBe('1405/09/07 08:30');
    expect(Number(rows[0]?.[14])).toBe(list[0]!.totalRial / 10);
  });

  it('neutralises a billing name that would run as a formula', async () => {
    const res = await get(admin, '/orders/export/csv?from=2026-11-28&to=2026-11-28');
    const rows = csvRows(res.body);
    const hostile = rows.find((row) => row[2]?.includes('HYPERLINK'));
    expect(hostile?.[2]).toBe(`'${HOSTILE_FIRST} ${HOSTILE_LAST}`);
    expect(rows.every((row) => row.every((cell) => !/^[=+\-@]/.test(cell)))).toBe(true);
  });

  it('writes the same rows as XLSX, right to left, neutralised', async () => {
    const res = await get(admin, '/orders/export/xlsx?from=2026-11-28&to=2026-11-28');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('سفارش‌ها');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).getCell(1).value).toBe('شمارهٔ سفارش');
    expect(sheet.rowCount).toBe(4);
    const names = [2, 3, 4].map((row) => sheet.getRow(row).getCell(3).value);
    expect(names).toContain(`'${HOSTILE_FIRST} ${HOSTILE_LAST}`);
    expect(typeof sheet.getRow(2).getCell(15).value).toBe('number');
  });

  it('leaves an audit row naming who exported which filter', async () => {
    await get(admin, '/orders/export/csv?orderStatus=20&q=0912');
    const row = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'order-export')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ area: 'orders', action: 'export', entity_id: 'csv', staff_id: expect.any(Number) });
    expect(JSON.parse(row.after_json ?? '{}')).toEqual({ format: 'csv', filter: { orderStatus: 20, q: '0912' } });
  });

  it('refuses a bad filter in Persian before any byte, and a role without importExport', async () => {
    const bad = await get(admin, '/orders/export/csv?from=2026-11-29&to=2026-11-28');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ Message: string }>().Message).toBe('تاریخ آغاز پس از تاریخ پایان است.');
    const format = await get(admin, '/orders/export/pdf');
    expect(format.statusCode).toBe(400);
    expect(format.json<{ Message: string }>().Message).toBe('قالب خروجی باید csv یا xlsx باشد.');
    const refused = await get(support, '/orders/export/csv');
    expect(refused.statusCode).toBe(403);
  });

  it('streams a list longer than one batch without losing or repeating a row', async () => {
    // The service by hand with a batch of two: reading needs neither transitions nor the audit log.
    const orderAdmin = createOrderAdminService({ db: db(), clock, transitions: {} as never, audit: {} as never });
    const numbers: string[] = [];
    for await (const batch of orderAdmin.exportRows(
      { page: 1, pageSize: 20, from: '2026-11-27', to: '2026-11-29' },
      2,
    )) {
      expect(batch.length).toBeLessThanOrEqual(2);
      numbers.push(...batch.map((row) => row.number));
    }
    const list = await listAll<AdminOrderList>('/orders', 'from=2026-11-27&to=2026-11-29');
    expect(numbers).toEqual(list.map((order) => order.number));
    expect(new Set(numbers).size).toBe(placedIds.length);
  });
});

describe('the customers export', () => {
  it("holds the list's rows for its filter and neutralises a name", async () => {
    // The fixture registers its customers on 2026-11-22.
    const query = 'registeredFrom=2026-11-22&registeredTo=2026-11-22';
    const list = await listAll<AdminCustomerList>('/customers', query);
    expect(list.length).toBe(placedIds.length);
    const res = await get(admin, `/customers/export/csv?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const [head, ...rows] = csvRows(res.body);
    expect(head).toEqual(['شناسه', 'نام', 'ایمیل', 'موبایل', 'تاریخ عضویت', 'وضعیت']);
    expect(rows.map((row) => Number(row[0]))).toEqual(list.map((customer) => customer.id));
    expect(rows.map((row) => row[1])).toContain("'-2+3 +98 فروشگاه");
    expect(rows.every((row) => row[5] === 'فعال')).toBe(true);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'customer-export')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json ?? '{}')).toEqual({
      format: 'csv',
      filter: { registeredFrom: '2026-11-22', registeredTo: '2026-11-22' },
    });
  });

  it('refuses the export to a role without customers.importExport', async () => {
    expect((await get(support, '/customers/export/csv')).statusCode).toBe(403);
  });
});
