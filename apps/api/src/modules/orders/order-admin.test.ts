/**
 * The back office's orders through HTTP with real staff sessions: the search in every form staff type
 * (order numbers and mobiles in Persian, Arabic and Latin digits, ±98, ±0; names with Arabic letters;
 * days in Tehran time), the filters and paging, each action with the message the CLI's sends, its audit
 * row and the stale edit's 409, Support's read-only access, the print pages and the dashboard.
 * Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD, toPersianDigits } from '@sabad/contract';
import type { AdminDashboard, AdminOrderDetail, AdminOrderList } from '@sabad/contract/admin';
import { adminUrl, createStaffMember, signInStaff, type StaffCaller } from '../../admin-testing/staff-fixture.js';
import { insertStaffOrder, type StaffOrderSpec } from '../../testing/staff-order-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';

const clock = manualClock('2026-11-29T06:00:00.000Z');
let t: TestApp;
let admin: StaffCaller;
let support: StaffCaller;
const db = () => t.database.kysely;
// Unique per run, so a name or a mobile finds only this run's orders on a shared PostgreSQL database.
const run = randomUUID().replace(/\D/g, '').slice(0, 6).padEnd(6, '7');
let mobileCounter = 0;
const uniqueMobile = () => `0935${run}${String((mobileCounter += 1) % 10)}`;

const order = (spec: StaffOrderSpec = {}) => insertStaffOrder(db(), { placedAt: clock.now(), ...spec });
const get = (caller: StaffCaller, path: string) =>
  t.app.inject({ method: 'GET', url: adminUrl(path), headers: caller.headers() });
const post = (caller: StaffCaller, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: adminUrl(path), headers: caller.headers(), payload });

async function search(query: Record<string, string | number>): Promise<AdminOrderList> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await get(admin, `/orders?${params.toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderList>();
}

async function detail(id: number): Promise<AdminOrderDetail> {
  const res = await get(admin, `/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderDetail>();
}

const ids = (list: AdminOrderList) => list.items.map((item) => item.id);
const outbox = (purpose: string) =>
  db().selectFrom('outbox_message').selectAll().where('purpose', '=', purpose).orderBy('id', 'desc').execute();
const auditRows = (orderId: number) =>
  db()
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_type', '=', 'order')
    .where('entity_id', '=', String(orderId))
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await signInStaff(t.app, (await createStaffMember(db(), ['OrderManagers'])).email, { clock });
  support = await signInStaff(t.app, (await createStaffMember(db(), ['Support'])).email, { clock });
});
afterAll(() => t.close());

describe('the order search', () => {
  it('finds an order by mobile in Persian, Arabic or Latin digits, with or without +98 or 0', async () => {
    const mobile = uniqueMobile();
    const { id } = await order({ mobile });
    const national = mobile.slice(1);
    const arabic = national.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    for (const q of [
      mobile,
      national,
      `+98${national}`,
      `0098 ${national.slice(0, 3)} ${national.slice(3)}`,
      toPersianDigits(mobile),
      `+۹۸${toPersianDigits(national)}`,
      arabic,
    ]) {
      expect(ids(await search({ q })), q).toEqual([id]);
    }
    // The start of a mobile lists every order whose mobile starts so.
    expect(ids(await search({ q: mobile.slice(0, 9) }))).toContain(id);
  });

  it("finds a guest's order by the billing phone when the customer has no mobile", async () => {
    const phone = uniqueMobile();
    const { id } = await order({ mobile: null, billingPhone: phone });
    expect(ids(await search({ q: `+98${phone.slice(1)}` }))).toEqual([id]);
  });

  it('finds an order by its number in any digits, or by the number after the year', async () => {
    const { id, number } = await order();
    expect(ids(await search({ q: number }))).toEqual([id]);
    expect(ids(await search({ q: toPersianDigits(number) }))).toEqual([id]);
    expect(ids(await search({ q: `${number.slice(0, 4)}-${id}` }))).toEqual([id]);
    expect(ids(await search({ q: toPersianDigits(String(id)) }))).toEqual([id]);
  });

  it("finds an order by the start of the customer's first or last name, in Arabic or Persian letters", async () => {
    const last = `یزدانی${run}`;
    const { id } = await order({ firstName: 'کیانا', lastName: last });
    expect(ids(await search({ q: last }))).toEqual([id]);
    expect(ids(await search({ q: last.replace(/ی/g, 'ي') }))).toEqual([id]);
    expect(ids(await search({ q: `${last} کیا` }))).toEqual([id]);
    expect(ids(await search({ q: `کیانا ${last.slice(0, 7)}` }))).toContain(id);
    expect(ids(await search({ q: `کیانا ${last}x` }))).toEqual([]);
  });

  it("takes days as Tehran's: 00:30 in Tehran is the new day though UTC still has the last one", async () => {
    const last = `روزی${run}`;
    const { id } = await order({ lastName: last, placedAt: new Date('2026-11-28T21:00:00.000Z') });
    expect(ids(await search({ q: last, from: '2026-11-29', to: '2026-11-29' }))).toEqual([id]);
    expect(ids(await search({ q: last, from: '2026-11-28', to: '2026-11-28' }))).toEqual([]);
    expect(ids(await search({ q: last, to: '2026-11-28' }))).toEqual([]);
  });

  it('filters by order, payment and shipping status and payment method, and pages', async () => {
    const last = `فیلتر${run}`;
    const shipped = await order({ lastName: last, status: [20, 30, 30] });
    const cheque = await order({ lastName: last, status: [20, 20, 20], paymentMethod: PAYMENT_METHOD.CheckVertex });
    const online = await order({ lastName: last, status: [10, 10, 20], paymentMethod: PAYMENT_METHOD.SandboxBank });
    expect(ids(await search({ q: last }))).toEqual([online.id, cheque.id, shipped.id]);
    expect(ids(await search({ q: last, shippingStatus: 30 }))).toEqual([shipped.id]);
    expect(ids(await search({ q: last, paymentStatus: 20 }))).toEqual([cheque.id]);
    expect(ids(await search({ q: last, orderStatus: 10 }))).toEqual([online.id]);
    expect(ids(await search({ q: last, paymentMethod: PAYMENT_METHOD.CheckVertex }))).toEqual([cheque.id]);
    expect(ids(await search({ q: last, paymentMethod: 'online' }))).toEqual([online.id]);
    const second = await search({ q: last, page: 2, pageSize: 1 });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(ids(second)).toEqual([cheque.id]);
  });

  it('answers bad input with a Persian 400, never a 500', async () => {
    for (const query of [
      'pageSize=500',
      'from=2026-13-40',
      'from=2026-02-30',
      'from=2026-11-29&to=2026-11-01',
      'orderStatus=99',
    ]) {
      const res = await get(admin, `/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ Message: string }>().Message, query).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await get(admin, '/orders/999999999')).statusCode).toBe(404);
  });
});

describe('the actions', () => {
  it('ships with a tracking code: the SMS the CLI sends, the shipment, the audit row', async () => {
    const { id } = await order({ status: [20, 30, 20] });
    const before = await detail(id);
    expect(before.actions).toContain('ship');
    const res = await post(admin, `/orders/${id}/ship`, {
      expectedVersion: before.rowVersion,
      trackingNumber: 'RR123456789IR',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { message, order: after } = res.json<{ message: string; order: AdminOrderDetail }>();
    expect(message).toContain('ارسال شد');
    expect(after.shippingStatus).toBe(30);
    expect(after.shipments.map((s) => s.trackingNumber)).toEqual(['RR123456789IR']);
    expect(after.rowVersion).toBeGreaterThan(before.rowVersion);
    const sms = (await outbox('order-shipped')).find((m) => m.recipient === before.customer.mobile);
    expect(sms?.body).toContain('RR123456789IR');
    const audit = await auditRows(id);
    expect(audit.map((row) => row.action)).toEqual(['order.ship']);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ shippingStatus: 30, trackingNumber: 'RR123456789IR' });
  });

  it('refuses a stale action with a Persian 409 naming what changed, and changes nothing', async () => {
    const { id } = await order({ status: [20, 30, 20] });
    const seen = await detail(id);
    expect(
      (
        await post(admin, `/orders/${id}/notes`, {
          expectedVersion: seen.rowVersion,
          note: 'تماس گرفته شد',
          visibleToCustomer: false,
        })
      ).statusCode,
    ).toBe(200);
    const res = await post(admin, `/orders/${id}/ship`, { expectedVersion: seen.rowVersion, trackingNumber: 'LATE-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ Message: string }>().Message).toContain('تماس گرفته شد');
    const now = await detail(id);
    expect(now.shippingStatus).toBe(20);
    expect(now.shipments).toEqual([]);
    expect((await auditRows(id)).map((row) => row.action)).toEqual(['order.note']);
  });

  it('delivers, cancels (the shopper told) and refuses an action the order is past with a Persian 422', async () => {
    const shipped = await order({ status: [20, 30, 30] });
    const delivered = await post(admin, `/orders/${shipped.id}/deliver`, { expectedVersion: 1 });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json<{ order: AdminOrderDetail }>().order).toMatchObject({ orderStatus: 30, shippingStatus: 40 });

    const open = await order({ status: [20, 10, 20] });
    const cancelled = await post(admin, `/orders/${open.id}/cancel`, { expectedVersion: 1 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ order: AdminOrderDetail }>().order.orderStatus).toBe(40);
    expect(
      (await outbox('order-cancelled')).some((m) => m.recipient === `0912${String(open.customerId).padStart(7, '0')}`),
    ).toBe(true);

    const again = await post(admin, `/orders/${open.id}/cancel`, {
      expectedVersion: (await detail(open.id)).rowVersion,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json<{ Message: string }>().Message).toContain('شدنی نیست');
    expect((await auditRows(open.id)).map((row) => row.action)).toEqual(['order.cancel']);
  });

  it('accepts cheques (paid, the shopper told) and rejects them (back to pending payment)', async () => {
    const spec: StaffOrderSpec = { paymentMethod: PAYMENT_METHOD.CheckVertex, status: [20, 20, 20], cheque: true };
    const accepted = await order(spec);
    const seen = await detail(accepted.id);
    expect(seen.actions).toEqual(expect.arrayContaining(['acceptCheques', 'rejectCheques']));
    expect(seen.cheques.map((c) => c.status)).toEqual(['pending']);
    const res = await post(admin, `/orders/${accepted.id}/cheques/accept`, { expectedVersion: seen.rowVersion });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<{ order: AdminOrderDetail }>().order;
    expect(after.paymentStatus).toBe(30);
    expect(after.cheques.map((c) => c.status)).toEqual(['accepted']);
    expect((await outbox('order-paid')).some((m) => m.recipient === seen.customer.mobile)).toBe(true);

    const rejected = await order(spec);
    const no = await post(admin, `/orders/${rejected.id}/cheques/reject`, { expectedVersion: 1 });
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json<{ order: AdminOrderDetail }>().order).toMatchObject({ orderStatus: 10, paymentStatus: 10 });
    expect((await auditRows(rejected.id)).map((row) => row.action)).toEqual(['order.rejectCheques']);
  });

  it('adds a note the shopper sees, or one only staff see', async () => {
    const { id } = await order();
    await post(admin, `/orders/${id}/notes`, {
      expectedVersion: 1,
      note: 'بسته فردا ارسال می‌شود.',
      visibleToCustomer: true,
    });
    await post(admin, `/orders/${id}/notes`, {
      expectedVersion: 2,
      note: 'مشتری بدقول است.',
      visibleToCustomer: false,
    });
    const notes = await db()
      .selectFrom('order_note')
      .select(['note', 'display_to_customer'])
      .where('order_id', '=', id)
      .where('note', 'in', ['بسته فردا ارسال می‌شود.', 'مشتری بدقول است.'])
      .orderBy('id')
      .execute();
    expect(notes).toEqual([
      { note: 'بسته فردا ارسال می‌شود.', display_to_customer: 1 },
      { note: 'مشتری بدقول است.', display_to_customer: 0 },
    ]);
    const bad = await post(admin, `/orders/${id}/notes`, { expectedVersion: 3, note: '   ', visibleToCustomer: true });
    expect(bad.statusCode).toBe(400);
  });

  it('records a partial refund, then the rest (the shopper told, points taken back), never more than was paid', async () => {
    const shipped = await order({ status: [20, 30, 30], total: 1_250_000 });
    const delivered = await post(admin, `/orders/${shipped.id}/deliver`, { expectedVersion: 1 });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const earned = () =>
      db()
        .selectFrom('reward_points_history')
        .select((eb) => eb.fn.sum<number>('points').as('points'))
        .where('order_id', '=', shipped.id)
        .executeTakeFirstOrThrow();
    expect(Number((await earned()).points)).toBeGreaterThan(0);
    const seen = await detail(shipped.id);
    expect(seen.actions).toContain('refund');
    expect(seen.totals).toMatchObject({ refundedRial: 0, refundableRial: 1_250_000 });

    const over = await post(admin, `/orders/${shipped.id}/refund`, {
      expectedVersion: seen.rowVersion,
      amountRial: 1_250_010,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json<{ Message: string }>().Message).toContain('بیش از ماندهٔ قابل بازپرداخت');

    const part = await post(admin, `/orders/${shipped.id}/refund`, {
      expectedVersion: seen.rowVersion,
      amountRial: 250_000,
      reference: 'واریز به شبا، پیگیری ۴۴۱۲',
    });
    expect(part.statusCode, part.body).toBe(200);
    const partly = part.json<{ message: string; order: AdminOrderDetail }>();
    expect(partly.message).toContain('۲۵٬۰۰۰ تومان');
    expect(partly.order).toMatchObject({
      orderStatus: 30,
      paymentStatus: 35,
      totals: { refundedRial: 250_000, refundableRial: 1_000_000 },
    });
    const sms = (await outbox('order-refunded')).find((m) => m.recipient === seen.customer.mobile);
    expect(sms?.body).toContain('پیگیری ۴۴۱۲');
    expect(partly.order.notes.at(-1)).toMatchObject({ visibleToCustomer: true });
    expect(Number((await earned()).points)).toBeGreaterThan(0);

    const rest = await post(admin, `/orders/${shipped.id}/refund`, {
      expectedVersion: partly.order.rowVersion,
      amountRial: 1_000_000,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const whole = rest.json<{ order: AdminOrderDetail }>().order;
    expect(whole).toMatchObject({ paymentStatus: 40, totals: { refundedRial: 1_250_000, refundableRial: 0 } });
    expect(whole.actions).not.toContain('refund');
    expect(Number((await earned()).points)).toBe(0);

    const again = await post(admin, `/orders/${shipped.id}/refund`, {
      expectedVersion: whole.rowVersion,
      amountRial: 10,
    });
    expect(again.statusCode).toBe(422);
    const audit = await auditRows(shipped.id);
    expect(audit.map((row) => row.action)).toEqual(['order.deliver', 'order.refund', 'order.refund']);
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ paymentStatus: 35, refundedRial: 250_000 });
  });

  it('lists and counts cancelled orders whose money is owed, until all of it is refunded', async () => {
    const countOwed = async () => (await get(support, '/dashboard')).json<AdminDashboard>().counts.refundsOwed;
    const before = await countOwed();
    const paid = await order({ status: [20, 30, 20] });
    const open = await order({ status: [20, 30, 20] });
    const unpaid = await order({ status: [20, 10, 20] });
    for (const { id } of [paid, unpaid]) {
      expect((await post(admin, `/orders/${id}/cancel`, { expectedVersion: 1 })).statusCode).toBe(200);
    }
    const owed = ids(await search({ refundOwed: 'true', pageSize: 100 }));
    expect(owed).toContain(paid.id);
    expect(owed).not.toContain(open.id);
    expect(owed).not.toContain(unpaid.id);
    expect(await countOwed()).toBe(before + 1);

    const cancelled = await detail(paid.id);
    expect(cancelled.actions).toContain('refund');
    await post(admin, `/orders/${paid.id}/refund`, { expectedVersion: cancelled.rowVersion, amountRial: 250_000 });
    expect(ids(await search({ refundOwed: 'true', pageSize: 100 }))).toContain(paid.id);
    const partly = await detail(paid.id);
    await post(admin, `/orders/${paid.id}/refund`, {
      expectedVersion: partly.rowVersion,
      amountRial: partly.totals.refundableRial,
    });
    expect(ids(await search({ refundOwed: 'true', pageSize: 100 }))).not.toContain(paid.id);
    expect(await countOwed()).toBe(before);
    expect((await get(admin, '/orders?refundOwed=yes')).statusCode).toBe(400);
  });

  it('records one of two refunds sent at once with the same version; the other is told the order changed', async () => {
    const { id } = await order({ status: [20, 30, 20], total: 1_000_000 });
    const seen = await detail(id);
    const answers = await Promise.all(
      [600_000, 600_000].map((amountRial) =>
        post(admin, `/orders/${id}/refund`, { expectedVersion: seen.rowVersion, amountRial }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(id)).totals).toMatchObject({ refundedRial: 600_000, refundableRial: 400_000 });
  });

  it('refuses a refund on an unpaid order (422) and a bad amount (400), in Persian', async () => {
    const unpaid = await order({ status: [10, 10, 20] });
    expect((await detail(unpaid.id)).actions).not.toContain('refund');
    const res = await post(admin, `/orders/${unpaid.id}/refund`, { expectedVersion: 1, amountRial: 10_000 });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ Message: string }>().Message).toContain('شدنی نیست');
    for (const amountRial of [0, -5, 12.5, '۱۰۰']) {
      const bad = await post(admin, `/orders/${unpaid.id}/refund`, { expectedVersion: 1, amountRial });
      expect(bad.statusCode, JSON.stringify(amountRial)).toBe(400);
      expect(bad.json<{ Message: string }>().Message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await detail(unpaid.id)).totals.refundedRial).toBe(0);
  });

  it('prints the invoice (with its VAT line) and a packing slip, right to left', async () => {
    const { id, number } = await order();
    const invoice = await get(admin, `/orders/${id}/invoice`);
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.json<{ html: string }>().html).toContain('dir="rtl"');
    const slip = await get(support, `/orders/${id}/packing-slip`);
    expect(slip.statusCode, slip.body).toBe(200);
    const html = slip.json<{ html: string }>().html;
    expect(html).toContain('size: A4');
    expect(html).toContain(toPersianDigits(number));
  });
});

describe('access', () => {
  it('lets Support read orders but not ship one: 403 with a Persian message', async () => {
    const { id } = await order({ status: [20, 30, 20] });
    expect((await get(support, `/orders/${id}`)).statusCode).toBe(200);
    const res = await post(support, `/orders/${id}/ship`, { expectedVersion: 1, trackingNumber: 'NOPE-1' });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ Message: string }>().Message).toMatch(/[\u0600-\u06FF]/);
    expect((await detail(id)).shippingStatus).toBe(20);
    const refund = await post(support, `/orders/${id}/refund`, { expectedVersion: 1, amountRial: 10_000 });
    expect(refund.statusCode).toBe(403);
    expect((await detail(id)).totals.refundedRial).toBe(0);
  });
});

describe('the dashboard', () => {
  it("sums Tehran's today and this Jalali month, and counts what waits", async () => {
    const first = await get(admin, '/dashboard');
    expect(first.statusCode, first.body).toBe(200);
    const before = first.json<AdminDashboard>();
    // 1405/09/08 is 2026-11-29: the month (آذر) runs from 2026-11-22 to 2026-12-21.
    expect(before.month).toMatchObject({ from: '2026-11-22', to: '2026-12-21' });
    expect(before.month.days).toHaveLength(30);
    await order({ status: [20, 30, 20], total: 2_000_000 });
    await order({ status: [40, 50, 20], total: 9_000_000 });
    await order({ status: [20, 20, 20], paymentMethod: PAYMENT_METHOD.CheckVertex, total: 1_000_000, cheque: true });
    const after = (await get(support, '/dashboard')).json<AdminDashboard>();
    expect(after.today.date).toBe('2026-11-29');
    expect(after.today.salesRial - before.today.salesRial).toBe(3_000_000);
    expect(after.today.orders - before.today.orders).toBe(2);
    expect(after.month.salesRial - before.month.salesRial).toBe(3_000_000);
    expect(after.month.days.find((day) => day.date === '2026-11-29')?.salesRial).toBe(after.today.salesRial);
    // Processing and not shipped: the cheque order waiting for review too (it may ship once accepted).
    expect(after.counts.ordersToShip - before.counts.ordersToShip).toBe(2);
    expect(after.counts.chequesToReview - before.counts.chequesToReview).toBe(1);
  });
});
