import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminUrl,
  callerOf,
  createStaffMember,
  sessionCookieOf,
  signInStaff,
  STAFF_TEST_PASSWORD,
  STAFF_TEST_TOTP_SECRET,
  totpCode,
} from '../../admin-testing/staff-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';

const clock = manualClock('2026-11-29T06:00:00.000Z');
let t: TestApp;
const db = () => t.database.kysely;
const STEP_MS = 30_000;

function signIn(email: string, password = STAFF_TEST_PASSWORD, ip = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: adminUrl('/auth/sign-in'),
    payload: { email, password },
    remoteAddress: ip,
  });
}

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('the password step', () => {
  it('answers an unknown email, a wrong password and a deactivated account alike', async () => {
    const member = await createStaffMember(db(), ['Support']);
    const answers = [
      await signIn('nobody@sabad.test', STAFF_TEST_PASSWORD, '10.0.1.1'),
      await signIn(member.email, 'wrong-password', '10.0.1.2'),
    ];
    await db().updateTable('staff').set({ active: 0 }).where('id', '=', member.id).execute();
    answers.push(await signIn(member.email, STAFF_TEST_PASSWORD, '10.0.1.3'));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        Success: false,
        Message: 'ایمیل یا گذرواژه نادرست است.',
        Errors: ['ایمیل یا گذرواژه نادرست است.'],
      });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses even the right password after five failures from one address, with a Persian 429', async () => {
    const member = await createStaffMember(db(), ['Support'], { withoutTotp: true });
    for (let i = 0; i < 5; i += 1) expect((await signIn(member.email, 'wrong', '10.0.2.1')).statusCode).toBe(401);
    const blocked = await signIn(member.email, STAFF_TEST_PASSWORD, '10.0.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ Message: string }>().Message).toMatch(/^برای این حساب از این نشانی .* از یک مدیر بخواهید/);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address still gets in: the narrowest limit is per account at an address.
    expect((await signIn(member.email, STAFF_TEST_PASSWORD, '10.0.2.2')).statusCode).toBe(200);
  });

  it('lets a view-only role without TOTP in at once, in any case of the email', async () => {
    const member = await createStaffMember(db(), ['Support'], { withoutTotp: true });
    const answer = await signIn(member.email.toUpperCase());
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ next: string }>().next).toBe('done');
    const cookie = sessionCookieOf(answer);
    const me = await t.app.inject({ url: adminUrl('/staff/me'), headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: member.email,
      permissions: ['customers.view', 'orders.view', 'returns.view'],
    });
    expect(answer.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Strict; Secure/);
    expect(answer.headers['set-cookie']).toMatch(/Path=\/api\/admin/);
  });
});

describe('the second factor', () => {
  it('opens nothing until the authenticator’s code is right, then gives the session a new token', async () => {
    const member = await createStaffMember(db(), ['Administrators']);
    const first = await signIn(member.email);
    expect(first.json<{ next: string }>().next).toBe('totp');
    const pending = callerOf(sessionCookieOf(first), first.json<{ csrfToken: string }>().csrfToken);
    expect((await t.app.inject({ url: adminUrl('/staff/me'), headers: pending.headers() })).statusCode).toBe(401);

    const wrong = await t.app.inject({
      method: 'POST',
      url: adminUrl('/auth/totp'),
      headers: pending.headers(),
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ Message: string }>().Message).toBe('کد ورود دومرحله‌ای نادرست یا منقضی است.');
    // Without the pending session's CSRF token the step is refused like no session at all.
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: adminUrl('/auth/totp'),
      headers: pending.headers({ csrf: false }),
      payload: { code: totpCode(STAFF_TEST_TOTP_SECRET, clock.now()) },
    });
    expect(noCsrf.statusCode).toBe(401);

    const code = totpCode(STAFF_TEST_TOTP_SECRET, clock.now()).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
    const right = await t.app.inject({
      method: 'POST',
      url: adminUrl('/auth/totp'),
      headers: pending.headers(),
      payload: { code },
    });
    expect(right.statusCode).toBe(200);
    const done = callerOf(sessionCookieOf(right), right.json<{ csrfToken: string }>().csrfToken);
    expect(done.cookie).not.toBe(pending.cookie);
    expect((await t.app.inject({ url: adminUrl('/staff/me'), headers: done.headers() })).statusCode).toBe(200);
    expect((await t.app.inject({ url: adminUrl('/staff/me'), headers: pending.headers() })).statusCode).toBe(401);

    // The same code cannot sign in a second time (a code seen over a shoulder).
    const again = await signIn(member.email);
    const replay = await t.app.inject({
      method: 'POST',
      url: adminUrl('/auth/totp'),
      headers: callerOf(sessionCookieOf(again), again.json<{ csrfToken: string }>().csrfToken).headers(),
      payload: { code },
    });
    expect(replay.statusCode).toBe(400);
  });

  it('sets up TOTP for a role that changes data, shows 10 recovery codes once, and spends each once', async () => {
    clock.advance(STEP_MS * 2);
    const member = await createStaffMember(db(), ['OrderManagers'], { withoutTotp: true });
    await db().updateTable('staff').set({ totp_secret: null }).where('id', '=', member.id).execute();
    const first = await signIn(member.email);
    expect(first.json<{ next: string }>().next).toBe('totpSetup');
    const pending = callerOf(sessionCookieOf(first), first.json<{ csrfToken: string }>().csrfToken);
    const setup = await t.app.inject({ method: 'POST', url: adminUrl('/auth/totp-setup'), headers: pending.headers() });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri } = setup.json<{ secret: string; otpauthUri: string }>();
    expect(otpauthUri).toBe(`otpauth://totp/Sabad:${encodeURIComponent(member.email)}?secret=${secret}&issuer=Sabad`);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: adminUrl('/auth/totp-setup/confirm'),
      headers: pending.headers(),
      payload: { code: totpCode(secret, clock.now()) },
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await db()
      .selectFrom('staff_recovery_code')
      .select('code_hash')
      .where('staff_id', '=', member.id)
      .execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);

    const useCode = async (code: string) => {
      const answer = await signIn(member.email);
      expect(answer.json<{ next: string }>().next).toBe('totp');
      return t.app.inject({
        method: 'POST',
        url: adminUrl('/auth/recovery-code'),
        headers: callerOf(sessionCookieOf(answer), answer.json<{ csrfToken: string }>().csrfToken).headers(),
        payload: { code },
      });
    };
    const code = recoveryCodes[0] ?? '';
    expect((await useCode(` ${code.toUpperCase()} `)).statusCode).toBe(200);
    const spent = await useCode(code);
    expect(spent.statusCode).toBe(400);
    expect(spent.json<{ Message: string }>().Message).toBe('کد بازیابی نادرست است یا پیش‌تر به کار رفته است.');
  });
});

