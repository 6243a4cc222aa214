import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModerationInbox } from '@sabad/contract/admin';
import { SEEDED_ROLES } from '@sabad/contract/admin/permissions';
import { App } from '@/app/app';
import type { Me } from '@/lib/session';
import { csrf } from '@/lib/session';
import { fakeAdminApi, type FakeAdminApi } from '@/test/fake-api';

let api: FakeAdminApi;

const moderator: Me = {
  id: 2,
  email: 'moderator@sabad.test',
  name: 'ناظر',
  roles: [{ systemName: 'ContentModerators', name: SEEDED_ROLES.ContentModerators.name }],
  permissions: [...SEEDED_ROLES.ContentModerators.permissions],
  csrfToken: 'csrf-mod',
  mustChangePassword: false,
  totpConfirmed: true,
};

const inbox: ModerationInbox = {
  items: [
    {
      kind: 'review',
      id: 5,
      createdAt: '2026-11-28T08:00:00.000Z',
      author: '09121234567',
      about: 'کتری برقی',
      aboutId: 9,
      title: 'عالی بود',
      text: 'زود جوش می‌آید.',
      rating: 5,
      replyTo: null,
    },
    {
      kind: 'contactMessage',
      id: 8,
      createdAt: '2026-11-28T09:00:00.000Z',
      author: 'مریم احمدی',
      about: 'پیگیری ارسال',
      aboutId: null,
      title: 'پیگیری ارسال',
      text: 'سفارشم کی می‌رسد؟',
      rating: null,
      replyTo: 'maryam@example.com',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
  waiting: { review: 1, blogComment: 0, contactMessage: 1 },
};

beforeEach(() => {
  api = fakeAdminApi();
  vi.stubGlobal('fetch', api.fetch);
  csrf.set(null);
  api.on('adminMe', () => moderator);
  api.on('adminModerationInbox', () => inbox);
  api.on('adminApproveModerationItem', () => ({ message: 'نظر تأیید شد و در فروشگاه نمایش داده می‌شود.' }));
  api.on('adminAnswerContactMessage', () => ({ message: 'پاسخ فرستاده شد و پیام از صف بررسی بیرون رفت.' }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the moderation inbox', () => {
  it('filters by kind in the address, approves after asking and answers a contact message', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/admin/moderation?kind=review');
    render(<App />);
    const review = await screen.findByRole('article', { name: '۰۹۱۲۱۲۳۴۵۶۷' }, { timeout: 10_000 });
    expect(within(review).getByText('۰۹۱۲۱۲۳۴۵۶۷').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(api.calls.find((c) => c.name === 'adminModerationInbox')?.url).toContain('kind=review');
    expect(screen.getByRole('link', { name: 'نظر محصول (۱)' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(review).getByRole('button', { name: 'تأیید' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('همین حالا در صفحهٔ محصول');
    await user.click(within(dialog).getByRole('button', { name: 'تأیید' }));
    await waitFor(() => expect(api.calls.some((c) => c.name === 'adminApproveModerationItem')).toBe(true));
    const approve = api.calls.find((c) => c.name === 'adminApproveModerationItem');
    expect(approve?.url).toBe('/api/admin/v1/moderation/review/5/approve');
    expect(approve?.headers['X-CSRF-Token']).toBe('csrf-mod');

    const message = screen.getByRole('article', { name: 'مریم احمدی' });
    const send = within(message).getByRole('button', { name: 'فرستادن پاسخ' });
    expect(send).toBeDisabled();
    await user.type(within(message).getByLabelText('متن پاسخ'), 'فردا می‌رسد.');
    await user.click(send);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'تأیید' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.name === 'adminAnswerContactMessage')?.body).toEqual({ text: 'فردا می‌رسد.' }),
    );
  });
});
