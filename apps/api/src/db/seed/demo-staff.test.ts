import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, callerOf, sessionCookieOf, startSignIn, totpCode } from '../../admin-testing/staff-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { prepareDatabase } from '../prepare.js';
import { DEMO_ADMINISTRATOR } from './demo-staff.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo administrator', () => {
  it('is made only when asked for', async () => {
    await prepareDatabase(t.database.kysely, { seedDemoStore: false, log: () => undefined });
    expect(await t.database.kysely.selectFrom('staff').select('id').execute()).toEqual([]);
  });

  it('signs in with the README’s email, password and TOTP secret, and is made once', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 2; i += 1)
      await prepareDatabase(t.database.kysely, {
        seedDemoStore: false,
        demoAdministrator: true,
        log: (line) => lines.push(line),
      });
    expect(lines).toEqual(['demo administrator: admin@sabad.local (development only; README "Back office")']);
    const pending = await startSignIn(t.app, DEMO_ADMINISTRATOR.email, DEMO_ADMINISTRATOR.password);
    expect(pending.next).toBe('totp');
    const done = await t.app.inject({
      method: 'POST',
      url: adminUrl('/auth/totp'),
      headers: pending.headers(),
      payload: { code: totpCode(DEMO_ADMINISTRATOR.totpSecret, new Date()) },
    });
    expect(done.statusCode).toBe(200);
    const caller = callerOf(sessionCookieOf(done), done.json<{ csrfToken: string }>().csrfToken);
    const me = await t.app.inject({ url: adminUrl('/staff/me'), headers: caller.headers() });
    expect(me.json()).toMatchObject({ email: 'admin@sabad.local', mustChangePassword: false });
  });
});
