/**
 * The back office's returns queue through HTTP with real staff sessions, on a request a shopper
 * submitted through the shop for an order placed, shipped and delivered: the queue by status, the
 * detail with the shopper's comment, a status change with a staff note (the shopper told by SMS and
 * email, and seeing the new status), a note alone (no message), the stale change's 409, the audit
 * rows, and Support's read-only access. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLatinDigits, type CustomerReturnRequestList, type PlaceOrderResponse } from '@sabad/contract';
import type { AdminReturnDetail, AdminReturnQueue } from '@sabad/contract/admin';
import { adminUrl, createStaffMember, signInStaff, type StaffCaller } from '../../admin-testing/staff-fixture.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { checkoutFixture } from '../../testing/checkout-fixture.js';
import { createTestApp, manualClock, testConfig, type TestApp } from '../../testing/test-app.js';
import { createMessageQueueDeliverer, createMessagingFromConfig } from '../messaging/index.js';
import { createAuditLog } from '../audit/index.js';
import { createOrderAdminService, createOrderTransitions } from '../orders/index.js';
import { createSettingsService } from '../settings/index.js';

const clock = manualClock('2026-11-29T06:00:00.000Z');
let t: TestApp;
let c: ReturnType<typeof checkoutFixture>;
let manager: StaffCaller;
let support: StaffCaller;
let product = 0;
const db = () => t.database.kysely;

const get = (caller: StaffCaller, path: string) =>
  t.app.inject({ method: 'GET', url: adminUrl(path), headers: caller.headers() });
const change = (caller: StaffCaller, id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: adminUrl(`/returns/${id}/status`), headers: caller.headers(), payload });
const statusMessages = async () =>
  (await db().selectFrom('message_queue').select('id').where('purpose', '=', 'return-request-status').execute()).length;

/** A shopper's order placed, shipped and delivered, and their return request for it. */
async function submittedReturn(comment: string) {
  const shopper = await c.customer();
  await c.prepare(shopper, { lines: [{ productId: product, quantity: 2 }] });
  const placed = await c.place(shopper.headers);
  expect(placed.statusCode, placed.body).toBe(200);
  const order = placed.json<PlaceOrderResponse>().Result;
  const deliverer = createMessageQueueDeliverer({
    db: db(),
    messaging: createMessagingFromConfig(testConfig, db(), clock),
    clock,
  });
  const admin = createOrderAdminService({
    db: db(),
    transitions: createOrderTransitions({ clock, deliverer }),
    audit: createAuditLog({ db: db(), clock }),
  });
  const actor = { staffId: null, email: 'cli:test', ip: 'cli' };
  await admin.act(order.CustomOrderNumber, 'ship', { trackingNumber: 'TPX-2001', actor });
  clock.advance(60_000);
  await admin.act(order.CustomOrderNumber, 'deliver', { actor });
  const [reason, action] = await Promise.all([
    db().selectFrom('return_request_reason').select('id').orderBy('display_order').executeTakeFirstOrThrow(),
    db().selectFrom('return_request_action').select('id').orderBy('display_order').executeTakeFirstOrThrow(),
  ]);
  const lines = await db().selectFrom('order_item').select('id').where('order_id', '=', order.OrderId).execute();
  const submitted = await c.call('POST', `/returnrequest/submit/${order.OrderId}`, shopper.headers, {
    ReturnRequestReasonId: reason.id,
    ReturnRequestActionId: action.id,
    Comments: comment,
    Items: [{ OrderItemId: lines[0]?.id, Quantity: 1 }],
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const row = await db()
    .selectFrom('return_request')
    .select('id')
    .where('order_id', '=', order.OrderId)
    .executeTakeFirstOrThrow();
  return { id: row.id, shopper, orderNumber: order.CustomOrderNumber };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  c = checkoutFixture(t, clock);
  product = await catalogFixture(db()).product({ name: 'کتری برقی', price: 8_000_000, stock: 1000 });
  const settings = createSettingsService({ db: db(), clock, cacheTtlMs: 0 });
  await settings.set('ReturnRequestsEnabled', 'true');
  await settings.set('MinimumOrderPlacementInterval', '0');
  manager = await signInStaff(t.app, (await createStaffMember(db(), ['OrderManagers'])).email, { clock });
  support = await signInStaff(t.app, (await createStaffMember(db(), ['Support'])).email, { clock });
});
afterAll(() => t.close());

describe('the returns queue', () => {
  it('lists requests by status, oldest first, and shows one with the comment', async () => {
    const first = await submittedReturn('دستهٔ کتری شکسته بود.');
    const second = await submittedReturn('رنگش با عکس فرق داشت.');
    const pending = await get(manager, '/returns?status=Pending&pageSize=100');
    expect(pending.statusCode, pending.body).toBe(200);
    const queue = pending.json<AdminReturnQueue>();
    const ids = queue.items.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(queue.items.every((item) => item.status === 'Pending')).toBe(true);
    expect(
      (await get(manager, '/returns?status=Received')).json<AdminReturnQueue>().items.map((i) => i.id),
    ).not.toContain(first.id);
    expect((await get(manager, '/returns?status=Lost')).statusCode).toBe(400);

    const shown = (await get(support, `/returns/${first.id}`)).json<AdminReturnDetail>();
    expect(shown).toMatchObject({
      id: first.id,
      orderNumber: toLatinDigits(first.orderNumber),
      productName: 'کتری برقی',
      quantity: 1,
      status: 'Pending',
      customerComments: 'دستهٔ کتری شکسته بود.',
      staffNotes: [],
    });
    expect(shown.customerMobile).toMatch(/^09\d{9}$/);
    expect((await get(manager, '/returns/999999999')).statusCode).toBe(404);
  });

  it('moves a request with a staff note: the shopper is told and sees the status; a stale change is 409', async () => {
    const request = await submittedReturn('بسته باز شده بود.');
    const seen = (await get(manager, `/returns/${request.id}`)).json<AdminReturnDetail>();
    const toldBefore = await statusMessages();
    clock.advance(60_000);
    const moved = await change(manager, request.id, {
      status: 'ReturnAuthorized',
      seenStatus: seen.status,
      seenUpdatedAt: seen.updatedAt,
      note: 'با پست پیشتاز بفرستد',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const now = moved.json<AdminReturnDetail>();
    expect(now.status).toBe('ReturnAuthorized');
    expect(now.staffNotes).toEqual([{ at: clock.now().toISOString(), text: 'با پست پیشتاز بفرستد' }]);
    // SMS and email, as the CLI's change sends.
    expect((await statusMessages()) - toldBefore).toBe(2);
    const mine = await c.call('GET', '/returnrequest/customer', request.shopper.headers);
    const listed = mine.json<CustomerReturnRequestList>().Items.find((item) => item.Id === request.id);
    expect(listed?.ReturnRequestStatus).toBe('مرجوعی تأیید شد');

    // Another staff member still looking at the Pending request.
    const stale = await change(manager, request.id, {
      status: 'RequestRejected',
      seenStatus: seen.status,
      seenUpdatedAt: seen.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ Message: string }>().Message).toMatch(/مرجوعی تأیید شد/);
    expect((await statusMessages()) - toldBefore).toBe(2);

    // A note alone tells no one.
    const noted = await change(manager, request.id, {
      status: 'ReturnAuthorized',
      seenStatus: now.status,
      seenUpdatedAt: now.updatedAt,
      note: 'بسته رسید',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json<AdminReturnDetail>().staffNotes.map((n) => n.text)).toEqual([
      'با پست پیشتاز بفرستد',
      'بسته رسید',
    ]);
    expect((await statusMessages()) - toldBefore).toBe(2);

    const audit = await db()
      .selectFrom('audit_log')
      .select(['area', 'action', 'before_json', 'after_json'])
      .where('entity_type', '=', 'return_request')
      .where('entity_id', '=', String(request.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.area, row.action])).toEqual([
      ['returns', 'return.status'],
      ['returns', 'return.note'],
    ]);
    expect(JSON.parse(audit[0]?.before_json ?? '{}')).toEqual({ status: 'Pending' });
  });

  it('lets Support read the queue but not change it', async () => {
    const request = await submittedReturn('اشتباه سفارش دادم.');
    const seen = (await get(support, `/returns/${request.id}`)).json<AdminReturnDetail>();
    const refused = await change(support, request.id, {
      status: 'Received',
      seenStatus: seen.status,
      seenUpdatedAt: seen.updatedAt,
    });
    expect(refused.statusCode).toBe(403);
  });
});
