/**
 * The back office's settings through HTTP with real staff sessions (issue 36): groups as an owner
 * thinks of them, each value refused in Persian by its own rule with nothing half-applied, the audit
 * row old → new, a stale group's Persian 409; the storefront sees a saved setting at once even with a
 * long settings cache (the save drops it); shipping rates and courier time ranges. Runs on SQLite and,
 * with TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminDeliveryTimeRange,
  AdminShippingMethod,
  SettingsGroup,
  SettingsGroupList,
} from '@sabad/contract/admin';
import { adminUrl, createStaffMember, signInStaff, type StaffCaller } from '../../admin-testing/staff-fixture.js';
import { buildApp } from '../../app.js';
import { testConfig, testPasswordCost, manualClock } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import type { FastifyInstance } from 'fastify';
import { insertStaffOrder } from '../../testing/staff-order-fixture.js';
import { dottedVersion } from './settings-admin.service.js';

const clock = manualClock('2026-11-29T06:00:00.000Z');
let app: FastifyInstance;
let database: TestDatabase;
let admin: StaffCaller;
let other: StaffCaller;
let moderator: StaffCaller;
const db = () => database.kysely;

const call = (caller: StaffCaller, method: 'GET' | 'PUT' | 'POST', path: string, payload?: object) =>
  app.inject({ method, url: adminUrl(path), headers: caller.headers(), ...(payload ? { payload } : {}) });

async function group(name: string): Promise<SettingsGroup> {
  const res = await call(admin, 'GET', `/settings/groups/${name}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SettingsGroup>();
}

const valueOf = (g: SettingsGroup, name: string) => g.fields.find((field) => field.name === name)?.value;

beforeAll(async () => {
  database = await createTestDatabase();
  // A settings cache far longer than the test: the storefront sees a change only because the save drops it.
  app = await buildApp({
    db: database.kysely,
    config: testConfig,
    clock,
    settingsCacheTtlMs: 60 * 60 * 1000,
    catalogCacheTtlMs: 60 * 60 * 1000,
    passwordCost: testPasswordCost,
  });
  await app.ready();
  admin = await signInStaff(app, (await createStaffMember(db(), ['Administrators'])).email, { clock });
  other = await signInStaff(app, (await createStaffMember(db(), ['Administrators'])).email, { clock });
  moderator = await signInStaff(app, (await createStaffMember(db(), ['ContentModerators'])).email, { clock });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('settings groups', () => {
  it('lists the groups an owner thinks in, without the contact details (content)', async () => {
    const res = await call(admin, 'GET', '/settings/groups');
    const names = res.json<SettingsGroupList>().items.map((item) => item.name);
    expect(names).toEqual([
      'store',
      'checkout',
      'shipping',
      'courier',
      'payments',
      'orders',
      'customers',
      'catalogue',
      'rewardPoints',
      'appVersions',
      'messages',
    ]);
    const checkout = await group('checkout');
    expect(checkout.fields.find((field) => field.name === 'MinOrderTotalAmount')).toMatchObject({
      label: 'حداقل مبلغ سفارش',
      kind: 'money',
      value: 0,
    });
    expect((await call(moderator, 'GET', '/settings/groups')).statusCode).toBe(403);
  });

  it('closes the store: the storefront says so at once and refuses the cart; opened again, it sells', async () => {
    const shop = () => app.inject({ method: 'GET', url: '/api/v2/settings/isstoreclosed' });
    expect((await shop()).json<{ StoreClosed: boolean }>().StoreClosed).toBe(false);
    const store = await group('store');
    const closed = await call(admin, 'PUT', '/settings/groups/store', {
      expectedVersion: store.rowVersion,
      values: { StoreClosed: true },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await shop()).json<{ StoreClosed: boolean }>().StoreClosed).toBe(true);
    const cart = await app.inject({ method: 'POST', url: '/api/v2/cart/add', payload: {} });
    expect(cart.statusCode).toBe(503);
    const opened = await call(admin, 'PUT', '/settings/groups/store', {
      expectedVersion: closed.json<SettingsGroup>().rowVersion,
      values: { StoreClosed: false },
    });
    expect(opened.statusCode).toBe(200);
    expect((await shop()).json<{ StoreClosed: boolean }>().StoreClosed).toBe(false);
    const rows = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'settings-group')
      .where('entity_id', '=', 'store')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.before_json, row.after_json, row.entity_version])).toEqual([
      ['{"StoreClosed":false}', '{"StoreClosed":true}', store.rowVersion + 1],
      ['{"StoreClosed":true}', '{"StoreClosed":false}', store.rowVersion + 2],
    ]);
  });

  it('refuses each invalid value in Persian and saves none of the group', async () => {
    const checkout = await group('checkout');
    const res = await call(admin, 'PUT', '/settings/groups/checkout', {
      expectedVersion: checkout.rowVersion,
      values: {
        MinOrderTotalAmount: -5,
        TaxRatePercent: 150,
        AnonymousCheckoutAllowed: 'yes',
        ShowDiscountBox: false,
        NoSuchSetting: 1,
      },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json<{ Errors: string[] }>().Errors;
    expect(errors).toEqual([
      'مقدار «حداقل مبلغ سفارش» پذیرفته نیست؛ ۰ یعنی بدون حداقل.',
      'مقدار «نرخ مالیات بر ارزش افزوده (درصد)» پذیرفته نیست؛ عددی میان ۰ تا ۱۰۰.',
      'مقدار «خرید بدون ثبت‌نام (مهمان)» پذیرفته نیست.',
      '«NoSuchSetting» در این گروه تنظیمات نیست.',
    ]);
    const after = await group('checkout');
    expect(after.rowVersion).toBe(checkout.rowVersion);
    expect(valueOf(after, 'ShowDiscountBox')).toBe(true);
    const payments = await group('payments');
    const none = await call(admin, 'PUT', '/settings/groups/payments', {
      expectedVersion: payments.rowVersion,
      values: { ActivePaymentMethods: '' },
    });
    expect(none.json<{ Message: string }>().Message).toBe('دست‌کم یک روش پرداخت باید فعال بماند.');
    const unknown = await call(admin, 'PUT', '/settings/groups/payments', {
      expectedVersion: payments.rowVersion,
      values: { ActivePaymentMethods: 'Payments.SandboxBank,Payments.Bitcoin' },
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('answers a stale group with a Persian 409 naming the field and who changed it', async () => {
    const orders = await group('orders');
    const first = await call(other, 'PUT', '/settings/groups/orders', {
      expectedVersion: orders.rowVersion,
      values: { NumberOfDaysReturnRequestAvailable: 14 },
    });
    expect(first.statusCode).toBe(200);
    const stale = await call(admin, 'PUT', '/settings/groups/orders', {
      expectedVersion: orders.rowVersion,
      values: { IsReOrderAllowed: false },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ Message: string }>().Message).toMatch(/مهلت درخواست مرجوعی \(روز\).*به دست staff/);
    expect(valueOf(await group('orders'), 'IsReOrderAllowed')).toBe(true);
  });

  it('takes an app version in Persian digits and the storefront contract answers it at once', async () => {
    const versions = await group('appVersions');
    expect(valueOf(versions, 'AndroidAppVersion')).toBe('5.1.4');
    const bad = await call(admin, 'PUT', '/settings/groups/appVersions', {
      expectedVersion: versions.rowVersion,
      values: { AndroidAppVersion: '5.1', IosStoreUrl: 'http://insecure.example' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ Errors: string[] }>().Errors).toHaveLength(2);
    const saved = await call(admin, 'PUT', '/settings/groups/appVersions', {
      expectedVersion: versions.rowVersion,
      values: { AndroidAppVersion: '۵.۲.۰', IosAppVersion: '5.2.0' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(valueOf(saved.json<SettingsGroup>(), 'AndroidAppVersion')).toBe('5.2.0');
    const shop = await app.inject({ method: 'GET', url: '/app-version.json' });
    expect(shop.json<Array<{ androidAppVersion: string; iosAppVersion: string }>>()[0]).toMatchObject({
      androidAppVersion: '50200',
      iosAppVersion: '5.2.0',
    });
    expect(dottedVersion('50104')).toBe('5.1.4');
    expect(dottedVersion('101112')).toBe('10.11.12');
  });
});

describe('SMS and email texts', () => {
  it("refuses an unknown placeholder in Persian; a saved text is the shopper's next message", async () => {
    const texts = await group('messages');
    expect(valueOf(texts, 'OrderShippedTextTemplate')).toBe('');
    const bad = await call(admin, 'PUT', '/settings/groups/messages', {
      expectedVersion: texts.rowVersion,
      values: { OrderShippedTextTemplate: 'سفارش {شماره} با {پیک} رفت' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ Message: string }>().Message).toMatch(
      /^مقدار «ارسال سفارش» پذیرفته نیست؛ جای‌نماها: \{شماره\}، \{رهگیری\}/,
    );
    const saved = await call(admin, 'PUT', '/settings/groups/messages', {
      expectedVersion: texts.rowVersion,
      values: { OrderShippedTextTemplate: 'بستهٔ سفارش {شماره} در راه است؛ رهگیری: {رهگیری}' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const order = await insertStaffOrder(db(), { status: [20, 30, 20] });
    const shipped = await call(admin, 'POST', `/orders/${order.id}/ship`, {
      expectedVersion: 1,
      trackingNumber: 'TRK-7788',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const sms = await db()
      .selectFrom('message_queue')
      .select('body')
      .where('purpose', '=', 'order-shipped')
      .where('channel', '=', 'sms')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sms.body).toMatch(/^سبد: بستهٔ سفارش .+ در راه است؛ رهگیری: TRK-7788$/);
  });
});

describe('SMS and email texts beyond the order', () => {
  it("offers the return's status text and the back-in-stock text, each held to its own placeholders", async () => {
    const texts = await group('messages');
    expect(valueOf(texts, 'ReturnStatusTextTemplate')).toBe('');
    expect(valueOf(texts, 'BackInStockTextTemplate')).toBe('');
    const wrongPlaceholder = await call(admin, 'PUT', '/settings/groups/messages', {
      expectedVersion: texts.rowVersion,
      values: { BackInStockTextTemplate: '{کالا} برای {شماره} موجود شد' },
    });
    expect(wrongPlaceholder.statusCode).toBe(422);
    expect(wrongPlaceholder.json<{ Message: string }>().Message).toMatch(
      /^مقدار «موجود شدن کالا \(برای مشترکان\)» پذیرفته نیست؛ جای‌نماها: \{نام\}، \{کالا\}/,
    );
    const saved = await call(admin, 'PUT', '/settings/groups/messages', {
      expectedVersion: texts.rowVersion,
      values: { ReturnStatusTextTemplate: 'درخواست {شماره} ({کالا}): {وضعیت}' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(valueOf(saved.json<SettingsGroup>(), 'ReturnStatusTextTemplate')).toBe('درخواست {شماره} ({کالا}): {وضعیت}');
  });
});

describe('shipping methods and courier time ranges', () => {
  it("changes a method's rates in its own calculator's shape; refuses another shape and a negative fee", async () => {
    const list = (await call(admin, 'GET', '/settings/shipping-methods')).json<{ items: AdminShippingMethod[] }>();
    const courier = list.items.find((method) => method.rates?.provider === 'courier');
    expect(courier?.rates).toEqual({ provider: 'courier', fee: 700000, cityNames: ['تهران'], days: 5 });
    const post = list.items.find((method) => method.rates?.provider === 'weight-province');
    expect(post?.rates).toMatchObject({ sameProvinceBaseFee: 350000, originStateProvinceName: 'تهران' });
    if (!courier) throw new Error('no courier method');
    const base = {
      expectedVersion: courier.rowVersion,
      name: courier.name,
      description: courier.description,
      isActive: true,
      displayOrder: courier.displayOrder,
    };
    const wrong = await call(admin, 'PUT', `/settings/shipping-methods/${courier.id}`, {
      ...base,
      rates: { provider: 'flat', fee: 1 },
    });
    expect(wrong.statusCode).toBe(422);
    const negative = await call(admin, 'PUT', `/settings/shipping-methods/${courier.id}`, {
      ...base,
      rates: { provider: 'courier', fee: -1, cityNames: ['تهران'], days: 5 },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json<{ Message: string }>().Message).toContain('هزینهٔ پیک نمی‌تواند منفی باشد');
    const saved = await call(admin, 'PUT', `/settings/shipping-methods/${courier.id}`, {
      ...base,
      rates: { provider: 'courier', fee: 800000, cityNames: ['تهران', 'کرج'], days: 3 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const row = await db()
      .selectFrom('shipping_method')
      .select('rate_settings')
      .where('id', '=', courier.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.rate_settings)).toEqual({ fee: 800000, cityNames: ['تهران', 'کرج'], days: 3 });
    const stale = await call(other, 'PUT', `/settings/shipping-methods/${courier.id}`, {
      ...base,
      rates: { provider: 'courier', fee: 1, cityNames: ['تهران'], days: 3 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ Message: string }>().Message).toMatch(/هزینه‌ها/);
  });

  it("changes a time range's capacity; refuses an end before its start", async () => {
    const ranges = (await call(admin, 'GET', '/settings/delivery-time-ranges')).json<{
      items: AdminDeliveryTimeRange[];
    }>();
    const range = ranges.items[0];
    if (!range) throw new Error('no time range');
    const backwards = await call(admin, 'PUT', `/settings/delivery-time-ranges/${range.id}`, {
      ...range,
      expectedVersion: range.rowVersion,
      startHour: 15,
      endHour: 12,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ Message: string }>().Message).toBe('ساعت پایان باید پس از ساعت شروع باشد.');
    const saved = await call(admin, 'PUT', `/settings/delivery-time-ranges/${range.id}`, {
      expectedVersion: range.rowVersion,
      name: range.name,
      startHour: range.startHour,
      endHour: range.endHour,
      capacity: 25,
      displayOrder: range.displayOrder,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminDeliveryTimeRange>()).toMatchObject({ capacity: 25, rowVersion: range.rowVersion + 1 });

    const added = await call(admin, 'POST', '/settings/delivery-time-ranges', {
      name: '۲۱ تا ۲۳',
      startHour: 21,
      endHour: 23,
      capacity: 4,
      displayOrder: 5,
    });
    expect(added.statusCode, added.body).toBe(200);
    const list = (await call(admin, 'GET', '/settings/delivery-time-ranges')).json<{
      items: AdminDeliveryTimeRange[];
    }>();
    expect(list.items.at(-1)).toMatchObject({
      name: '۲۱ تا ۲۳',
      startHour: 21,
      endHour: 23,
      capacity: 4,
      rowVersion: 1,
    });
    const late = await call(admin, 'POST', '/settings/delivery-time-ranges', {
      name: 'شب',
      startHour: 23,
      endHour: 25,
      capacity: 1,
      displayOrder: 6,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json<{ Message: string }>().Message).toBe('ساعت پایان باید بین ۰ تا ۲۴ باشد.');
  });
});
