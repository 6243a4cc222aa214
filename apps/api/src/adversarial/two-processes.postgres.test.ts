/**
 * The access matrix across two API processes on one PostgreSQL (issue 15, adversarial suite): a
 * session is one session whichever process a request reaches. A token revoked by logging out on
 * one process is refused by every logged-in route of the other at once; a password changed on one
 * ends the sessions the other issued; a live token issued on one works on the other; another
 * customer's order is not readable through either. A per-process cache of sessions (say, to save a
 * query per request) would fail this. PostgreSQL only (the PostgreSQL pass of scripts/test.mjs).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock.js';
import { createPasswordHasher } from '../modules/customers/index.js';
import { catalogFixture } from '../testing/catalog-fixture.js';
import { checkoutFixture, type Headers } from '../testing/checkout-fixture.js';
import { createTestApp, testPasswordCost, type TestApp } from '../testing/test-app.js';
import { testDatabaseUrl } from '../testing/test-database.js';
import { request, startServer, type Answer, type ServerProcess } from '../faults/server-process.js';
import { fillPath, loadOperations, runLimited, type Operation } from './hostile-requests.js';

const PASSWORD = 'two-processes-1403';
const PERSIAN_LETTERS = /[\u0600-\u06FF]/;

let t: TestApp;
let c: ReturnType<typeof checkoutFixture>;
let a: ServerProcess;
let b: ServerProcess;
let operations: Operation[];

beforeAll(async () => {
  if (!testDatabaseUrl) throw new Error('this test needs PostgreSQL: set TEST_DATABASE_URL');
  t = await createTestApp();
  c = checkoutFixture(t, systemClock);
  operations = (await loadOperations(t.app)).filter((operation) => operation.requiresCustomer);
  [a, b] = await Promise.all([
    startServer({ databaseUrl: t.database.url }),
    startServer({ databaseUrl: t.database.url }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await t?.close();
});

const call = (server: ServerProcess, method: string, path: string, headers: Headers, json?: unknown) =>
  request(server.baseUrl, method, `/api/v2${path}`, { headers, ...(json === undefined ? {} : { json }) });

/** Every logged-in route on `server` with `headers`: the ones not answered with the Persian 401. */
async function notRefused(server: ServerProcess, headers: Headers): Promise<string[]> {
  const wrong = await runLimited(
    operations.map((operation) => async () => {
      const answer = await request(server.baseUrl, operation.method, fillPath(operation), {
        headers,
        ...(operation.takesJsonBody ? { json: operation.sampleBody } : {}),
      });
      const body = answer.status === 401 ? (JSON.parse(answer.body) as { Message?: string; Errors?: unknown }) : {};
      return answer.status === 401 && PERSIAN_LETTERS.test(body.Message ?? '') && Array.isArray(body.Errors)
        ? null
        : `${operation.name}: ${answer.status} ${answer.body.slice(0, 120)}`;
    }),
    4,
  );
  return wrong.filter((problem): problem is string => problem !== null);
}

async function logIn(server: ServerProcess, email: string): Promise<Headers> {
  const answer = await call(server, 'POST', '/account/login', {}, { Email: email, Password: PASSWORD });
  expect(answer.status, answer.body).toBe(200);
  return { authorization: `Basic ${(JSON.parse(answer.body) as { AccessToken: string }).AccessToken}` };
}

async function customerWithPassword(): Promise<string> {
  const email = `${randomUUID()}@example.com`;
  const id = await catalogFixture(t.database.kysely).customer({ email });
  await t.database.kysely
    .updateTable('customer')
    .set({ password_hash: await createPasswordHasher(testPasswordCost).hash(PASSWORD) })
    .where('id', '=', id)
    .execute();
  return email;
}

const status = (answer: Answer) => answer.status;

describe('one session across two API processes', () => {
  it('refuses on one process, on every logged-in route, a token logged out on the other', async () => {
    const email = await customerWithPassword();
    const headers = await logIn(a, email);
    expect(status(await call(b, 'GET', '/customer/info', headers))).toBe(200);
    expect(status(await call(a, 'POST', '/account/logout', headers))).toBe(200);
    expect(await notRefused(b, headers)).toEqual([]);
    expect(await notRefused(a, headers)).toEqual([]);
  });

  it('ends on one process the sessions issued by the other when the password changes', async () => {
    const email = await customerWithPassword();
    const onA = await logIn(a, email);
    const onB = await logIn(b, email);
    const changed = await call(b, 'PUT', '/user/changepassword', onB, {
      OldPassword: PASSWORD,
      NewPassword: 'a-new-password-1404',
      ConfirmNewPassword: 'a-new-password-1404',
    });
    expect(changed.status, changed.body).toBe(200);
    expect(status(await call(a, 'GET', '/customer/info', onA))).toBe(401);
    expect(status(await call(b, 'GET', '/customer/info', onA))).toBe(401);
    const oldPassword = await call(a, 'POST', '/account/login', {}, { Email: email, Password: PASSWORD });
    expect(oldPassword.status).toBe(401);
  });

  it("keeps another customer's order, placed on one process, from the other", async () => {
    const product = await catalogFixture(t.database.kysely).product({ name: 'فنجان لب‌طلایی', price: 700_000 });
    const owner = await c.readyShopper({ lines: [{ productId: product }] });
    const placed = await call(a, 'POST', '/cart/placeordernew', owner.headers, {});
    expect(placed.status, placed.body).toBe(200);
    const orderId = (JSON.parse(placed.body) as { Result: { OrderId: number } }).Result.OrderId;
    expect(status(await call(b, 'GET', `/orders/getbyid/${orderId}`, owner.headers))).toBe(200);

    const orderRow = (id: number) =>
      t.database.kysely.selectFrom('customer_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const before = await orderRow(orderId);
    const intruder = (await c.customer()).headers;
    for (const server of [a, b]) {
      const read = await call(server, 'GET', `/orders/getbyid/${orderId}`, intruder);
      expect(read.status, read.body).toBe(404);
      expect(read.body).not.toContain('فنجان');
      const cancel = await call(server, 'POST', `/orders/cancel/${orderId}`, intruder);
      expect(cancel.status).toBeGreaterThanOrEqual(400);
      expect(cancel.status).toBeLessThan(500);
    }
    expect(await orderRow(orderId)).toEqual(before);
  });
});
