import type { HomePage, ProductOverview } from '@sabad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, openShopper, PERSIAN_DIGITS, visible, type Shopper } from '../support/shopper.js';

describe('home', () => {
  let shopper: Shopper;
  let home: HomePage;
  let product: ProductOverview;

  beforeAll(async () => {
    home = await api<HomePage>('/catalog/homepage');
    const firstRowProduct = [home.FeaturedProducts, home.NewProducts, home.BestSellers]
      .find((row) => row.length > 0)
      ?.find((item) => item.InStock);
    if (!firstRowProduct) throw new Error('the first product row of the seeded home page has no product in stock');
    product = firstRowProduct;
    shopper = await openShopper('home');
  });

  afterAll(async () => {
    await shopper?.close();
  });

  it('opens at the store root and lands on the home tab, right to left in Persian', async () => {
    const { page } = shopper;
    await shopper.open('/');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/(tabs\/)?home\/?$/);
    const html = await page.evaluate(() => ({
      lang: document.documentElement.getAttribute('lang'),
      dir: document.documentElement.getAttribute('dir'),
      bodyDirection: getComputedStyle(document.body).direction,
    }));
    expect(html).toEqual({ lang: 'fa', dir: 'rtl', bodyDirection: 'rtl' });
    await shopper.shot('landed');
  });

  it('shows the real categories and a real product with its Toman price in Persian digits', async () => {
    const { page } = shopper;
    const firstCategory = home.Categories[0];
    expect(firstCategory, 'the seeded home page lists categories').toBeDefined();
    await visible(page.getByText(firstCategory!.Name, { exact: true }));
    const card = await visible(
      page.getByRole('link').filter({ has: page.getByRole('heading', { name: product.Name, exact: true }) }),
    );
    expect(await card.getAttribute('href')).toBe(`/product-details/${product.Id}`);

    expect(product.Price).toMatch(PERSIAN_DIGITS);
    expect(product.Price).toContain('تومان');
    const price = await visible(card.getByText(product.Price, { exact: true }));
    expect(await price.textContent()).toMatch(/^[۰-۹٬,\s]+تومان$/u);
    await shopper.shot('home-loaded');
  });

  it('draws its text in the bundled Vazirmatn font, served by the store itself', async () => {
    const { page } = shopper;
    const loadedFamilies = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/["']/g, ''));
    });
    expect(loadedFamilies.some((family) => /vazirmatn/i.test(family))).toBe(true);
    expect(shopper.problems).toEqual([]);
  });
});
