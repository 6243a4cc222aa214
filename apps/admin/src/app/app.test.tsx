import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEEDED_ROLES } from '@sabad/contract/admin/permissions';
import type { Me } from '@/lib/session';
import { csrf } from '@/lib/session';
import { fakeAdminApi, type FakeAdminApi } from '@/test/fake-api';
import { App } from './app';

let api: FakeAdminApi;

function staff(role: keyof typeof SEEDED_ROLES, extra: Partial<Me> = {}): Me {
  return {
    id: 1,
    email: 'manager@sabad.test',
    name: 'مریم کارمند',
    roles: [{ systemName: role, name: SEEDED_ROLES[role].name }],
    permissions: [...SEEDED_ROLES[role].permissions],
    csrfToken: 'csrf-me',
    mustChangePassword: false,
    totpConfirmed: true,
    ...extra,
  };
}

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

beforeEach(() => {
  api = fakeAdminApi();
  vi.stubGlobal('fetch', api.fetch);
  csrf.set(null);
  api.on('adminAuditLog', () => ({
    items: [
      {
        id: 9,
        staffId: 1,
        staffEmail: 'manager@sabad.test',
        at: '2026-11-28T08:30:00.000Z',
        ip: '10.0.0.7',
        area: 'orders',
        entityType: 'order',
        entityId: '1405-000012',
        action: 'ship',
        before: { status: 'processing' },
        after: { status: 'shipped', trackingCode: 'IR-55' },
        entityVersion: 3,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 20,
  }));
  api.on('adminListStaff', () => ({ items: [] }));
});

afterEach(() => vi.unstubAllGlobals());

describe('signing in', () => {
  it('sends a visitor without a session to sign-in, then through the code step back where they were going', async () => {
    let signedIn = false;
    api.on('adminMe', () =>
      signedIn
        ? staff('Administrators')
        : { status: 401, body: { Success: false, Message: 'ابتدا وارد شوید.', Errors: [] } },
    );
    api.on('adminSignIn', () => ({ next: 'totp', csrfToken: 'csrf-half' }));
    api.on('adminVerifyTotp', ({ body }) => {
      signedIn = (body as { code: string }).code === '123456';
      return signedIn
        ? { next: 'done', csrfToken: 'csrf-full' }
        : { status: 400, body: { Success: false, Message: 'کد درست نیست.', Errors: [] } };
    });
    const user = userEvent.setup();
    openAt('/admin/audit-log?area=orders');

    await screen.findByRole('heading', { name: 'ورود کارکنان' });
    expect(window.location.pathname).toBe('/admin/sign-in');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByText('ایمیل را وارد کنید.')).toBeVisible();

    await user.type(screen.getByLabelText('ایمیل'), 'manager@sabad.test');
    await user.type(screen.getByLabelText('گذرواژه'), 'a long secret');
    await user.click(screen.getByRole('button', { name: 'ورود' }));

    await screen.findByRole('heading', { name: 'کد ورود دومرحله‌ای' });
    await user.type(screen.getByLabelText('کد شش‌رقمی'), '654321');
    await user.click(screen.getByRole('button', { name: 'تأیید' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('کد درست نیست.');

    await user.clear(screen.getByLabelText('کد شش‌رقمی'));
    // Persian digits, as a phone keyboard types them, are sent as Latin ones.
    await user.type(screen.getByLabelText('کد شش‌رقمی'), '۱۲۳۴۵۶');
    await user.click(screen.getByRole('button', { name: 'تأیید' }));

    // The audit page is compiled on first import here: give it longer than the default wait.
    await screen.findByRole('heading', { name: 'گزارش رویدادها' }, { timeout: 20_000 });
    expect(window.location.pathname).toBe('/admin/audit-log');
    expect(new URLSearchParams(window.location.search).get('area')).toBe('orders');
    expect(
      api.calls.find((c) => c.name === 'adminVerifyTotp' && (c.body as { code: string }).code === '123456'),
    ).toBeTruthy();
    // The second step is a write of the half-open session: it carries that session's CSRF token.
    expect(api.calls.find((c) => c.name === 'adminVerifyTotp')?.headers['X-CSRF-Token']).toBe('csrf-half');
  });
});

describe('the shell', () => {
  it('shows only the menu lines a role may open, and a 403 page for an address it may not', async () => {
    api.on('adminMe', () => staff('Support'));
    openAt('/admin/audit-log');
    expect(await screen.findByRole('heading', { name: 'دسترسی ندارید' })).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'منوی اصلی' });
    expect(within(menu).getByRole('link', { name: 'پیشخوان' })).toBeVisible();
    expect(within(menu).queryByRole('link', { name: 'گزارش رویدادها' })).toBeNull();
    expect(api.calls.some((c) => c.name === 'adminAuditLog')).toBe(false);
  });

  it('lists the audit log with its filter in the address, isolating codes and showing before → after', async () => {
    api.on('adminMe', () => staff('Administrators'));
    openAt('/admin/audit-log?area=orders&page=1');
    const table = await screen.findByRole('table', { name: 'گزارش رویدادها' });
    await waitFor(() => expect(within(table).getByText('shipped')).toBeVisible());
    expect(within(table).getByText('processing')).toBeVisible();
    const orderNumber = within(table).getByText('۱۴۰۵-۰۰۰۰۱۲');
    expect(orderNumber.closest('bdi')).toHaveAttribute('dir', 'ltr');
    const request = api.calls.find((c) => c.name === 'adminAuditLog');
    expect(request?.url).toContain('area=orders');
    expect(request?.url).toContain('pageSize=20');
  });

  it('takes staff with a one-time password to the password page first', async () => {
    api.on('adminMe', () => staff('OrderManagers', { mustChangePassword: true }));
    openAt('/admin/');
    expect(await screen.findByRole('heading', { name: 'تغییر گذرواژه' })).toBeVisible();
    expect(window.location.pathname).toBe('/admin/password');
  });

  it('shows a 404 page inside the shell for an address no page has', async () => {
    api.on('adminMe', () => staff('Administrators'));
    openAt('/admin/no-such-page');
    expect(await screen.findByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible();
    // Inside the shell: the menu is there to go on from.
    expect(screen.getByRole('navigation', { name: 'منوی اصلی' })).toBeVisible();
  });
});
