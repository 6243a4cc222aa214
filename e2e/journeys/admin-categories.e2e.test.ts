/**
 * Categories in the back office (issue 36), in Chromium against the production build: a catalogue manager
 * makes a subcategory with a picture under a top category of the demo store, drags it by its handle to the
 * first place among its siblings, and a shopper (390×844) sees it there on the storefront's categories tab at
 * once, its picture served. Then the manager tries to delete a category that holds products and reads the
 * Persian refusal with the count. Screenshots at desktop size and at 390×844, axe on the admin's pages.
 */
import type { Category, CategoryTree } from '@sabad/contract';
import type { AdminCategoryTree } from '@sabad/contract/admin';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { expectNoAxeFindings, signedInStaff, type StaffBrowser } from '../support/admin.js';
import { plainPng } from '../support/png.js';
import { api, openShopper, visible, type Shopper } from '../support/shopper.js';

const run = Date.now().toString(36).toUpperCase();
const subName = `زیردستهٔ آزمایشی ${run}`;
const button = (scope: Page | Locator, name: string | RegExp) =>
  visible(scope.getByRole('button', { name, exact: typeof name === 'string' }));

async function adminTree(page: Page): Promise<AdminCategoryTree['items']> {
  const answer = (await page.evaluate(async () =>
    (await fetch('/api/admin/v1/categories')).json(),
  )) as AdminCategoryTree;
  return answer.items;
}

/** Drags with the mouse as a person does: press on the handle, move in steps (dnd-kit starts after 4 px), release. */
async function drag(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the handle or the target is not on the screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 3, { steps: 20 });
  await page.mouse.up();
}

