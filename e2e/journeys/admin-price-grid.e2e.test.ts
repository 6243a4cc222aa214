/**
 * The price grid (issue 36, ADR 0073), in Chromium against the production build.
 * 1. Two production servers on one fresh PostgreSQL database and Redis (each caching catalogue pages for a
 *    minute, so only the announcement over Redis can show a change): a catalogue manager signed in on the
 *    first changes a product's price in its grid row; a shopper's product page on each server shows the
 *    new price at once. Needs TEST_DATABASE_URL and Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379):
 *    without them it fails rather than pass unseen, and scripts/test.mjs leaves this file out with a note.
 * 2. On the run's own server: the grid filtered to a category, the bulk change +10 % previewed (count,
 *    samples, totals) at 390×844 and at desktop size, applied after asking; the storefront's category
 *    lists every product at its old price +10 % rounded to whole thousands of Toman.
 * Screenshots at desktop size and at 390×844, axe on the grid and the preview.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { CategoryTree, ProductDetails, ProductList } from '@sabad/contract';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeFindings,
  nextTotpCode,
  openStaff,
  signedInStaff,
  signIn,
  type StaffAccount,
  type StaffBrowser,
} from '../support/admin.js';
import { repoRoot, startProductionServer } from '../support/production-server.mjs';
import { api, openShopper, visible, type Shopper } from '../support/shopper.js';

const JOURNEY = 'admin-price-grid';
const run = Date.now().toString(36);
const STEP_RIAL = 10_000;
// As the server computes it (price × (100 + 10) / 100), so a price on a rounding edge rounds the same way.
const bulkPrice = (rial: number) => Math.round((rial * 110) / 100 / STEP_RIAL) * STEP_RIAL;
const tomanDigits = (rial: number) =>
  String(Math.round(rial / 10)).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'.charAt(Number(d)));

type Server = Awaited<ReturnType<typeof startProductionServer>>;

async function details(baseUrl: string, id: number): Promise<ProductDetails> {
  const response = await fetch(`${baseUrl}/api/v2/product/details/${id}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`product ${id} on ${baseUrl} answered ${response.status}`);
  return (await response.json()) as ProductDetails;
}

/** The admin API steps a new account takes before it may work (as support/admin.ts readyStaff, on another server). */
async function readyStaffOn(baseUrl: string, databaseUrl: string): Promise<StaffAccount> {
  const email = `price-grid-${run}@sabad.test`;
  const out = execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'apps/api/dist/cli.js'),
      'staff',
      'create',
      email,
      '--role',
      'CatalogueManagers',
      '--name',
      'مدیر قیمت',
    ],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' },
  );
  const password = /One-time password[^:]*:\s*(\S+)/.exec(out)?.[1];
  const totpSecret = /TOTP secret[^:]*:\s*([A-Z2-7]+)/.exec(out)?.[1];
  if (!password || !totpSecret) throw new Error(`staff create printed no password or secret:\n${out}`);
  const session = { cookie: '', csrf: '' };
  const call = async (pathname: string, body: unknown = {}) => {
    const res = await fetch(`${baseUrl}/api/admin/v1${pathname}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(session.cookie ? { cookie: session.cookie } : {}),
        ...(session.csrf ? { 'x-csrf-token': session.csrf } : {}),
      },
      body: JSON.stringify(body),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sabad_admin='));
    if (cookie) session.cookie = cookie.split(';')[0] ?? '';
    const answer = (await res.json()) as { csrfToken?: string; next?: string; Message?: string };
    if (!res.ok) throw new Error(`${pathname} answered ${res.status}: ${answer.Message ?? ''}`);
    if (answer.csrfToken) session.csrf = answer.csrfToken;
    return answer;
  };
  const first = await call('/auth/sign-in', { email, password });
  if (first.next === 'totpSetup') {
    await call('/auth/totp-setup');
    await call('/auth/totp-setup/confirm', { code: await nextTotpCode(totpSecret) });
  } else if (first.next === 'totp') {
    await call('/auth/totp', { code: await nextTotpCode(totpSecret) });
  }
  const renewed = `${password}-renewed-2`;
  await call('/auth/password', { currentPassword: password, newPassword: renewed });
  return { email, password: renewed, totpSecret, role: 'CatalogueManagers' };
}

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page is wider than the screen').toBeLessThanOrEqual(0);
}

describe('a price changed in the grid, on both processes of a PostgreSQL + Redis pair', () => {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  const databaseName = `sabad_e2e_price_grid_${run}`;
  let databaseUrl = '';
  const servers: Server[] = [];
  const browsers: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    // Never a silent pass: without PostgreSQL this journey proves nothing (scripts/test.mjs leaves it out).
    if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set: this journey needs PostgreSQL and Redis.');
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    // The first migrates and seeds the demo store; the second starts on the ready database.
    const env = { REDIS_URL: redisUrl, CATALOG_CACHE_TTL_MS: '60000' };
    servers.push(await startProductionServer({ databaseUrl, env }));
    servers.push(await startProductionServer({ databaseUrl, env }));
  }, 300_000);

  afterAll(async () => {
    for (const browser of browsers) await browser.close().catch(() => undefined);
    for (const server of servers) await server.stop();
    if (postgresUrl) {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
  }, 120_000);

  it('a catalogue manager saves a price in the grid row and both servers show it at once', async () => {
    const [first, second] = servers as [Server, Server];
    const list = (await (
      await fetch(`${first.baseUrl}/api/v2/product/search?Limit=20&Sort=price-asc`, {
        headers: { Accept: 'application/json' },
      })
    ).json()) as ProductList;
    const item = list.Items.find((candidate) => candidate.InStock);
    if (!item) throw new Error('the demo store has no product in stock');
    const before = await details(first.baseUrl, item.Id);
    // Both servers cache the page now: a minute would pass before it expired by itself.
    expect((await details(second.baseUrl, item.Id)).PriceValue).toBe(before.PriceValue);
    const newPrice = before.PriceValue + 120_000;

    const shoppers: Shopper[] = [];
    for (const server of servers) {
      const shopper = await openShopper(JOURNEY, server.baseUrl);
      browsers.push(shopper);
      shoppers.push(shopper);
      await shopper.open(`/product-details/${item.Id}`);
      await visible(shopper.page.getByText(before.Price, { exact: true }));
    }
    await shoppers[1]?.shot('pg-second-before');

    const account = await readyStaffOn(first.baseUrl, databaseUrl);
    const staff = await openStaff(JOURNEY, { baseUrl: first.baseUrl });
    browsers.push(staff);
    await signIn(staff, account, `/catalogue/products?q=${encodeURIComponent(before.Sku || before.Name)}`);
    const { page } = staff;
    const priceBox = await visible(page.getByLabel(`قیمت «${before.Name}» به تومان`));
    await expect.poll(() => priceBox.inputValue()).toBe(tomanDigits(before.PriceValue));
    await priceBox.fill(tomanDigits(newPrice));
    await staff.shot('pg-row-typed');
    const saved = Date.now();
    await priceBox.press('Enter');
    await visible(page.getByText(`قیمت و موجودی «${before.Name}» ذخیره شد.`));

    // The API of each process answers the new price, although each cached the old page for a minute.
    for (const server of servers) {
      await expect
        .poll(async () => (await details(server.baseUrl, item.Id)).PriceValue, { timeout: 1_000, interval: 50 })
        .toBe(newPrice);
    }
    const seenAfterMs = Date.now() - saved;
    console.log(`[${JOURNEY}] new price on both processes ${seenAfterMs} ms after the save was sent`);
    const after = await details(second.baseUrl, item.Id);
    for (const [index, shopper] of shoppers.entries()) {
      await shopper.page.reload({ waitUntil: 'load' });
      await visible(shopper.page.getByText(after.Price, { exact: true }));
      await shopper.shot(index === 0 ? 'pg-first-after' : 'pg-second-after');
    }
    await staff.shot('pg-row-saved');
    expect([...staff.problems, ...shoppers.flatMap((s) => s.problems)]).toEqual([]);
  });
});

describe('bulk +10 % on a category with its preview', () => {
  let category: { Id: number; Name: string };
  let before: Map<number, number>;
  const browsers: StaffBrowser[] = [];
  let shopper: Shopper | undefined;

  beforeAll(async () => {
    const tree = await api<CategoryTree>('/catalog/categorytree');
    const leaves = tree.Items.flatMap((top) => (top.SubCategories.length > 0 ? top.SubCategories : [top]));
    for (const leaf of leaves) {
      const list = await api<ProductList>(`/product/search?CategoryId=${leaf.Id}&Limit=100`);
      if (list.TotalCount >= 2 && list.TotalCount <= 20) {
        category = { Id: leaf.Id, Name: leaf.Name };
        before = new Map(list.Items.map((product) => [product.Id, product.PriceValue]));
        return;
      }
    }
    throw new Error('the demo store has no category of 2 to 20 products');
  });

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await shopper?.close();
  });

  async function previewIn(staff: StaffBrowser) {
    const { page } = staff;
    await visible(page.getByRole('table', { name: 'محصولات' }));
    await expectNoAxeFindings(page, 'the product grid');
    await (await visible(page.getByRole('button', { name: 'تغییر گروهی قیمت' }))).click();
    const dialog = await visible(page.getByRole('dialog'));
    expect.soft(await dialog.textContent()).toContain(category.Name);
    await dialog.getByLabel('درصد تغییر').fill('۱۰');
    await dialog.getByRole('button', { name: 'پیش‌نمایش' }).click();
    await visible(dialog.getByRole('table', { name: 'نمونه‌ها' }));
    await expect.poll(() => dialog.textContent()).toContain('محصول تغییر می‌کند.');
    await expectNoAxeFindings(page, 'the bulk change preview');
    return dialog;
  }

  it('previews the change at 390×844 without applying it', async () => {
    const { staff } = await signedInStaff(JOURNEY, 'CatalogueManagers', {
      phone: true,
      pathname: `/catalogue/products?categoryId=${category.Id}`,
    });
    browsers.push(staff);
    await visible(staff.page.getByRole('table', { name: 'محصولات' }));
    await noOverflow(staff.page);
    await staff.shot('grid-phone');
    // The rows themselves, below the filters: their price boxes must be reachable on a phone.
    await staff.page.getByRole('table', { name: 'محصولات' }).scrollIntoViewIfNeeded();
    await staff.shot('grid-phone-rows');
    const dialog = await previewIn(staff);
    // The dialog scrolls up and down only: the samples' amounts once widened it past the screen's edge.
    expect(
      await dialog.evaluate((box) => box.scrollWidth - box.clientWidth),
      'the preview is wider than its dialog',
    ).toBeLessThanOrEqual(0);
    await staff.shot('bulk-preview-phone');
  });

  it('applies +10 % after asking, and the storefront lists the new prices', async () => {
    const { staff } = await signedInStaff(JOURNEY, 'CatalogueManagers', {
      pathname: `/catalogue/products?categoryId=${category.Id}`,
    });
    browsers.push(staff);
    await staff.shot('grid-desktop');
    const dialog = await previewIn(staff);
    await staff.shot('bulk-preview-desktop');
    const apply = await visible(dialog.getByRole('button', { name: /^اعمال بر/ }));
    await apply.click();
    const confirm = await visible(staff.page.getByRole('alertdialog'));
    await confirm.getByRole('button', { name: /^اعمال بر/ }).click();
    await visible(staff.page.getByText(/^قیمت .* محصول تغییر کرد\.$/));
    await expect.poll(() => staff.page.getByRole('dialog').count()).toBe(0);
    await staff.shot('bulk-applied');

    const after = await api<ProductList>(`/product/search?CategoryId=${category.Id}&Limit=100`);
    for (const product of after.Items) {
      const old = before.get(product.Id);
      if (old !== undefined) expect(product.PriceValue, product.Name).toBe(bulkPrice(old));
    }
    const first = after.Items[0];
    if (!first) throw new Error('the category lists nothing');
    shopper = await openShopper(JOURNEY);
    await shopper.open(`/product?CategoryId=${category.Id}`);
    await visible(shopper.page.getByText(first.Price, { exact: true }).first());
    await shopper.shot('category-after-bulk');
    expect([...browsers.flatMap((b) => b.problems), ...shopper.problems]).toEqual([]);
  });
});