describe('sessions', () => {
  it('lists the own sessions and revokes one, which then opens nothing', async () => {
    clock.advance(STEP_MS * 2);
    const member = await createStaffMember(db(), ['Support'], { withoutTotp: true });
    const laptop = await signInStaff(t.app, member.email, { clock });
    const phone = await signInStaff(t.app, member.email, { clock });
    const list = await t.app.inject({ url: adminUrl('/auth/sessions'), headers: laptop.headers() });
    const items = list.json<{ items: { id: number; current: boolean }[] }>().items;
    expect(items).toHaveLength(2);
    const other = items.find((s) => !s.current);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: adminUrl(`/auth/sessions/${other?.id}`),
      headers: laptop.headers(),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await t.app.inject({ url: adminUrl('/staff/me'), headers: phone.headers() })).statusCode).toBe(401);
    expect((await t.app.inject({ url: adminUrl('/staff/me'), headers: laptop.headers() })).statusCode).toBe(200);
  });

  it('ends a session after 12 hours unused, and a used one a week after sign-in', async () => {
    const member = await createStaffMember(db(), ['Support'], { withoutTotp: true });
    const idle = await signInStaff(t.app, member.email, { clock });
    const busy = await signInStaff(t.app, member.email, { clock });
    const me = (caller: typeof idle) => t.app.inject({ url: adminUrl('/staff/me'), headers: caller.headers() });
    for (let hour = 1; hour <= 13; hour += 1) {
      clock.advance(60 * 60 * 1000);
      expect((await me(busy)).statusCode).toBe(200);
    }
    expect((await me(idle)).statusCode).toBe(401);
    for (let hour = 13; hour < 7 * 24 - 1; hour += 11) {
      clock.advance(11 * 60 * 60 * 1000);
      expect((await me(busy)).statusCode).toBe(200);
    }
    clock.advance(2 * 60 * 60 * 1000);
    expect((await me(busy)).statusCode).toBe(401);
  });

  it('ends every session of a staff member whose password changes', async () => {
    const member = await createStaffMember(db(), ['Support'], { withoutTotp: true });
    const one = await signInStaff(t.app, member.email, { clock });
    const two = await signInStaff(t.app, member.email, { clock });
    const changed = await t.app.inject({
      method: 'POST',
      url: adminUrl('/auth/password'),
      headers: one.headers(),
      payload: { currentPassword: STAFF_TEST_PASSWORD, newPassword: 'another-long-password' },
    });
    expect(changed.statusCode).toBe(200);
    for (const caller of [one, two])
      expect((await t.app.inject({ url: adminUrl('/staff/me'), headers: caller.headers() })).statusCode).toBe(401);
    expect((await signIn(member.email)).statusCode).toBe(401);
    expect((await signIn(member.email, 'another-long-password')).statusCode).toBe(200);
  });

  it('refuses a write without the session’s CSRF token, with another session’s, and from a shopper’s token', async () => {
    const member = await createStaffMember(db(), ['Support'], { withoutTotp: true });
    const mine = await signInStaff(t.app, member.email, { clock });
    const other = await signInStaff(t.app, member.email, { clock });
    const signOut = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: adminUrl('/auth/sign-out'), headers });
    for (const headers of [
      mine.headers({ csrf: false }),
      { cookie: mine.cookie, 'x-csrf-token': other.csrfToken },
      { cookie: mine.cookie, 'x-csrf-token': '' },
    ]) {
      const refused = await signOut(headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ Message: string }>().Message).toMatch(/X-CSRF-Token/);
    }
    expect((await signOut(mine.headers())).statusCode).toBe(200);
    expect((await t.app.inject({ url: adminUrl('/staff/me'), headers: mine.headers() })).statusCode).toBe(401);
  });
});
