import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminUrl,
  callerOf,
  createStaffMember,
  sessionCookieOf,
  signInStaff,
  totpCode,
  type StaffCaller,
} from '../../admin-testing/staff-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';

const clock = manualClock('2026-11-29T06:00:00.000Z');
let t: TestApp;
let admin: StaffCaller;
let adminEmail = '';
const db = () => t.database.kysely;

interface Member {
  id: number;
  email: string;
  rowVersion: number;
  active: boolean;
  totpConfirmed: boolean;
  mustChangePassword: boolean;
  roles: { systemName: string }[];
}

const call = (method: 'GET' | 'POST' | 'PUT', path: string, caller: StaffCaller, payload?: object) =>
  t.app.inject({ method, url: adminUrl(path), headers: caller.headers(), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({ clock });
  const member = await createStaffMember(db(), ['Administrators'], { clock });
  adminEmail = member.email;
  admin = await signInStaff(t.app, member.email, { clock });
});
afterAll(() => t.close());

describe('a staff member made by an administrator', () => {
  it('gets a one-time password shown once, must set up TOTP and replace the password before anything else', async () => {
    const created = await call('POST', '/staff', admin, {
      email: 'New.Person@Sabad.test',
      name: 'نگار',
      roles: ['OrderManagers'],
    });
    expect(created.statusCode).toBe(200);
    const { staff, oneTimePassword } = created.json<{ staff: Member; oneTimePassword: string }>();
    expect(staff).toMatchObject({ email: 'new.person@sabad.test', mustChangePassword: true, totpConfirmed: false });
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9]{16}$/);
    const list = await call('GET', '/staff', admin);
    expect(list.body).not.toContain(oneTimePassword);

    const first = await t.app.inject({
      method: 'POST',
      url: adminUrl('/auth/sign-in'),
      payload: { email: 'new.person@sabad.test', password: oneTimePassword },
    });
    expect(first.json<{ next: string }>().next).toBe('totpSetup');
    const pending = callerOf(sessionCookieOf(first), first.json<{ csrfToken: string }>().csrfToken);
    const setup = await t.app.inject({ method: 'POST', url: adminUrl('/auth/totp-setup'), headers: pending.headers() });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: adminUrl('/auth/totp-setup/confirm'),
      headers: pending.headers(),
      payload: { code: totpCode(setup.json<{ secret: string }>().secret, clock.now()) },
    });
    const caller = callerOf(sessionCookieOf(confirmed), confirmed.json<{ csrfToken: string }>().csrfToken);
    const me = await call('GET', '/staff/me', caller);
    expect(me.json()).toMatchObject({ mustChangePassword: true, totpConfirmed: true });
    const refused = await call('GET', '/audit-log', callerOf(caller.cookie, caller.csrfToken));
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ Message: string }>().Message).toBe('پیش از هر کار دیگر، گذرواژهٔ یک‌بارمصرف را عوض کنید.');
    const changed = await call('POST', '/auth/password', caller, {
      currentPassword: oneTimePassword,
      newPassword: 'my-own-long-password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/staff', admin)).json<{ items: Member[] }>().items).toContainEqual(
      expect.objectContaining({ email: 'new.person@sabad.test', mustChangePassword: false }),
    );
  });

  it('refuses a second account with the same email in another case, in Persian', async () => {
    const again = await call('POST', '/staff', admin, {
      email: 'NEW.person@sabad.test',
      name: 'x',
      roles: ['Support'],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ Message: string }>().Message).toBe('کارمندی با این ایمیل پیش‌تر ثبت شده است.');
    const badRole = await call('POST', '/staff', admin, { email: 'x@sabad.test', name: 'x', roles: ['Owners'] });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json<{ Message: string }>().Message).toBe('نقشی به نام «Owners» وجود ندارد.');
  });
});

