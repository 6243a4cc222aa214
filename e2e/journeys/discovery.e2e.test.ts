import {
  toPersianDigits,
  type Category,
  type CategoryTree,
  type ProductList,
  type ProductListFilters,
} from '@sabad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { api, openShopper, visible, type Shopper } from '../support/shopper.js';

interface Plan {
  top: Category;
  sub: Category;
  brand: ProductListFilters['Brands'][number];
  /** The subcategory's products of the brand, cheapest first, as the API lists them. */
  cheapest: ProductList;
}

/** A subcategory offering at least two brands in its filter sheet, and its most stocked brand. */
async function findFilterablePath(): Promise<Plan> {
  const tree = await api<CategoryTree>('/catalog/categorytree');
  for (const top of tree.Items) {
    for (const sub of top.SubCategories) {
      const filters = await api<ProductListFilters>(`/product/searchfilters?CategoryId=${sub.Id}`);
      if (filters.Brands.length < 2) continue;
      const brand = [...filters.Brands].sort((a, b) => b.Count - a.Count)[0]!;
      const cheapest = await api<ProductList>(
        `/product/search?CategoryId=${sub.Id}&BrandIds=${brand.Id}&Sort=price-asc&Limit=10`,
      );
      if (cheapest.Items.length > 0) return { top, sub, brand, cheapest };
    }
  }
  throw new Error('no subcategory of the seeded store offers two brands to filter by');
}

/** How a shopper with an Arabic keyboard types Persian: ي for ی, ك for ک, and digits in Persian. */
const typedWithArabicLetters = (text: string) => toPersianDigits(text).replace(/ی/g, 'ي').replace(/ک/g, 'ك');

describe('categories → subcategory → filter by brand → sort by price → product; search with Arabic letters and Persian digits', () => {
  let shopper: Shopper;
  let plan: Plan;

  beforeAll(async () => {
    plan = await findFilterablePath();
    shopper = await openShopper('discovery');
    await shopper.open('/tabs/home');
  });

  afterAll(async () => {
    await shopper?.close();
  });

  it('opens a subcategory from the categories tab', async () => {
    const { page } = shopper;
    await (await visible(page.getByRole('tab', { name: fa.tabs.categories }))).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/tabs/categories');
    const section = await visible(page.getByRole('region', { name: plan.top.Name }));
    await (await visible(section.getByRole('link', { name: plan.sub.Name, exact: true }))).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('CategoryId')).toBe(String(plan.sub.Id));
    await visible(page.locator('ion-title', { hasText: plan.sub.Name }));
  });

  it('ticks a brand in the filter sheet, with its count, and the list and URL follow', async () => {
    const { page } = shopper;
    await (await visible(page.getByRole('button', { name: fa.productList.filter, exact: true }))).click();
    const sheet = await visible(page.getByRole('dialog', { name: fa.productFilters.title }));
    const brand = await visible(sheet.locator('label', { hasText: plan.brand.Name }).first());
    await visible(brand.getByText(toPersianDigits(plan.brand.Count), { exact: true }));
    await shopper.shot('filter-sheet');
    await brand.getByRole('checkbox').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('BrandIds')).toBe(String(plan.brand.Id));
    expect(await brand.getByRole('checkbox').isChecked()).toBe(true);
    await visible(sheet.getByRole('button', { name: fa.productFilters.show(toPersianDigits(plan.brand.Count)) }));
    await shopper.shot('filter-sheet-brand-ticked');
    await sheet.getByRole('button', { name: fa.productFilters.show(toPersianDigits(plan.brand.Count)) }).click();
    await expect.poll(() => page.getByRole('dialog', { name: fa.productFilters.title }).count()).toBe(0);
    await visible(page.getByRole('button', { name: fa.productList.filterWithCount('۱') }));
  });

  it('sorts the filtered list by price, cheapest first, as the API does', async () => {
    const { page } = shopper;
    await page.getByLabel(fa.productList.sortLabel).selectOption('price-asc');
    await expect.poll(() => new URL(page.url()).searchParams.get('Sort')).toBe('price-asc');
    expect(new URL(page.url()).searchParams.get('BrandIds')).toBe(String(plan.brand.Id));
    const expected = plan.cheapest.Items.slice(0, 3).map((item) => item.Name);
    await expect
      .poll(async () =>
        (await page.locator('.product-list h2, .product-list h3').allInnerTexts()).slice(0, expected.length),
      )
      .toEqual(expected);
    await shopper.shot('filtered-sorted-list');
  });

  it('opens the cheapest product of the brand', async () => {
    const { page } = shopper;
    const product = plan.cheapest.Items[0]!;
    await (await visible(page.getByRole('heading', { name: product.Name, exact: true }))).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/product-details/${product.Id}`);
    await visible(page.getByText(product.Price, { exact: true }));
  });

  it('finds the product by its name typed with Arabic letters and Persian digits, with suggestions while typing', async () => {
    const { page } = shopper;
    const product = plan.cheapest.Items.find((item) => /[0-9۰-۹]/.test(item.Name)) ?? plan.cheapest.Items[0]!;
    const typed = typedWithArabicLetters(product.Name);
    await shopper.open('/tabs/home');
    const box = await visible(page.getByRole('searchbox', { name: fa.home.searchPlaceholder }));
    await box.click();
    await page.keyboard.type(typed.slice(0, Math.min(typed.length, 12)), { delay: 40 });
    const suggestions = await visible(page.getByRole('list', { name: fa.search.suggestions }));
    await visible(suggestions.getByRole('listitem').first());
    await shopper.shot('search-suggestions');
    await box.fill(typed);
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('SearchWords')).toBe(typed);
    const found = await visible(page.getByRole('heading', { name: product.Name, exact: true }));
    expect(await found.isVisible()).toBe(true);
    await shopper.shot('search-results');
    expect(shopper.problems).toEqual([]);
  });
});