describe('a subcategory made and dragged in the admin, seen on the storefront; a full category not deleted', () => {
  const staffBrowsers: StaffBrowser[] = [];
  let shopper: Shopper | undefined;
  let top: Category;
  let subId = 0;

  beforeAll(async () => {
    const tree = await api<CategoryTree>('/catalog/categorytree');
    const found = tree.Items.find((category) => category.SubCategories.length > 0);
    if (!found) throw new Error('the demo store has no top category with subcategories');
    top = found;
  });
  afterAll(async () => {
    expect(shopper?.problems ?? []).toEqual([]);
    await shopper?.close();
    for (const staff of staffBrowsers) {
      expect(staff.problems).toEqual([]);
      await staff.close();
    }
  });

  it('a catalogue manager makes a subcategory with a picture under a top category', async () => {
    const { staff } = await signedInStaff('admin-categories', 'CatalogueManagers', {
      pathname: '/catalogue/categories',
    });
    staffBrowsers.push(staff);
    const { page } = staff;
    await visible(page.getByRole('heading', { level: 1, name: 'دسته‌بندی‌ها' }));
    const tree = await visible(page.getByRole('list', { name: 'درخت دسته‌ها' }));
    await expectNoAxeFindings(page, 'categories');
    await staff.shot('tree');

    const topRow = tree.locator(`li[data-category-id="${top.Id}"]`);
    await (await button(topRow, 'زیردستهٔ تازه')).click();
    await page.getByLabel('نام', { exact: true }).fill(subName);
    await expect.poll(() => page.getByLabel('دستهٔ والد', { exact: true }).inputValue()).toBe(String(top.Id));
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'green.png', mimeType: 'image/png', buffer: plainPng(480, 360, [39, 174, 96]) });
    await visible(page.getByText('تصویر تازه با ذخیره جایگزین می‌شود.'));
    await page.getByLabel('متن جایگزین تصویر', { exact: true }).fill('برگ سبز');
    await expectNoAxeFindings(page, 'new subcategory filled in');
    await staff.shot('new-subcategory');
    await (await button(page, 'ذخیره')).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('id'), { timeout: 20_000 }).toMatch(/^\d+$/);
    subId = Number(new URL(page.url()).searchParams.get('id'));
    const made = (await adminTree(page)).find((item) => item.id === subId);
    expect(made).toMatchObject({ name: subName, parentId: top.Id, published: true });
    expect(made?.pictureUrl).toMatch(/^\/images\/\d+\/thumb\//);
    // Its picture is decorative in the row (alt=""), so found as an element, not by role.
    await visible(tree.locator(`li[data-category-id="${subId}"] img`));
    await staff.shot('saved');
  });

  it('drags it by its handle to the first place among its siblings', async () => {
    const { page } = staffBrowsers[0]!;
    const siblings = (await adminTree(page)).filter((item) => item.parentId === top.Id);
    expect(siblings.at(-1)?.id).toBe(subId);
    const first = siblings[0]!;
    const tree = page.getByRole('list', { name: 'درخت دسته‌ها' });
    const handle = await button(tree.locator(`li[data-category-id="${subId}"]`), `جابه‌جا کردن «${subName}»`);
    await drag(page, handle, tree.locator(`li[data-category-id="${first.id}"]`));
    await expect
      .poll(async () => (await adminTree(page)).filter((item) => item.parentId === top.Id).map((item) => item.id)[0], {
        timeout: 20_000,
      })
      .toBe(subId);
    await visible(page.getByText('جای دسته ذخیره شد؛ فروشگاه همین حالا آن را نشان می‌دهد.'));
    await staffBrowsers[0]!.shot('dragged');
  });

  it('changes its picture’s alt text without a new upload', async () => {
    const staff = staffBrowsers[0]!;
    const { page } = staff;
    const tree = page.getByRole('list', { name: 'درخت دسته‌ها' });
    await (await button(tree.locator(`li[data-category-id="${subId}"]`), `ویرایش «${subName}»`)).click();
    const alt = await visible(page.getByLabel('متن جایگزین تصویر', { exact: true }));
    await expect.poll(() => alt.inputValue()).toBe('برگ سبز');
    await alt.fill('برگ سبز روشن');
    await (await button(page, 'ذخیره')).click();
    await visible(page.getByText('ذخیره شد؛ فروشگاه همین حالا آن را نشان می‌دهد.', { exact: true }));
    await staff.shot('alt-text-saved');
    await page.reload();
    await expect
      .poll(() => page.getByLabel('متن جایگزین تصویر', { exact: true }).inputValue(), { timeout: 20_000 })
      .toBe('برگ سبز روشن');
  });

  it("the shopper sees it first under its parent on the storefront's categories tab, its picture served", async () => {
    shopper = await openShopper('admin-categories');
    const { page } = shopper;
    await shopper.open('/tabs/home');
    await (await visible(page.getByRole('tab', { name: fa.tabs.categories }))).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/tabs/categories');
    const section = await visible(page.getByRole('region', { name: top.Name }));
    const link = await visible(section.getByRole('link', { name: subName, exact: true }));
    await link.scrollIntoViewIfNeeded();
    const tree = await api<CategoryTree>('/catalog/categorytree');
    const subcategories = tree.Items.find((category) => category.Id === top.Id)?.SubCategories ?? [];
    const shown = subcategories[0];
    // The tab lists them in the tree's order: the new one before its older siblings.
    const names = (await section.getByRole('link').allInnerTexts()).map((name) => name.trim());
    const listed = names.filter((name) => subcategories.some((category) => category.Name === name));
    expect(listed[0]).toBe(subName);
    expect(shown).toMatchObject({ Id: subId, Name: subName });
    const picture = await page.request.get(shown?.PictureUrl ?? '');
    expect([picture.status(), picture.headers()['content-type']]).toEqual([200, 'image/webp']);
    await shopper.shot('categories-tab');
  });

  it('refuses to delete a category that holds products, in Persian, with the count', async () => {
    const staff = staffBrowsers[0]!;
    const { page } = staff;
    const full = (await adminTree(page)).find((item) => item.productCount > 0);
    if (!full) throw new Error('the demo store has no category with products');
    const tree = page.getByRole('list', { name: 'درخت دسته‌ها' });
    await (await button(tree.locator(`li[data-category-id="${full.id}"]`), `ویرایش «${full.name}»`)).click();
    await visible(page.getByLabel('نام', { exact: true }));
    await expect.poll(() => page.getByLabel('نام', { exact: true }).inputValue()).toBe(full.name);
    await (await button(page, 'حذف')).click();
    const dialog = await visible(page.getByRole('alertdialog'));
    await (await button(dialog, 'حذف')).click();
    const refusal = await visible(page.getByRole('alert').filter({ hasText: `دستهٔ «${full.name}» هنوز` }));
    expect(await refusal.innerText()).toMatch(/هنوز [۰-۹]+ کالا/);
    expect((await adminTree(page)).some((item) => item.id === full.id)).toBe(true);
    await expectNoAxeFindings(page, 'delete refused');
    await staff.shot('delete-refused');
  });

  it('on a phone the tree and the form fit the screen', async () => {
    const { staff } = await signedInStaff('admin-categories', 'CatalogueManagers', {
      phone: true,
      pathname: `/catalogue/categories?id=${subId}`,
    });
    staffBrowsers.push(staff);
    const { page } = staff;
    await visible(page.getByRole('list', { name: 'درخت دسته‌ها' }));
    await expect.poll(() => page.getByLabel('نام', { exact: true }).inputValue()).toBe(subName);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeFindings(page, 'categories on a phone');
    await staff.shot('tree');
    await page.getByLabel('نام', { exact: true }).scrollIntoViewIfNeeded();
    await staff.shot('form');
  });
});
