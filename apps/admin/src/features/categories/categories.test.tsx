import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCategoryDetail, AdminCategoryNode, AdminCategoryTree } from '@sabad/contract/admin';
import { SEEDED_ROLES } from '@sabad/contract/admin/permissions';
import { App } from '@/app/app';
import type { Me } from '@/lib/session';
import { csrf } from '@/lib/session';
import { fakeAdminApi, type FakeAdminApi } from '@/test/fake-api';
import { dropTarget, flatten, indentTarget, outdentTarget, stepTarget } from './tree';

const node = (id: number, name: string, parentId: number, displayOrder: number): AdminCategoryNode => ({
  id,
  name,
  slug: null,
  parentId,
  displayOrder,
  published: true,
  pictureUrl: null,
  productCount: 0,
  rowVersion: 4,
});

// دیجیتال (1) › گوشی (2), لپ‌تاپ (3) ; کتاب (4) › رمان (5)
const items = [
  node(1, 'دیجیتال', 0, 0),
  node(2, 'گوشی', 1, 0),
  node(3, 'لپ‌تاپ', 1, 1),
  node(4, 'کتاب', 0, 1),
  node(5, 'رمان', 4, 0),
];
const flat = flatten(items);

describe('the tree’s moves', () => {
  it('gives each node its depth', () => {
    expect(flat.map((n) => n.depth)).toEqual([0, 1, 1, 0, 1]);
  });

  it('reorders among siblings by a drop, up or down', () => {
    expect(dropTarget(flat, 3, 2, 0)).toEqual({ parentId: 1, position: 0 });
    expect(dropTarget(flat, 2, 3, 0)).toEqual({ parentId: 1, position: 1 });
    expect(dropTarget(flat, 4, 1, 0)).toEqual({ parentId: 0, position: 0 });
  });

  it('moves under another parent when dropped among its children, or dragged sideways', () => {
    // رمان dropped on گوشی's place: between دیجیتال and گوشی, a child of دیجیتال, first.
    expect(dropTarget(flat, 5, 2, 0)).toEqual({ parentId: 1, position: 0 });
    // لپ‌تاپ dragged one level in, in place: under گوشی.
    expect(dropTarget(flat, 3, 3, 1)).toEqual({ parentId: 2, position: 0 });
    // گوشی dragged one level out, in place: لپ‌تاپ below it keeps it at depth 1 (nothing changes).
    expect(dropTarget(flat, 2, 2, -1)).toBeNull();
    // لپ‌تاپ (last child) dragged out: a top-level category after دیجیتال.
    expect(dropTarget(flat, 3, 3, -1)).toEqual({ parentId: 0, position: 1 });
  });

  it('never drops a node inside its own subtree', () => {
    expect(dropTarget(flat, 1, 2, 0)).toBeNull();
  });

  it('moves by the buttons: up, down, in and out', () => {
    expect(stepTarget(flat, 2, -1)).toBeNull();
    expect(stepTarget(flat, 2, 1)).toEqual({ parentId: 1, position: 1 });
    expect(indentTarget(flat, 3)).toEqual({ parentId: 2, position: 0 });
    expect(indentTarget(flat, 1)).toBeNull();
    expect(outdentTarget(flat, 5)).toEqual({ parentId: 0, position: 2 });
    expect(outdentTarget(flat, 4)).toBeNull();
  });
});

let api: FakeAdminApi;

function staff(role: keyof typeof SEEDED_ROLES): Me {
  return {
    id: 1,
    email: 'staff@sabad.test',
    name: 'مریم کارمند',
    roles: [{ systemName: role, name: SEEDED_ROLES[role].name }],
    permissions: [...SEEDED_ROLES[role].permissions],
    csrfToken: 'csrf-me',
    mustChangePassword: false,
    totpConfirmed: true,
  };
}

const detail = (id: number): AdminCategoryDetail => {
  const base = items.find((item) => item.id === id) ?? node(id, 'تازه', 0, 0);
  return {
    ...base,
    description: '',
    metaTitle: '',
    metaDescription: '',
    pictureAlt: '',
    subcategoryCount: items.filter((item) => item.parentId === id).length,
    productCount: id === 4 ? 3 : 0,
  };
};

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

