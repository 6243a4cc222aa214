/**
 * The product editor (issue 36), in Chromium against the production build: a catalogue manager (the seeded
 * CatalogueManagers role) makes a product on the admin's form — a negative price refused in Persian first,
 * the full description written in the rich-text editor, a category ticked, a colour attribute with two values
 * and a combination per value, each with its stock — then adds two pictures, describes one and puts the second
 * first. Published, the storefront (a shopper at 390×844) finds it at once in the search and at the top of its
 * category's newest products, and its page shows the price, the description and both pictures in their order.
 * Screenshots at desktop size and at 390×844, axe on every admin page.
 */
import type { Category, CategoryTree, ProductDetails } from '@sabad/contract';
import type { AdminProductDetail } from '@sabad/contract/admin';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { expectNoAxeFindings, signedInStaff, type StaffBrowser } from '../support/admin.js';
import { plainPng } from '../support/png.js';
import { api, openShopper, visible, type Shopper } from '../support/shopper.js';

const run = Date.now().toString(36).toUpperCase();
const productName = `کوله‌پشتی کوهنوردی ${run}`;
const pathname = (page: Page) => new URL(page.url()).pathname;
const waitForPath = (page: Page, expected: string | RegExp, timeout = 20_000) =>
  expect.poll(() => pathname(page), { timeout })[typeof expected === 'string' ? 'toBe' : 'toMatch'](expected as never);
const button = (scope: Page | Locator, name: string | RegExp) =>
  visible(scope.getByRole('button', { name, exact: typeof name === 'string' }));

/** A category with a name no other category has, so the admin's checkbox and the storefront's list name it alone. */
async function uniqueCategory(): Promise<Category> {
  const tree = await api<CategoryTree>('/catalog/categorytree');
  const all: Category[] = [];
  const walk = (nodes: Category[]) => {
    for (const node of nodes) {
      all.push(node);
      walk(node.SubCategories);
    }
  };
  walk(tree.Items);
  const leaf = all.find(
    (category) => category.SubCategories.length === 0 && all.filter((c) => c.Name === category.Name).length === 1,
  );
  if (!leaf) throw new Error('the demo store has no category with a unique name');
  return leaf;
}

async function adminProduct(page: Page, id: number): Promise<AdminProductDetail> {
  return (await page.evaluate(
    async (productId: number) => (await fetch(`/api/admin/v1/catalogue/products/${productId}`)).json(),
    id,
  )) as AdminProductDetail;
}

