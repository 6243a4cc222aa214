/**
 * What reaches the logs (issue 15, adversarial suite; issue 32): one access line per request, never a
 * password, access token, verification code, reset ticket, guest id or Authorization value, however
 * the request goes wrong, on every route that takes a login, a code or an upload. The app logs at
 * `trace` here, so every line the server could write is seen, @fastify/multipart's included.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { AVATAR_FIELD, RETURN_REQUEST_PICTURE_FIELD, routes } from '@sabad/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { systemClock } from '../lib/clock.js';
import { createAccessTokenService } from '../modules/customers/index.js';
import { createOutboxReader } from '../modules/messaging/index.js';
import { catalogFixture } from '../testing/catalog-fixture.js';
import { checkoutFixture } from '../testing/checkout-fixture.js';
import { testConfig } from '../testing/test-app.js';
import { redactSecretHeaders } from './request-log.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

let database: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.kysely,
    config: { ...testConfig, LOG_LEVEL: 'trace' },
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('request logs', () => {
  it('log requests without the token or the Authorization header', async () => {
    const customerId = await catalogFixture(database.kysely).customer({ firstName: 'نگار' });
    const { token } = await createAccessTokenService({ db: database.kysely, clock: systemClock, ttlDays: 30 }).issue(
      customerId,
    );
    for (const scheme of ['Basic', 'Bearer']) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v2/account/currentcustomer',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(res.statusCode).toBe(200);
    }
    await app.inject({
      method: 'GET',
      url: '/api/v2/account/currentcustomer',
      headers: { authorization: 'Basic wrong-token-value-123456' },
    });
    const log = lines.join('');
    expect(log).toContain('/api/v2/account/currentcustomer');
    expect(log).not.toContain(token);
    expect(log).not.toContain('wrong-token-value-123456');
    expect(log.toLowerCase()).not.toContain('authorization":"basic');
  });
});

describe('secrets in the logs', () => {
  // Five password hashes and a whole checkout: longer than the default timeout on a loaded machine.
  it('never logs a password, token, code, ticket, guest id or Authorization value, whatever the outcome', async () => {
    const secrets: string[] = [];
    const keep = (secret: string) => {
      expect(secret.length).toBeGreaterThanOrEqual(6);
      secrets.push(secret);
      return secret;
    };
    const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/v2${url}`,
        payload,
        headers: { 'content-type': 'application/json', ...headers },
      });
    const codeFor = async (to: string) => {
      const [message] = await createOutboxReader(database.kysely).latest({ limit: 1, recipient: to });
      return keep(/\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? 'no code');
    };
    const email = 'secret-logs@example.com';
    const password = keep('First-Pass-5521');
    const guest = keep(randomUUID());

    // Registration and its code, as a guest with a cart.
    const product = await catalogFixture(database.kysely).product({ name: 'دفتر جلد چرمی', price: 450_000 });
    expect(
      (await post('/cart/add', { ProductId: product, Quantity: 1 }, { 'guest-customer-id': guest })).statusCode,
    ).toBe(200);
    const registered = await post('/account/register', {
      Email: email,
      Password: password,
      DeviceToken: keep('device-token-7d1c9a'),
      FirstName: 'سارا',
      LastName: 'کریمی',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect((await post('/account/registerverifytokenpost', { Email: email, Token: '000000' })).statusCode).toBe(400);
    const verified = await post(
      '/account/registerverifytokenpost',
      { Email: email, Token: await codeFor(email) },
      { 'guest-customer-id': guest },
    );
    expect(verified.statusCode, verified.body).toBe(200);
    const firstToken = keep(verified.json<{ AccessToken: string }>().AccessToken);
    const firstSession = { authorization: `Basic ${firstToken}` };
    expect((await app.inject({ method: 'GET', url: '/api/v2/customer/info', headers: firstSession })).statusCode).toBe(
      200,
    );

    // Logins: right, wrong, and bodies that fail to parse or validate with the password in them.
    const wrongPassword = keep('Wrong-Pass-8830');
    expect((await post('/account/login', { Email: email, Password: wrongPassword })).statusCode).toBe(401);
    const broken = keep('Broken-Json-Pass-4410');
    const malformed = await post('/account/login', `{"Email":"${email}","Password":"${broken}"`);
    expect(malformed.statusCode).toBe(400);
    const tooLong = keep(`Too-Long-Pass-${'x'.repeat(200)}`);
    expect((await post('/account/login', { Email: email, Password: tooLong })).statusCode).toBe(400);
    const wrongType = keep('Wrong-Type-Token-3391');
    expect((await post('/account/login', { Email: email, Password: [wrongType] })).statusCode).toBe(400);
    const loggedIn = await post('/account/login', { Email: email, Password: password, DeviceToken: '' });
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    const token = keep(loggedIn.json<{ AccessToken: string }>().AccessToken);
    const bearer = { authorization: `Bearer ${token}` };

    // Password change and recovery with its code and ticket.
    const secondPassword = keep('Second-Pass-1177');
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/v2/user/changepassword',
      headers: bearer,
      payload: { OldPassword: password, NewPassword: secondPassword, ConfirmNewPassword: secondPassword },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await post(`/user/passwordrecoverysend?emailmobile=${email}`, {})).statusCode).toBe(200);
    const recoveryCode = await codeFor(email);
    const ticketAnswer = await post('/user/passwordrecoveryverifytokenpost', {
      EmailMobile: email,
      Token: recoveryCode,
    });
    expect(ticketAnswer.statusCode, ticketAnswer.body).toBe(200);
    const ticket = keep(ticketAnswer.json<{ ResetTicket: string }>().ResetTicket);
    const thirdPassword = keep('Third-Pass-6042');
    const confirmed = await post('/user/passwordrecoveryconfirmpost', {
      EmailMobile: email,
      ResetTicket: ticket,
      NewPassword: thirdPassword,
      ConfirmNewPassword: thirdPassword,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // Checkout with a fresh login, then logout, then the dead token again.
    const again = await post('/account/login', { Email: email, Password: thirdPassword });
    expect(again.statusCode, again.body).toBe(200);
    const lastToken = keep(again.json<{ AccessToken: string }>().AccessToken);
    const headers = { authorization: `Basic ${lastToken}` };
    const t = { app, database, close: () => Promise.resolve() };
    const c = checkoutFixture(t, systemClock);
    const customerId = (
      await database.kysely.selectFrom('customer').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    ).id;
    await c.prepare({ id: customerId, headers }, { lines: [] });
    const placed = await c.place(headers, {}, keep(`idem-${randomUUID()}`));
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await post('/account/logout', {}, headers)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v2/customer/info', headers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v2/customer/info', headers: bearer })).statusCode).toBe(401);

    const log = lines.join('');
    expect(log).toContain('/api/v2/account/login');
    expect(log).toContain('/api/v2/cart/placeordernew');
    // Who asked for a recovery code is personal data: the path is logged, the address is not.
    expect(log).toContain('/api/v2/user/passwordrecoverysend?emailmobile=…');
    expect(log).not.toContain(email);
    expect(secrets.filter((secret) => log.includes(secret))).toEqual([]);
    expect(log).not.toMatch(/"authorization"\s*:\s*"(basic|bearer)/i);
  }, 60_000);
});

/** A multipart/form-data body with one file, as a browser sends it. */
function multipart(field: string, data: Buffer) {
  const boundary = '----sabadLogBoundary7e2a';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Every route that takes a multipart upload, with its path and file field. */
const uploadRoutes: Record<string, { url: string; field: string }> = {
  uploadAvatar: { url: '/api/v2/customer/avatar', field: AVATAR_FIELD },
  uploadReturnRequestPicture: { url: '/api/v2/returnrequest/uploadfile', field: RETURN_REQUEST_PICTURE_FIELD },
};

describe('uploads in the logs', () => {
  it('covers every multipart route of the contract', () => {
    const multipartRoutes = Object.entries(routes)
      .filter(([, route]) => ('summary' in route ? route.summary : '').includes('multipart/form-data'))
      .map(([name]) => name);
    expect(multipartRoutes.sort()).toEqual(Object.keys(uploadRoutes).sort());
  });

  it('never logs the session or the guest id, at trace, for an upload taken or one too big (413)', async () => {
    const customerId = await catalogFixture(database.kysely).customer({ firstName: 'آرش' });
    const { token } = await createAccessTokenService({ db: database.kysely, clock: systemClock, ttlDays: 30 }).issue(
      customerId,
    );
    const guest = randomUUID();
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer();
    const tenMegabytes = Buffer.alloc(10 * 1024 * 1024, 0x5a);
    const from = lines.length;
    for (const [name, route] of Object.entries(uploadRoutes)) {
      for (const [data, status] of [
        [picture, 200],
        [tenMegabytes, 413],
      ] as const) {
        const body = multipart(route.field, data);
        const res = await app.inject({
          method: 'POST',
          url: route.url,
          headers: { authorization: `Bearer ${token}`, 'guest-customer-id': guest, 'content-type': body.contentType },
          payload: body.payload,
        });
        expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
        if (status === 413) {
          expect(res.json(), name).toMatchObject({ Success: false, Message: expect.stringMatching(/حجم تصویر/) });
          expect(res.json<{ Errors: string[] }>().Errors, name).toHaveLength(1);
        }
      }
    }
    const log = lines.slice(from).join('');
    // The line that carried the headers before: it is still written, without them.
    expect(log.match(/Providing options to busboy/g)).toHaveLength(4);
    expect(log).toContain('"authorization":"[redacted]"');
    expect(log).toContain('"guest-customer-id":"[redacted]"');
    expect(log).not.toContain(token);
    expect(log).not.toContain(guest);
  });
});

describe('redactSecretHeaders', () => {
  it('hides secret headers at any depth and in any case, copying what it changes and nothing else', () => {
    const headers = { Authorization: 'Basic abc', 'content-type': 'image/png', cookie: 'a=b', 'X-CSRF-Token': 'c' };
    const error = Object.assign(new Error('upstream refused'), { headers: { 'Guest-Customer-Id': 'g-1' } });
    const logged = { busboyOptions: { headers, limits: { files: 1 } }, list: [{ 'set-cookie': ['x'] }], err: error };
    const redacted = redactSecretHeaders(logged) as typeof logged;
    expect(redacted.busboyOptions.headers).toEqual({
      Authorization: '[redacted]',
      'content-type': 'image/png',
      cookie: '[redacted]',
      'X-CSRF-Token': '[redacted]',
    });
    expect(redacted.busboyOptions.limits).toBe(logged.busboyOptions.limits);
    expect(redacted.list).toEqual([{ 'set-cookie': '[redacted]' }]);
    expect(redacted.err).toBeInstanceOf(Error);
    expect(redacted.err.message).toBe('upstream refused');
    expect(redacted.err.stack).toBe(error.stack);
    expect((redacted.err as unknown as { headers: object }).headers).toEqual({ 'Guest-Customer-Id': '[redacted]' });
    // The request's own objects keep their values.
    expect(headers.Authorization).toBe('Basic abc');
    expect(error.headers['Guest-Customer-Id']).toBe('g-1');
    const plain = { method: 'GET', url: '/api/v2/cart', statusCode: 200 };
    expect(redactSecretHeaders(plain)).toBe(plain);
  });
});
