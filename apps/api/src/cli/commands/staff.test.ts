import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, sessionCookieOf, startSignIn, totpCode, callerOf } from '../../admin-testing/staff-fixture.js';
import { runCliOn } from '../../testing/cli-runner.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cli = (...args: string[]) => runCliOn(t.database.url, args);

describe('staff create', () => {
  it('makes the first administrator, who signs in with the printed password and TOTP secret', async () => {
    const run = await cli('staff', 'create', 'Boss@Sabad.test', '--role', 'Administrators', '--name', 'مدیر');
    expect(run.code).toBe(0);
    const password = /One-time password .*: (\S+)$/m.exec(run.out)?.[1] ?? '';
    const secret = /TOTP secret .*: (\S+)$/m.exec(run.out)?.[1] ?? '';
    expect(run.out).toContain(`otpauth://totp/Sabad:boss%40sabad.test?secret=${secret}&issuer=Sabad`);

    const pending = await startSignIn(t.app, 'boss@sabad.test', password);
    expect(pending.next).toBe('totpSetup');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: adminUrl('/auth/totp-setup/confirm'),
      headers: pending.headers(),
      payload: { code: totpCode(secret, new Date()) },
    });
    expect(confirmed.statusCode).toBe(200);
    const caller = callerOf(sessionCookieOf(confirmed), confirmed.json<{ csrfToken: string }>().csrfToken);
    const me = await t.app.inject({ url: adminUrl('/staff/me'), headers: caller.headers() });
    expect(me.json()).toMatchObject({ email: 'boss@sabad.test', name: 'مدیر', mustChangePassword: true });

    const audit = await t.database.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'create')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ staff_id: null, area: 'staff', entity_type: 'staff' });
    expect(audit.staff_email).toMatch(/^cli:/);
  });

  it('refuses an unknown role and a second account for the same email, in Persian, with exit 1', async () => {
    const unknown = await cli('staff', 'create', 'x@sabad.test', '--role', 'Owners');
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.err).toContain('نقشی به نام «Owners» وجود ندارد.');
    const again = await cli('staff', 'create', 'BOSS@sabad.test', '--role', 'Support');
    expect(again.code).toBe(1);
    expect(again.err).toContain('کارمندی با این ایمیل پیش‌تر ثبت شده است.');
    expect((await cli('staff', 'create', 'x@sabad.test')).code).toBe(2);
  });
});