beforeEach(() => {
  api = fakeAdminApi();
  vi.stubGlobal('fetch', api.fetch);
  csrf.set(null);
  api.on('adminMe', () => staff('CatalogueManagers'));
  api.on('adminListCategories', (): AdminCategoryTree => ({ items }));
  api.on('adminGetCategory', ({ params }) => detail(Number(params.id)));
});
afterEach(() => vi.unstubAllGlobals());

describe('the categories page', () => {
  it('moves a category under the one above it with its button, sending the version it loaded', async () => {
    api.on('adminMoveCategory', () => ({ items }));
    const user = userEvent.setup();
    openAt('/admin/catalogue/categories');
    const tree = await screen.findByRole('list', { name: 'درخت دسته‌ها' }, { timeout: 10_000 });
    expect(within(tree).getByRole('button', { name: 'ویرایش «رمان»' })).toBeInTheDocument();
    await user.click(within(tree).getByRole('button', { name: 'بردن «لپ‌تاپ» زیر دستهٔ بالایی' }));
    await waitFor(() => expect(api.calls.some((c) => c.name === 'adminMoveCategory')).toBe(true));
    const call = api.calls.find((c) => c.name === 'adminMoveCategory');
    expect(call?.url).toContain('/categories/3/position');
    expect(call?.body).toEqual({ parentId: 2, position: 0, expectedVersion: 4 });
    expect(call?.headers['X-CSRF-Token']).toBe('csrf-me');
  });

  it('creates a subcategory from a row’s button, under that row', async () => {
    api.on('adminCreateCategory', () => ({ ...detail(2), id: 9, name: 'تبلت', parentId: 1 }));
    const user = userEvent.setup();
    openAt('/admin/catalogue/categories');
    const tree = await screen.findByRole('list', { name: 'درخت دسته‌ها' }, { timeout: 10_000 });
    const row = within(tree).getByRole('button', { name: 'ویرایش «دیجیتال»' }).closest('li') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'زیردستهٔ تازه' }));
    await user.type(await screen.findByLabelText('نام'), 'تبلت');
    expect(screen.getByLabelText('دستهٔ والد')).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(api.calls.some((c) => c.name === 'adminCreateCategory')).toBe(true));
    expect(api.calls.find((c) => c.name === 'adminCreateCategory')?.body).toMatchObject({
      name: 'تبلت',
      parentId: 1,
      slug: '',
      published: true,
    });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('id')).toBe('9'));
  });

  it('edits the kept picture’s alt text without a new upload', async () => {
    api.on('adminGetCategory', ({ params }) => ({
      ...detail(Number(params.id)),
      pictureUrl: '/images/7/medium/novel.webp',
      pictureAlt: 'جلد رمان',
    }));
    api.on('adminUpdateCategory', ({ params }) => detail(Number(params.id)));
    const user = userEvent.setup();
    openAt('/admin/catalogue/categories?id=4');
    const alt = await screen.findByLabelText('متن جایگزین تصویر', undefined, { timeout: 10_000 });
    await waitFor(() => expect(alt).toHaveValue('جلد رمان'));
    await user.clear(alt);
    await user.type(alt, 'جلد سه رمان');
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(api.calls.some((c) => c.name === 'adminUpdateCategory')).toBe(true));
    const body = api.calls.find((c) => c.name === 'adminUpdateCategory')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ pictureAlt: 'جلد سه رمان', expectedVersion: 4 });
    expect(body).not.toHaveProperty('picture');
  });

  it('shows the Persian refusal when a category still holds products', async () => {
    const refusal = 'دستهٔ «کتاب» هنوز ۳ کالا و ۱ زیردسته دارد؛ پیش از حذف، آن‌ها را به دستهٔ دیگری ببرید.';
    api.fail('adminDeleteCategory', 409, refusal);
    const user = userEvent.setup();
    openAt('/admin/catalogue/categories?id=4');
    await screen.findByText('۳ کالا، ۱ زیردسته', undefined, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'حذف' }));
    const alert = await screen.findByText(refusal);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(api.calls.find((c) => c.name === 'adminDeleteCategory')?.body).toEqual({ expectedVersion: 4 });
  });

  it('shows Support nothing to change (the page is closed to it)', async () => {
    api.on('adminMe', () => staff('Support'));
    openAt('/admin/catalogue/categories');
    await screen.findByText('دسترسی ندارید', undefined, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'دستهٔ تازه' })).toBeNull();
  });
});
