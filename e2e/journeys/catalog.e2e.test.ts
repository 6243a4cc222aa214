import type { Category, CategoryTree, ProductDetails, ProductList } from '@sabad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { api, openShopper, visible, type Shopper } from '../support/shopper.js';

interface Path {
  top: Category;
  sub: Category;
  list: ProductList;
  product: ProductDetails;
}

/** The first top category with a subcategory that lists a product in stock, as the API answers. */
async function findBrowsablePath(): Promise<Path> {
  const tree = await api<CategoryTree>('/catalog/categorytree');
  for (const top of tree.Items) {
    for (const sub of top.SubCategories) {
      const list = await api<ProductList>(`/product/search?CategoryId=${sub.Id}&Limit=10`);
      const first = list.Items.find((item) => item.InStock);
      if (first) return { top, sub, list, product: await api<ProductDetails>(`/product/details/${first.Id}`) };
    }
  }
  throw new Error('no top category of the seeded store has a subcategory with products');
}

describe('category → product list → product details', () => {
  let shopper: Shopper;
  let path: Path;

  beforeAll(async () => {
    path = await findBrowsablePath();
    shopper = await openShopper('catalog');
    await shopper.open('/tabs/home');
  });

  afterAll(async () => {
    await shopper?.close();
  });

  it('lists each top category with its subcategories on the categories tab', async () => {
    const { page } = shopper;
    await (await visible(page.getByRole('tab', { name: fa.tabs.categories }))).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/tabs/categories');
    const section = await visible(page.getByRole('region', { name: path.top.Name }));
    for (const sub of path.top.SubCategories) await visible(section.getByRole('link', { name: sub.Name, exact: true }));
    await shopper.shot('categories');
  });

  it("opens a subcategory's product list with the products the API lists, in its order", async () => {
    const { page } = shopper;
    await (await visible(page.getByRole('link', { name: path.sub.Name, exact: true }))).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/product');
    expect(new URL(page.url()).searchParams.get('CategoryId')).toBe(String(path.sub.Id));
    await visible(page.locator('ion-title', { hasText: path.sub.Name }));
    for (const item of path.list.Items.slice(0, 3)) {
      const row = await visible(
        page.getByRole('link').filter({ has: page.getByRole('heading', { name: item.Name, exact: true }) }),
      );
      expect(await row.getAttribute('href')).toBe(`/product-details/${item.Id}`);
      const priceOrUnavailable = item.InStock ? item.Price : fa.product.outOfStock;
      await visible(row.getByText(priceOrUnavailable, { exact: true }));
    }
    await shopper.shot('product-list');
  });

  it("opens a product's details with its name, price, stock and pictures", async () => {
    const { page } = shopper;
    const { product } = path;
    await (await visible(page.getByRole('heading', { name: product.Name, exact: true }))).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/product-details/${product.Id}`);
    await visible(page.getByText(product.Name, { exact: true }));
    await visible(page.getByText(product.Price, { exact: true }));
    if (product.OldPrice) await visible(page.getByText(product.OldPrice, { exact: true }));
    await visible(page.getByText(product.StockAvailability, { exact: true }));
    expect(product.Pictures.length).toBeGreaterThan(0);

    const gallery = await visible(page.getByRole('region', { name: fa.product.gallery }));
    const sources = await gallery.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    expect(sources).toEqual(product.Pictures.map((picture) => picture.Url));
    const firstPicture = await visible(gallery.locator('img').first());
    await expect
      .poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 10_000,
      })
      .toBe(true);
    if (product.Pictures.length > 1) {
      expect(await gallery.getByRole('button', { name: /^نمایش تصویر/ }).count()).toBe(product.Pictures.length);
    }
    await shopper.shot('product-details');
    expect(shopper.problems).toEqual([]);
  });

  it('opens a product picture full screen and zooms it', async () => {
    const { page } = shopper;
    const gallery = await visible(page.getByRole('region', { name: fa.product.gallery }));
    await gallery.getByRole('button', { name: fa.product.enlargePicture('۱') }).click();
    const viewer = await visible(page.getByRole('dialog', { name: fa.product.pictureViewer }));
    const picture = viewer.getByRole('img');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 10_000,
      })
      .toBe(true);
    const before = (await picture.boundingBox())!.width;
    await viewer.getByRole('button', { name: fa.product.zoomIn }).click();
    await expect.poll(async () => (await picture.boundingBox())!.width).toBeGreaterThan(before * 2);
    await shopper.shot('product-picture-zoomed');
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    expect(shopper.problems).toEqual([]);
  });
});