describe('changing a staff member', () => {
  it('ends their sessions on a role change, audits before → after, and refuses a stale save with a Persian 409', async () => {
    clock.advance(60_000);
    const member = await createStaffMember(db(), ['Support'], { withoutTotp: true, clock });
    const theirs = await signInStaff(t.app, member.email, { clock });
    const loaded = (await call('GET', '/staff', admin))
      .json<{ items: Member[] }>()
      .items.find((m) => m.id === member.id);
    const version = loaded?.rowVersion ?? -1;

    const changed = await call('PUT', `/staff/${member.id}/roles`, admin, {
      roles: ['Support', 'ContentModerators'],
      expectedVersion: version,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Member>().roles.map((r) => r.systemName)).toEqual(['ContentModerators', 'Support']);
    expect((await call('GET', '/staff/me', theirs)).statusCode).toBe(401);

    const audit = await call('GET', `/audit-log?entityType=staff&entityId=${member.id}`, admin);
    expect(audit.json<{ items: unknown[] }>().items[0]).toMatchObject({
      staffEmail: adminEmail,
      action: 'changeRoles',
      area: 'staff',
      before: { roles: ['Support'] },
      after: { roles: ['ContentModerators', 'Support'] },
      entityVersion: changed.json<Member>().rowVersion,
    });

    // A second administrator who loaded the same version saves later: refused, told who changed what.
    const stale = await call('PUT', `/staff/${member.id}/roles`, admin, {
      roles: ['OrderManagers'],
      expectedVersion: version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ Message: string }>().Message).toBe(
      `حساب کارمند ${member.email} پس از آنکه شما آن را باز کردید تغییر کرده است: نقش‌ها (به دست ${adminEmail}). ` +
        'تغییر شما ذخیره نشد؛ صفحه را تازه کنید و دوباره ثبت کنید.',
    );
    const after = (await call('GET', '/staff', admin))
      .json<{ items: Member[] }>()
      .items.find((m) => m.id === member.id);
    expect(after?.roles.map((r) => r.systemName)).toEqual(['ContentModerators', 'Support']);
  });

  it('deactivates (sessions end, sign-in refused), reactivates and resets TOTP', async () => {
    clock.advance(60_000);
    const member = await createStaffMember(db(), ['OrderManagers'], { clock });
    const theirs = await signInStaff(t.app, member.email, { clock });
    let version = (await call('GET', '/staff', admin))
      .json<{ items: Member[] }>()
      .items.find((m) => m.id === member.id)?.rowVersion;
    const off = await call('POST', `/staff/${member.id}/deactivate`, admin, { expectedVersion: version });
    expect(off.json<Member>().active).toBe(false);
    expect((await call('GET', '/staff/me', theirs)).statusCode).toBe(401);
    clock.advance(60_000);
    await expect(signInStaff(t.app, member.email, { clock })).rejects.toThrow(/sign-in 401/);

    version = off.json<Member>().rowVersion;
    const on = await call('POST', `/staff/${member.id}/activate`, admin, { expectedVersion: version });
    expect(on.json<Member>().active).toBe(true);
    const reset = await call('POST', `/staff/${member.id}/totp-reset`, admin, {
      expectedVersion: on.json<Member>().rowVersion,
    });
    expect(reset.json<Member>().totpConfirmed).toBe(false);
    const next = await t.app.inject({
      method: 'POST',
      url: adminUrl('/auth/sign-in'),
      payload: { email: member.email, password: 'a-long-staff-password' },
    });
    expect(next.json<{ next: string }>().next).toBe('totpSetup');
  });

  it('gives a staff member who forgot the password a new one-time password, ending their sessions', async () => {
    clock.advance(60_000);
    const member = await createStaffMember(db(), ['Support'], { withoutTotp: true, clock });
    const theirs = await signInStaff(t.app, member.email, { clock });
    const reset = await call('POST', `/staff/${member.id}/password-reset`, admin, {
      expectedVersion: member.rowVersion,
    });
    expect(reset.statusCode).toBe(200);
    const { staff, oneTimePassword } = reset.json<{ staff: Member; oneTimePassword: string }>();
    expect(staff.mustChangePassword).toBe(true);
    expect((await call('GET', '/staff/me', theirs)).statusCode).toBe(401);
    const again = await signInStaff(t.app, member.email, { clock, password: oneTimePassword });
    expect((await call('GET', '/staff/me', again)).json()).toMatchObject({ mustChangePassword: true });
    const audit = await call('GET', `/audit-log?entityType=staff&entityId=${member.id}`, admin);
    expect(audit.body).not.toContain(oneTimePassword);
    expect(audit.json<{ items: unknown[] }>().items[0]).toMatchObject({
      action: 'resetPassword',
      before: { mustChangePassword: false },
      after: { mustChangePassword: true },
    });
  });

  it('does not let an administrator change their own roles or lock themselves out', async () => {
    const me = (await call('GET', '/staff/me', admin)).json<{ id: number }>();
    const own = await call('POST', `/staff/${me.id}/deactivate`, admin, { expectedVersion: 1 });
    expect(own.statusCode).toBe(400);
  });
});

describe('the audit log', () => {
  it('filters by staff member, area, entity and Tehran days, newest first', async () => {
    const me = (await call('GET', '/staff/me', admin)).json<{ id: number }>();
    const mine = (await call('GET', `/audit-log?staffId=${me.id}&area=staff&pageSize=100`, admin)).json<{
      items: { staffId: number; at: string; id: number }[];
      total: number;
    }>();
    expect(mine.total).toBeGreaterThan(3);
    expect(mine.items.every((item) => item.staffId === me.id)).toBe(true);
    expect(mine.items.map((item) => item.id)).toEqual([...mine.items.map((item) => item.id)].sort((a, b) => b - a));
    // 06:00 UTC is 09:30 in Tehran, the same day; 21:00 UTC would be the next Tehran day.
    const today = await call('GET', `/audit-log?from=2026-11-29&to=2026-11-29&staffId=${me.id}`, admin);
    expect(today.json<{ total: number }>().total).toBe(mine.total);
    const tomorrow = await call('GET', '/audit-log?from=2026-11-30', admin);
    expect(tomorrow.json<{ total: number }>().total).toBe(0);
    const badDay = await call('GET', '/audit-log?from=1405-09-08x', admin);
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json<{ Message: string }>().Message).toMatch(/[\u0600-\u06FF]/);
  });
});
