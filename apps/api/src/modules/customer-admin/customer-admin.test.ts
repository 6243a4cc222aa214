/**
 * The back office's customers through HTTP with real staff sessions: the search in every form staff
 * type (Persian, Arabic and Latin digits, ±98, ±0, email, name, registration days in Tehran time),
 * the detail, and each change with its audit row — reward points through the ledger, the affiliate
 * account, block (the shopper's session stops at once) and unblock — and the stale edit's 409.
 * Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomerDetail, AdminCustomerList } from '@sabad/contract/admin';
import { adminUrl, createStaffMember, signInStaff, type StaffCaller } from '../../admin-testing/staff-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createAccessTokenService } from '../customers/index.js';

const clock = manualClock('2026-11-29T06:00:00.000Z');
let t: TestApp;
let admin: StaffCaller;
let support: StaffCaller;
const db = () => t.database.kysely;
const run = randomUUID().slice(0, 8);

async function customer(values: { first: string; last: string; mobile?: string; email?: string; createdAt?: string }) {
  const row = await db()
    .insertInto('customer')
    .values({
      customer_guid: randomUUID(),
      email: values.email ?? null,
      mobile: values.mobile ?? null,
      first_name: values.first,
      last_name: values.last,
      is_guest: 0,
      active: 1,
      deleted: 0,
      created_at: values.createdAt ?? clock.now().toISOString(),
      last_activity_at: clock.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const get = (caller: StaffCaller, path: string) =>
  t.app.inject({ method: 'GET', url: adminUrl(path), headers: caller.headers() });
const write = (caller: StaffCaller, method: 'POST' | 'PUT', path: string, payload: object) =>
  t.app.inject({ method, url: adminUrl(path), headers: caller.headers(), payload });

async function search(query: Record<string, string>): Promise<AdminCustomerList> {
  const res = await get(admin, `/customers?${new URLSearchParams(query).toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminCustomerList>();
}

async function detail(id: number): Promise<AdminCustomerDetail> {
  const res = await get(admin, `/customers/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminCustomerDetail>();
}

function auditRows(customerId: number) {
  return db()
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_type', '=', 'customer')
    .where('entity_id', '=', String(customerId))
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await signInStaff(t.app, (await createStaffMember(db(), ['Administrators'])).email, { clock });
  support = await signInStaff(t.app, (await createStaffMember(db(), ['Support'])).email, { clock });
});
afterAll(() => t.close());

describe('the search', () => {
  it('finds a customer by mobile in Persian, Arabic or Latin digits, with or without +98 or 0', async () => {
    const mobile = `0935${String(Date.now()).slice(-7)}`;
    const id = await customer({ first: 'نرگس', last: `صالحی${run}`, mobile });
    const national = mobile.slice(1);
    const persian = national.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'.charAt(Number(d)));
    const arabic = national.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'.charAt(Number(d)));
    for (const q of [
      mobile,
      national,
      `+98${national}`,
      `۰${persian}`,
      `+۹۸${persian}`,
      `0${arabic}`,
      `0098 ${national}`,
    ]) {
      const found = await search({ q });
      expect(
        found.items.map((item) => item.id),
        q,
      ).toEqual([id]);
      expect(found.total).toBe(1);
    }
    // The start of a number also finds it, whatever the form of its start.
    for (const start of [`۰${persian.slice(0, 7)}`, `+98${national.slice(0, 7)}`]) {
      expect(
        (await search({ q: start, pageSize: '100' })).items.map((item) => item.id),
        start,
      ).toContain(id);
    }
  });

  it('finds by email (whole or its start) and by a part of the name, Arabic letters as Persian', async () => {
    const id = await customer({ first: 'یاسمن', last: `کریمی${run}`, email: `yasaman.${run}@example.com` });
    expect((await search({ q: `YASAMAN.${run}@example.com` })).items.map((i) => i.id)).toEqual([id]);
    expect((await search({ q: `yasaman.${run}@` })).items.map((i) => i.id)).toEqual([id]);
    expect((await search({ q: `كريمي${run}` })).items.map((i) => i.id)).toEqual([id]);
    expect((await search({ q: `یاسمن کریمی${run}` })).items.map((i) => i.id)).toEqual([id]);
    expect((await search({ q: `نیست${run}` })).items).toEqual([]);
  });

  it('filters by registration days in Tehran time and pages newest first', async () => {
    const tag = `روزشمار${run}`;
    // 1405/09/01 starts at 2026-11-21T20:30Z in Tehran.
    const before = await customer({ first: 'الف', last: tag, createdAt: '2026-11-21T20:29:00.000Z' });
    const first = await customer({ first: 'ب', last: tag, createdAt: '2026-11-21T20:30:00.000Z' });
    const second = await customer({ first: 'پ', last: tag, createdAt: '2026-11-22T20:29:59.000Z' });
    const after = await customer({ first: 'ت', last: tag, createdAt: '2026-11-22T20:30:00.000Z' });
    const day = await search({ q: tag, registeredFrom: '2026-11-22', registeredTo: '2026-11-22' });
    expect(day.items.map((i) => i.id)).toEqual([second, first]);
    const all = await search({ q: tag, pageSize: '3', page: '2' });
    expect(all.total).toBe(4);
    expect(all.items.map((i) => i.id)).toEqual([before]);
    expect((await search({ q: tag, registeredFrom: '2026-11-23' })).items.map((i) => i.id)).toEqual([after]);
  });

  it('answers bad input with a Persian 4xx', async () => {
    const res = await get(admin, '/customers?registeredFrom=1405-13-40');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ Message: string }>().Message).toMatch(/تاریخ/);
    const reversed = await get(admin, '/customers?registeredFrom=2026-11-23&registeredTo=2026-11-22');
    expect(reversed.statusCode).toBe(422);
    expect((await get(admin, '/customers/999999999')).statusCode).toBe(404);
  });
});

describe('the changes', () => {
  it('adjusts reward points through the ledger with a reason, never below zero, and audits it', async () => {
    const id = await customer({ first: 'سارا', last: `امیری${run}` });
    const added = await write(admin, 'POST', `/customers/${id}/reward-points`, {
      points: 120,
      reason: 'جبران تأخیر ارسال',
    });
    expect(added.statusCode, added.body).toBe(200);
    const shown = added.json<AdminCustomerDetail>().rewardPoints;
    expect(shown.balance).toBe(120);
    expect(shown.history[0]).toMatchObject({ points: 120, message: 'جبران تأخیر ارسال' });
    const tooMuch = await write(admin, 'POST', `/customers/${id}/reward-points`, { points: -500, reason: 'اصلاح' });
    expect(tooMuch.statusCode).toBe(422);
    expect((await detail(id)).rewardPoints.balance).toBe(120);
    const rows = await auditRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ area: 'customers', action: 'reward-points.adjust' });
    expect(JSON.parse(rows[0]?.after_json ?? '{}')).toMatchObject({ rewardPointsBalance: 120, points: 120 });
  });

  it('enables the affiliate account with a rate and disables it; a stale version gets 409 naming the change', async () => {
    const id = await customer({ first: 'مهدی', last: `نوری${run}` });
    const seen = await detail(id);
    const enabled = await write(admin, 'PUT', `/customers/${id}/affiliate`, {
      expectedVersion: seen.rowVersion,
      enabled: true,
      commissionRate: 7.5,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const now = enabled.json<AdminCustomerDetail>();
    expect(now.affiliate).toMatchObject({ enabled: true, commissionRate: 7.5 });
    expect(now.affiliate.code).toMatch(/\S/);
    expect(now.roles.map((role) => role.systemName)).toContain('Affiliates');
    expect(now.rowVersion).toBe(seen.rowVersion + 1);

    // A second staff member saved from the page as it was before: refused, nothing changed.
    const stale = await write(admin, 'PUT', `/customers/${id}/blocked`, {
      expectedVersion: seen.rowVersion,
      blocked: true,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ Message: string }>().Message).toMatch(/همکاری در فروش/);
    expect((await detail(id)).blocked).toBe(false);

    const disabled = await write(admin, 'PUT', `/customers/${id}/affiliate`, {
      expectedVersion: now.rowVersion,
      enabled: false,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json<AdminCustomerDetail>().affiliate.enabled).toBe(false);
    expect((await auditRows(id)).map((row) => row.action)).toEqual(['affiliate.enable', 'affiliate.disable']);
  });

  it('blocks a customer: their session stops working in the shop at once; unblocking lets them sign in again', async () => {
    const id = await customer({ first: 'رضا', last: `تهرانی${run}`, email: `reza.${run}@example.com` });
    const { token } = await createAccessTokenService({ db: db(), clock, ttlDays: 30 }).issue(id);
    const shop = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v2/account/currentcustomer',
        headers: { authorization: `Basic ${token}` },
      });
    expect((await shop()).statusCode).toBe(200);

    const seen = await detail(id);
    const blocked = await write(admin, 'PUT', `/customers/${id}/blocked`, {
      expectedVersion: seen.rowVersion,
      blocked: true,
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json<AdminCustomerDetail>().blocked).toBe(true);
    expect((await shop()).statusCode).toBe(401);
    expect((await search({ q: `reza.${run}@example.com`, status: 'blocked' })).total).toBe(1);

    const unblocked = await write(admin, 'PUT', `/customers/${id}/blocked`, {
      expectedVersion: seen.rowVersion + 1,
      blocked: false,
    });
    expect(unblocked.json<AdminCustomerDetail>().blocked).toBe(false);
    // The old session was ended with the block; the customer signs in afresh.
    expect((await shop()).statusCode).toBe(401);
    const rows = await auditRows(id);
    expect(rows.map((row) => [row.action, row.entity_version])).toEqual([
      ['customer.block', seen.rowVersion + 1],
      ['customer.unblock', seen.rowVersion + 2],
    ]);
  });

  it('lets Support read but not change', async () => {
    const id = await customer({ first: 'نگار', last: `پاکزاد${run}` });
    expect((await get(support, `/customers/${id}`)).statusCode).toBe(200);
    const refused = await write(support, 'PUT', `/customers/${id}/blocked`, { expectedVersion: 1, blocked: true });
    expect(refused.statusCode).toBe(403);
    expect((await detail(id)).blocked).toBe(false);
  });
});
