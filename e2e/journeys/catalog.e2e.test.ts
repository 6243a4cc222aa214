import type { Category, CategoryTree, ProductDetails, ProductList } from '@sabad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fa } from '../../apps/storefront/src/strings/fa.js';
import { api, openShopper, visible, type Shopper } from '../support/shopper.js';

interface Path {
  top: Category;
  sub: Category;
  list: ProductList;
  product: ProductDetails;
}

/** The first top category with a subcategory that lists products, as the API answers. */
async function findBrowsablePath(): Promise<Path> {
  const tree = await api<CategoryTree>('/catalog/categorytree');
  for (const top of tree.Items) {
    for (const sub of top.SubCategories) {
      const list = await api<ProductList>(`/product/search?CategoryId=${sub.Id}&Limit=10`);
      const first = list.Items[0];
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

  it('lists the top categories on the categories tab', async () => {
    const { page } = shopper;
    await (await visible(page.getByRole('tab', { name: fa.tabs.categories }))).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/tabs/categories');
    await visible(page.getByText(path.top.Name, { exact: true }));
    await shopper.shot('categories');
  });

  it('opens a category and shows its subcategories', async () => {
    const { page } = shopper;
    await (await visible(page.getByText(path.top.Name, { exact: true }))).click();
    await visible(page.getByText(path.sub.Name, { exact: true }));
    await shopper.shot('subcategories');
  });

  it("opens a subcategory's product list with the products the API lists, in its order", async () => {
    const { page } = shopper;
    await (await visible(page.getByText(path.sub.Name, { exact: true }))).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/product');
    for (const item of path.list.Items.slice(0, 3)) {
      await visible(page.getByText(item.Name, { exact: true }));
      await visible(page.getByText(item.Price, { exact: true }));
    }
    await shopper.shot('product-list');
  });

  it("opens a product's details with its name, price and pictures", async () => {
    const { page } = shopper;
    const { product } = path;
    await (await visible(page.getByText(product.Name, { exact: true }))).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/product-details/${product.Id}`);
    await visible(page.getByText(product.Name, { exact: true }));
    await visible(page.getByText(product.Price, { exact: true }));
    expect(product.Pictures.length).toBeGreaterThan(0);

    const firstPicture = await visible(page.locator(`img[src="${product.Pictures[0]!.Url}"], img[src="${product.Pictures[0]!.ThumbUrl}"]`));
    await expect.poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shownSources = await page.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    for (const picture of product.Pictures) {
      expect(shownSources.includes(picture.Url) || shownSources.includes(picture.ThumbUrl), picture.Url).toBe(true);
    }
    await shopper.shot('product-details');

    const gallery = page.getByRole('img', { name: fa.product.pictureOf(product.Name, '۱') });
    expect(await gallery.count()).toBeGreaterThan(0);
    expect(shopper.problems).toEqual([]);
  });
});
