/**
 * The server's first screen of a category's product list (issue 14, docs/adr/0031): drawn before any of
 * the app's scripts run, it must not move when the Vazirmatn files arrive (a price's `normal` line height
 * came from the font: every row moved 6px, 0.075 of CLS), and the app must take it over with its rows in
 * the same places. The first screen is held on screen by refusing the app's scripts; the fallback font by
 * refusing the font files.
 */
import type { CategoryTree, ProductList } from '@sabad/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, openShopper, type Shopper } from '../support/shopper.js';

interface Row {
  top: number;
  height: number;
}

/** The rows of a list on screen, to the nearest 1/100 px. */
function rowsOf(page: Page, selector: string): Promise<Row[]> {
  return page.evaluate(
    (rowSelector) =>
      [...document.querySelectorAll(rowSelector)]
        .map((row) => row.getBoundingClientRect())
        .filter((box) => box.top < innerHeight)
        .map((box) => ({ top: Math.round(box.top * 100) / 100, height: Math.round(box.height * 100) / 100 })),
    selector,
  );
}

describe("a product list's first screen", () => {
  let shopper: Shopper;
  let listPath: string;
  /** What is refused: the app's scripts (keeps the first screen), and the font files. */
  const refuse = { scripts: false, fonts: false };

  beforeAll(async () => {
    const tree = await api<CategoryTree>('/catalog/categorytree');
    // A list whose first screen is full of rows, some with an old price (its own line).
    for (const sub of tree.Items.flatMap((top) => top.SubCategories)) {
      const list = await api<ProductList>(`/product/search?CategoryId=${sub.Id}&Limit=6`);
      if (list.Items.length >= 5) {
        listPath = `/product?CategoryId=${sub.Id}`;
        break;
      }
    }
    if (!listPath) throw new Error('no subcategory of the seeded store lists five products');
    shopper = await openShopper('first-screen');
    await shopper.page.route('**/assets/**', async (route) => {
      const { pathname } = new URL(route.request().url());
      if ((refuse.scripts && pathname.endsWith('.js')) || (refuse.fonts && pathname.endsWith('.woff2')))
        return route.abort('blockedbyclient');
      return route.fallback();
    });
  });

  afterAll(async () => {
    await shopper?.close();
  });

  async function firstScreenRows(fonts: boolean): Promise<Row[]> {
    const { page } = shopper;
    refuse.scripts = true;
    refuse.fonts = !fonts;
    await shopper.open(listPath);
    // The font files are asked for at the first layout; wait for them rather than trust the load event.
    if (fonts)
      await page.waitForFunction(() =>
        [...document.fonts].some((face) => face.family.includes('Vazirmatn') && face.status === 'loaded'),
      );
    const families = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
    });
    expect(
      families.some((family) => family.includes('Vazirmatn')),
      'Vazirmatn drawn',
    ).toBe(fonts);
    expect(await page.locator('#fs .fs-list > li').count()).toBeGreaterThanOrEqual(5);
    return rowsOf(page, '#fs .fs-list > li');
  }

  it('keeps every row in its place when the font arrives', async () => {
    const inFallbackFont = await firstScreenRows(false);
    const inVazirmatn = await firstScreenRows(true);
    expect(inFallbackFont).toEqual(inVazirmatn);
    await shopper.shot('first-screen');
  });

  it('is taken over by the app with its rows in the same places', async () => {
    const { page } = shopper;
    const drawnByServer = await firstScreenRows(true);
    refuse.scripts = false;
    refuse.fonts = false;
    await shopper.open(listPath);
    await page.waitForFunction(() => !document.getElementById('fs'), null, { timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready);
    const drawnByApp = await rowsOf(page, '.ion-page:not(.ion-page-hidden) .product-list > li');
    expect(drawnByApp.slice(0, drawnByServer.length)).toEqual(drawnByServer);
    await shopper.shot('taken-over');
    expect(shopper.problems).toEqual([]);
  });
});
