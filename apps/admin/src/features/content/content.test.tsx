import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBlogPost, AdminBlogPostList, AdminTopic } from '@sabad/contract/admin';
import { SEEDED_ROLES } from '@sabad/contract/admin/permissions';
import { App } from '@/app/app';
import type { Me } from '@/lib/session';
import { csrf } from '@/lib/session';
import { fakeAdminApi, type FakeAdminApi } from '@/test/fake-api';
import { axeFindings } from '../settings/axe';

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

const post: AdminBlogPost = {
  id: 7,
  title: 'راهنمای خرید کتری',
  slug: 'راهنمای-خرید-کتری',
  status: 'published',
  publishedAt: '2026-11-20T06:30:00.000Z',
  tags: ['راهنما'],
  pictureUrl: null,
  overview: 'خلاصه',
  body: '<p>متن نوشته</p>',
  allowComments: true,
  pictureId: null,
  pictureAlt: '',
  commentCount: 2,
  rowVersion: 5,
};

const list: AdminBlogPostList = {
  items: [
    {
      id: 7,
      title: post.title,
      slug: post.slug,
      status: 'published',
      publishedAt: post.publishedAt,
      tags: post.tags,
      pictureUrl: null,
    },
    {
      id: 8,
      title: 'فروش ویژهٔ یلدا',
      slug: null,
      status: 'scheduled',
      publishedAt: '2026-12-20T06:30:00.000Z',
      tags: [],
      pictureUrl: null,
    },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
};

beforeEach(() => {
  api = fakeAdminApi();
  vi.stubGlobal('fetch', api.fetch);
  csrf.set(null);
  api.on('adminMe', () => moderator);
  api.on('adminListBlogPosts', () => list);
  api.on('adminGetBlogPost', () => post);
});
afterEach(() => vi.unstubAllGlobals());

describe('the blog', () => {
  it('lists posts with their status and Jalali time; the menu and the tabs lead to it', async () => {
    window.history.replaceState(null, '', '/admin/content/blog');
    render(<App />);
    const yalda = await screen.findByRole('row', { name: /فروش ویژهٔ یلدا/ }, { timeout: 10_000 });
    expect(within(yalda).getByText('زمان‌بندی‌شده')).toBeVisible();
    expect(within(yalda).getByText(/۱۴۰۵/)).toBeVisible();
    expect(await axeFindings()).toEqual([]);
    expect(screen.getByRole('link', { name: 'وبلاگ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'نوشتهٔ تازه' })).toHaveAttribute('href', '/admin/content/blog/new');
  });

  it('asks for the date of a scheduled post before sending, unpublishes with the version, deletes after asking', async () => {
    const user = userEvent.setup();
    api.on('adminChangeBlogPost', ({ body }) => ({ ...post, status: 'draft', rowVersion: 6, ...(body as object) }));
    api.on('adminDeleteBlogPost', () => ({ done: true }));
    window.history.replaceState(null, '', '/admin/content/blog/7');
    render(<App />);
    expect(await screen.findByRole('textbox', { name: 'عنوان' }, { timeout: 10_000 })).toHaveValue(post.title);
    expect(await axeFindings()).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'زمان‌بندی انتشار' }));
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('تاریخ و ساعت انتشار را کامل انتخاب کنید.')).toBeVisible();
    expect(api.calls.some((c) => c.name === 'adminChangeBlogPost')).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'پیش‌نویس (در فروشگاه نمایش داده نمی‌شود)' }));
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.name === 'adminChangeBlogPost')?.body).toMatchObject({
        expectedVersion: 5,
        title: post.title,
        publication: 'draft',
        tags: ['راهنما'],
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'حذف نوشته' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'تأیید' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.name === 'adminDeleteBlogPost')?.url).toBe(
        '/api/admin/v1/content/blog-posts/7?expectedVersion=6',
      ),
    );
  });
});

const topic: AdminTopic = {
  id: 3,
  systemName: 'about-us',
  title: 'درباره ما',
  published: true,
  includeInSideMenu: true,
  accessibleWhenStoreClosed: false,
  displayOrder: 1,
  body: '<p>فروشگاه سبد</p>',
  metaDescription: '',
  rowVersion: 4,
};

describe('topics and contact details', () => {
  it('edits a topic with its version and flags', async () => {
    const user = userEvent.setup();
    api.on('adminGetTopic', () => topic);
    api.on('adminChangeTopic', ({ body }) => ({ ...topic, ...(body as object), rowVersion: 5 }));
    window.history.replaceState(null, '', '/admin/content/topics/3');
    render(<App />);
    const title = await screen.findByRole('textbox', { name: 'عنوان' }, { timeout: 10_000 });
    expect(await axeFindings()).toEqual([]);
    await user.clear(title);
    await user.type(title, 'دربارهٔ سبد');
    await user.click(screen.getByRole('checkbox', { name: 'در دسترس هنگام بسته بودن فروشگاه' }));
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.name === 'adminChangeTopic')?.body).toEqual({
        expectedVersion: 4,
        title: 'دربارهٔ سبد',
        body: '<p>فروشگاه سبد</p>',
        metaDescription: '',
        displayOrder: 1,
        published: true,
        includeInSideMenu: true,
        accessibleWhenStoreClosed: true,
      }),
    );
  });

  it('shows the contact details as a form of the content area', async () => {
    api.on('adminGetContactDetails', () => ({
      name: 'contact',
      title: 'اطلاعات تماس',
      description: 'آنچه صفحهٔ «تماس با ما» نشان می‌دهد.',
      rowVersion: 0,
      fields: [
        { name: 'StorePhone', label: 'تلفن', kind: 'text', hint: null, value: '۰۲۱-۱۲۳۴۵۶۷۸' },
        { name: 'StoreAddress', label: 'نشانی', kind: 'longText', hint: null, value: 'تهران' },
      ],
    }));
    window.history.replaceState(null, '', '/admin/content/contact');
    render(<App />);
    expect(await screen.findByLabelText('تلفن', undefined, { timeout: 10_000 })).toHaveValue('۰۲۱-۱۲۳۴۵۶۷۸');
    expect(screen.getByRole('link', { name: 'اطلاعات تماس' })).toHaveAttribute('aria-current', 'page');
    expect(await axeFindings()).toEqual([]);
  });
});
