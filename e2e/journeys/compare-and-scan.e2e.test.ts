import type { ProductDetails, ProductList } from '@sabad/contract';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { api, openShopper, visible, type Shopper } from '../support/shopper.js';

describe('compare two products, then find one by its QR code', () => {
  let shopper: Shopper;
  let first: ProductDetails;
  let second: ProductDetails;

  beforeAll(async () => {
    const list = await api<ProductList>('/product/search?Limit=10');
    const [a, b] = list.Items.filter((item) => item.InStock);
    if (!a || !b) throw new Error('the seeded store has fewer than two products in stock');
    first = await api<ProductDetails>(`/product/details/${a.Id}`);
    second = await api<ProductDetails>(`/product/details/${b.Id}`);
    shopper = await openShopper('compare-and-scan');
  });

  afterAll(async () => {
    await shopper?.close();
  });

  async function addToCompare(product: ProductDetails) {
    const { page } = shopper;
    await shopper.open(`/product-details/${product.Id}`);
    await visible(page.getByRole('heading', { level: 1, name: product.Name, exact: true }));
    const add = await visible(page.getByRole('button', { name: fa.compare.add }));
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await visible(page.getByRole('button', { name: fa.compare.remove }));
  }

  it('adds two products from their pages and shows them side by side', async () => {
    const { page } = shopper;
    await addToCompare(first);
    await addToCompare(second);
    await (await visible(page.getByRole('link', { name: fa.compare.view('۲') }))).click();
    const table = await visible(page.getByRole('table', { name: fa.compare.tableCaption }));
    await visible(table.getByRole('columnheader', { name: first.Name }));
    await visible(table.getByRole('columnheader', { name: second.Name }));
    await visible(table.getByRole('rowheader', { name: fa.compare.price, exact: true }));
    await shopper.shot('compare');
  });

  it('keeps the list when the app starts again', async () => {
    const { page } = shopper;
    await shopper.open('/product-compare');
    const table = await visible(page.getByRole('table', { name: fa.compare.tableCaption }));
    expect(await table.getByRole('columnheader').count()).toBe(2);
  });

  it('opens a product from its SKU typed on the scanner page', async () => {
    const { page } = shopper;
    await shopper.open('/qr-code-scanner');
    const field = await visible(page.getByLabel(fa.scanner.manualLabel));
    await field.fill(first.Sku);
    await shopper.shot('qr-scanner-manual-entry');
    await page.getByRole('button', { name: fa.scanner.open }).click();
    await visible(page.getByRole('heading', { level: 1, name: first.Name, exact: true }));
  });

  it('refuses a link to another site with a Persian message', async () => {
    const { page } = shopper;
    await shopper.open('/qr-code-scanner');
    await (await visible(page.getByLabel(fa.scanner.manualLabel))).fill('https://example.com/product-details/1');
    await page.getByRole('button', { name: fa.scanner.open }).click();
    await visible(page.getByRole('alert').filter({ hasText: fa.scanner.notAProductCode }));
  });

  it('opens a product from a picture of its QR code (decoded in the browser)', async () => {
    const { page } = shopper;
    await shopper.open('/qr-code-scanner');
    const link = `${shopper.baseUrl}/product-details/${second.Id}`;
    const picture = await QRCode.toBuffer(link, { type: 'png', margin: 4, scale: 8 });
    await visible(page.getByRole('button', { name: fa.scanner.pickPicture }));
    await page.locator('input[type="file"]').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: picture });
    await visible(page.getByRole('heading', { level: 1, name: second.Name, exact: true }));
  });

  it('sends a shared product link with its own title and Open Graph tags, and serves sitemap.xml and robots.txt', async () => {
    const html = await (await fetch(`${shopper.baseUrl}/product-details/${first.Id}`)).text();
    const escaped = first.Name.replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;');
    expect(html).toContain(`<meta property="og:title" content="${escaped} | `);
    expect(html).toContain(`<meta property="og:url" content="${shopper.baseUrl}/product-details/${first.Id}" />`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/images\/\d+\/full\//);
    expect(html).toContain('<div id="root">');
    const sitemap = await (await fetch(`${shopper.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${shopper.baseUrl}/product-details/${first.Id}</loc>`);
    const robots = await (await fetch(`${shopper.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${shopper.baseUrl}/sitemap.xml`);
  });

  it("shows the product's QR code on its page", async () => {
    const { page } = shopper;
    await (await visible(page.getByRole('button', { name: fa.scanner.showQr }))).click();
    const code = await visible(page.getByRole('img', { name: fa.scanner.qrAlt(second.Name) }));
    await code.scrollIntoViewIfNeeded();
    await shopper.shot('product-qr-code');
    expect(shopper.problems).toEqual([]);
  });
});
