/**
 * The login limits over HTTP, sized for carrier-grade NAT: shoppers on one mobile network share
 * one public address and must not lock each other out (issue 15).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, testPasswordCost, type TestApp } from '../../testing/test-app.js';
import { createPasswordHasher } from './password-hasher.js';

const PASSWORD = 'secret-1403';

describe('login limits behind one shared address', () => {
  let t: TestApp;
  let passwordHash: string;
  beforeAll(async () => {
    t = await createTestApp();
    passwordHash = await createPasswordHasher(testPasswordCost).hash(PASSWORD);
  });
  afterAll(() => t.close());

  async function shopper(email: string): Promise<string> {
    const id = await catalogFixture(t.database.kysely).customer({ email });
    await t.database.kysely.updateTable('customer').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    return email;
  }

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/account/login',
      payload: { Email: email, Password: password, DeviceToken: '' },
      remoteAddress,
    });

  it('lets 30 shoppers behind one address log in, each after a mistyped password', async () => {
    const address = '100.64.0.1';
    const emails = await Promise.all(Array.from({ length: 30 }, (_, i) => shopper(`nat${i}@example.com`)));
    for (const email of emails) {
      expect((await login(email, 'mistyped', address)).statusCode).toBe(401);
      const res = await login(email, PASSWORD, address);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ Customer: { Email: email } });
    }
  }, 60_000);

  it('locks one account at one address only, after 5 failures, with a Persian 429 and Retry-After', async () => {
    const [target, neighbour] = [await shopper('target@example.com'), await shopper('neighbour@example.com')];
    const address = '100.64.0.2';
    for (let i = 0; i < 5; i++) expect((await login(target, `guess-${i}`, address)).statusCode).toBe(401);

    const locked = await login(target, PASSWORD, address);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(locked.json()).toMatchObject({
      Success: false,
      Message:
        'برای این حساب از این نشانی اینترنتی تلاش‌های ناموفق ورود زیادی شده است. ۱۵ دقیقهٔ دیگر دوباره تلاش کنید یا رمز عبور را بازیابی کنید.',
    });
    // The shopper next to them on the same network, and the account's owner elsewhere, log in.
    expect((await login(neighbour, PASSWORD, address)).statusCode).toBe(200);
    expect((await login(target, PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('answers 429 in Persian to every account from an address past 100 failures', async () => {
    const address = '100.64.0.3';
    const stranger = await shopper('stranger@example.com');
    for (let i = 0; i < 100; i++) {
      // Four tries per typed account stay under its own limit: only the address ceiling is reached.
      const res = await login(`stuffed${Math.floor(i / 4)}@example.com`, 'x-x-x-x', address);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const refused = await login(stranger, PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Message).toBe(
      'از این نشانی اینترنتی تلاش‌های ناموفق ورود بسیار زیادی رسیده است. ۱۵ دقیقهٔ دیگر دوباره تلاش کنید.',
    );
    expect(refused.json().Message).not.toMatch(/[0-9]/);
    expect((await login(stranger, PASSWORD, '198.51.100.21')).statusCode).toBe(200);
  }, 60_000);
});