describe('a product made in the admin with two pictures and a combination, found in the storefront', () => {
  const staffBrowsers: StaffBrowser[] = [];
  let shopper: Shopper;
  let category: Category;
  let productId = 0;

  beforeAll(async () => {
    category = await uniqueCategory();
  });
  afterAll(async () => {
    expect(shopper?.problems ?? []).toEqual([]);
    await shopper?.close();
    for (const staff of staffBrowsers) {
      expect(staff.problems).toEqual([]);
      await staff.close();
    }
  });

  it('a catalogue manager makes the product: a negative price is refused in Persian first', async () => {
    const { staff } = await signedInStaff('admin-product-editor', 'CatalogueManagers', {
      pathname: '/catalogue/products/new',
    });
    staffBrowsers.push(staff);
    const { page } = staff;
    await visible(page.getByRole('heading', { level: 1, name: 'محصول تازه' }));
    await expectNoAxeFindings(page, 'new product');
    await staff.shot('new');

    await page.getByLabel('نام محصول', { exact: true }).fill(productName);
    await page.getByLabel('قیمت (تومان)', { exact: true }).fill('-۱۰۰۰');
    await (await button(page, 'ساختن محصول')).click();
    await visible(page.getByText('قیمت نمی‌تواند منفی باشد.'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('inputmode'))).toBe('numeric');
    await staff.shot('negative-price');

    await page.getByLabel('قیمت (تومان)', { exact: true }).fill('۸۹۰٬۰۰۰');
    await page.getByLabel('توضیح کوتاه', { exact: true }).fill('کوله‌پشتی ۴۰ لیتری ضدآب');
    const editor = await visible(page.getByRole('textbox', { name: 'توضیحات کامل' }));
    await editor.click();
    await page.keyboard.type('پارچهٔ ');
    await (await button(page, 'پررنگ')).click();
    await page.keyboard.type('ضدآب');
    await (await button(page, 'پررنگ')).click();
    await page.keyboard.type(' با بند کمری');
    await (await visible(page.getByRole('checkbox', { name: category.Name, exact: true }))).check();
    await page.getByLabel('پیگیری موجودی', { exact: true }).selectOption('combinations');
    await (await button(page, 'افزودن ویژگی')).click();
    const attribute = page.getByRole('group', { name: 'ویژگی ۱' });
    await attribute.getByLabel('نام ویژگی', { exact: true }).fill('رنگ');
    await attribute.getByLabel('مقدار', { exact: true }).fill('سرمه‌ای');
    await (await button(attribute, 'افزودن مقدار')).click();
    await attribute.getByLabel('مقدار', { exact: true }).nth(1).fill('طوسی');
    await (await button(page, 'ساختن همهٔ ترکیب‌ها')).click();
    const navy = await visible(page.getByRole('listitem', { name: 'ترکیب سرمه‌ای' }));
    await navy.getByLabel('موجودی', { exact: true }).fill('۵');
    const grey = await visible(page.getByRole('listitem', { name: 'ترکیب طوسی' }));
    await grey.getByLabel('موجودی', { exact: true }).fill('۳');
    await expectNoAxeFindings(page, 'new product filled in');
    await staff.shot('filled');

    await (await button(page, 'ساختن محصول')).click();
    await waitForPath(page, /^\/admin\/catalogue\/products\/\d+$/);
    productId = Number(pathname(page).split('/').pop());
    await visible(page.getByRole('heading', { level: 1, name: productName }));
    const saved = await adminProduct(page, productId);
    expect(saved).toMatchObject({
      price: 8_900_000,
      published: true,
      categoryIds: [category.Id],
      inventoryMethod: 'combinations',
      combinations: [
        { values: [{ attribute: 'رنگ', value: 'سرمه‌ای' }], stockQuantity: 5 },
        { values: [{ attribute: 'رنگ', value: 'طوسی' }], stockQuantity: 3 },
      ],
    });
    expect(saved.fullDescription).toBe('<p>پارچهٔ <strong>ضدآب</strong> با بند کمری</p>');
  });

  it('adds two pictures, describes the second and puts it first', async () => {
    const staff = staffBrowsers[0]!;
    const { page } = staff;
    await page.locator('#product-picture-input').setInputFiles([
      { name: 'navy.png', mimeType: 'image/png', buffer: plainPng(320, 240, [31, 58, 96]) },
      { name: 'grey.png', mimeType: 'image/png', buffer: plainPng(240, 320, [128, 128, 128]) },
    ]);
    const pictures = page.getByRole('list', { name: 'تصاویر' });
    await expect.poll(() => pictures.getByRole('listitem').count(), { timeout: 20_000 }).toBe(2);
    const second = pictures.getByRole('listitem', { name: 'تصویر ۲' });
    await second.getByLabel('متن جایگزین', { exact: true }).fill('کوله‌پشتی طوسی از پهلو');
    await (await button(page, 'بردن تصویر ۲ به جلو')).click();
    await visible(
      pictures.getByRole('listitem', { name: 'تصویر ۱' }).getByRole('img', { name: 'کوله‌پشتی طوسی از پهلو' }),
    );
    await expectNoAxeFindings(page, 'product with two pictures');
    await staff.shot('pictures');
    await (await button(page, 'ذخیرهٔ تغییرات')).click();
    await visible(page.getByText('تغییرات ذخیره شد.'));
    const saved = await adminProduct(page, productId);
    expect(saved.pictures).toHaveLength(2);
    expect(saved.pictures[0]?.altText).toBe('کوله‌پشتی طوسی از پهلو');
    expect(saved.pictures[0]?.width).toBe(240);
    await staff.shot('saved');
  });

  it('on a phone the editor shows the product, its pictures and its combinations within the screen', async () => {
    const { staff } = await signedInStaff('admin-product-editor', 'CatalogueManagers', {
      phone: true,
      pathname: `/catalogue/products/${productId}`,
    });
    staffBrowsers.push(staff);
    const { page } = staff;
    await visible(page.getByRole('heading', { level: 1, name: productName }));
    await visible(page.getByRole('listitem', { name: 'ترکیب طوسی' }));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeFindings(page, 'product on a phone');
    await staff.shot('product');
    await page.getByRole('list', { name: 'تصاویر' }).scrollIntoViewIfNeeded();
    await staff.shot('pictures');
  });

  it('a shopper finds it at once in the search and in its category, with its price and pictures in order', async () => {
    shopper = await openShopper('admin-product-editor');
    const { page } = shopper;
    const product = await api<ProductDetails>(`/product/details/${productId}`);
    expect(product.PriceValue).toBe(8_900_000);

    await shopper.open('/tabs/home');
    const box = await visible(page.getByRole('searchbox', { name: fa.home.searchPlaceholder }));
    await box.click();
    await box.fill(productName);
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('SearchWords')).toBe(productName);
    await visible(page.getByRole('heading', { name: productName, exact: true }));
    await shopper.shot('search');

    await shopper.open(`/product?CategoryId=${category.Id}&Sort=newest`);
    await visible(page.locator('ion-title', { hasText: category.Name }));
    const card = await visible(page.getByRole('heading', { name: productName, exact: true }));
    await shopper.shot('category');
    await card.click();
    await waitForPath(page, `/product-details/${productId}`);
    await visible(page.getByText(product.Price, { exact: true }).first());
    await visible(page.getByText('ضدآب', { exact: true }).first());
    expect(product.Pictures).toHaveLength(2);
    expect(product.Pictures[0]?.Url).toContain(`/images/`);
    await shopper.shot('product');
  });
});
