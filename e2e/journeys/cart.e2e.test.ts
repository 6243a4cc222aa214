import type { CartItemList, OrderTotals, ProductDetails, ProductList } from '@sabad/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { screenshotDir } from '../support/paths.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/production-server.mjs';
import { PHONE_VIEWPORT, api, settle, visible } from '../support/shopper.js';

const toPersian = (value: number) => value.toLocaleString('fa-IR', { useGrouping: false });

/**
 * A phone whose browser profile outlives the browser: closing and launching again on the same
 * profile folder is the shopper closing the app and opening it later (same storage, new process).
 */
interface Phone {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

const problems: string[] = [];

async function launchPhone(profileDir: string, baseUrl: string): Promise<Phone> {
  const { chromium } = await import('playwright-core');
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    ignoreDefaultArgs: true,
    args: [...CHROMIUM_FLAGS, `--user-data-dir=${profileDir}`, '--remote-debugging-pipe', 'about:blank'],
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'fa-IR',
    baseURL: baseUrl,
  });
  const origin = new URL(baseUrl).origin;
  await context.route(
    (url) => url.origin !== origin && /^https?:$/.test(url.protocol),
    (route) => route.abort('blockedbyclient'),
  );
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => problems.push(`uncaught error in the page: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500)
      problems.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== origin)
      problems.push(`request left the store's origin: ${url}`);
  });
  return { context, page, close: () => context.close() };
}

/** A product a guest can put in the cart from its page: in stock, buy button on, any quantity from 1. */
function buyable(product: ProductDetails): boolean {
  return (
    product.InStock &&
    !product.DisableBuyButton &&
    !product.DisableWishlistButton &&
    product.OrderMinimumQuantity <= 1 &&
    product.AllowedQuantities.length === 0 &&
    product.OrderMaximumQuantity >= 3
  );
}

async function findProducts(): Promise<{
  plain: ProductDetails;
  withAttributes: ProductDetails;
  wished: ProductDetails;
}> {
  const list = await api<ProductList>('/product/search?Limit=100');
  let plain: ProductDetails | undefined;
  let withAttributes: ProductDetails | undefined;
  let wished: ProductDetails | undefined;
  for (const item of list.Items) {
    if (!item.InStock) continue;
    const product = await api<ProductDetails>(`/product/details/${item.Id}`);
    if (!buyable(product)) continue;
    if (product.ProductAttributes.length === 0) {
      if (!plain) plain = product;
      else if (!wished) wished = product;
    } else if (!withAttributes && product.ProductAttributes.some((attribute) => attribute.IsRequired)) {
      withAttributes = product;
    }
    if (plain && withAttributes && wished) return { plain, withAttributes, wished };
  }
  throw new Error(
    `the seeded store lacks two products without attributes and one with required attributes among ${list.Items.length}`,
  );
}

describe('cart and wishlist: a guest fills the cart, edits it, uses the wishlist, and finds it all after a restart', () => {
  const baseUrl = inject('baseUrl');
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-cart-phone-'));
  let phone: Phone;
  let products: Awaited<ReturnType<typeof findProducts>>;
  let step = 0;

  const page = () => phone.page;
  const pathname = () => new URL(page().url()).pathname;
  const waitForPath = (expected: string) => expect.poll(pathname, { timeout: 15_000 }).toBe(expected);
  const shot = async (name: string) => {
    step += 1;
    await settle(page());
    await page().screenshot({ path: path.join(screenshotDir, `cart-${String(step).padStart(2, '0')}-${name}.png`) });
  };
  const cartBadge = () => page().locator('ion-tab-button[tab="cart"] .count-badge');
  /** What the server holds for this browser's guest, asked with the guest id the storefront stored. */
  const serverSide = <T>(pathnameOfApi: string) =>
    page().evaluate(async (url) => {
      const guestId = localStorage.getItem('sabad.guest-customer-id') ?? '';
      const response = await fetch(`/api/v2${url}`, {
        headers: { Accept: 'application/json', 'Guest-Customer-Id': guestId },
      });
      return (await response.json()) as unknown;
    }, pathnameOfApi) as Promise<T>;
  const addButton = () => visible(page().locator('ion-button', { hasText: fa.purchase.addToCart }));
  const lineOf = (name: string): Locator =>
    page()
      .locator('.cart-line')
      .filter({ has: page().getByRole('heading', { name, exact: true }) });

  beforeAll(async () => {
    fs.mkdirSync(screenshotDir, { recursive: true });
    products = await findProducts();
    phone = await launchPhone(profileDir, baseUrl);
  });

  afterAll(async () => {
    await phone?.close();
    fs.rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  });

  it('adds a product without attributes; the popup shows it with "go to cart" and "continue shopping"', async () => {
    const { plain } = products;
    await page().goto(`/product-details/${plain.Id}`);
    await visible(page().getByRole('heading', { level: 1, name: plain.Name }));
    await (await addButton()).click();
    await waitForPath('/add-to-cart-popup');
    await visible(page().getByText(fa.cart.added));
    await visible(page().getByRole('heading', { name: plain.Name }));
    await visible(page().getByText(fa.cart.goToCart, { exact: true }));
    await shot('popup');
    await (await visible(page().getByText(fa.cart.continueShopping, { exact: true }))).click();
    await waitForPath(`/product-details/${plain.Id}`);
  });

  it('chooses the required attributes of another product (the price follows the answer of ProductDetails_AttributeChange) and adds it', async () => {
    const { withAttributes } = products;
    await page().goto(`/product-details/${withAttributes.Id}`);
    await visible(page().getByRole('heading', { level: 1, name: withAttributes.Name }));
    await visible(page().getByRole('button', { name: fa.purchase.addToCartByPicture }));
    await shot('product-details');
    // A required attribute with nothing preselected must be chosen before anything is sent.
    const unchosen = withAttributes.ProductAttributes.find(
      (attribute) => attribute.IsRequired && !attribute.Values.some((v) => v.IsPreSelected),
    );
    if (unchosen) {
      await (await addButton()).click();
      await visible(page().getByText(fa.purchase.chooseRequired(unchosen.Name)));
      expect(pathname()).toBe(`/product-details/${withAttributes.Id}`);
    }

    for (const attribute of withAttributes.ProductAttributes) {
      if (!attribute.IsRequired) continue;
      // A value not chosen yet (so the choice is a change), the dearest one, so the price visibly moves when it carries an adjustment.
      const candidates = attribute.Values.filter((v) => !v.IsPreSelected);
      const value = [...candidates].sort((a, b) => b.PriceAdjustmentValue - a.PriceAdjustmentValue)[0];
      if (!value && attribute.AttributeControlType !== 'TextBox') continue;
      const answer = page().waitForResponse((response) =>
        response.url().includes('/cart/ProductDetails_AttributeChange'),
      );
      if (attribute.AttributeControlType === 'DropdownList') {
        await page()
          .locator('.attribute-list__item', { hasText: attribute.TextPrompt || attribute.Name })
          .first()
          .locator('select')
          .selectOption(String(value!.Id));
      } else if (attribute.AttributeControlType === 'TextBox') {
        const box = page()
          .locator('.attribute-list__item', { hasText: attribute.TextPrompt || attribute.Name })
          .first()
          .locator('input');
        await box.fill('سبد');
        await box.blur();
      } else {
        await page()
          .locator('.attribute-list__item', { hasText: attribute.TextPrompt || attribute.Name })
          .first()
          .locator('label.attribute-choice', { has: page().locator(`input[value="${value!.Id}"]`) })
          .click();
      }
      const body = (await (await answer).json()) as { Price: string };
      await visible(page().locator('.product-summary').getByText(body.Price, { exact: true }));
    }
    await shot('product-details-attributes');
    await (await addButton()).click();
    await waitForPath('/add-to-cart-popup');
    await (await visible(page().getByText(fa.cart.goToCart, { exact: true }))).click();
    await waitForPath('/tabs/cart');
  });

  it('shows both lines in the cart; a quantity change is sent after the pause and the badge and totals follow', async () => {
    const { plain, withAttributes } = products;
    await visible(lineOf(plain.Name));
    const attributed = await visible(lineOf(withAttributes.Name));
    await expect
      .poll(async () => (await attributed.locator('.cart-line__attributes').innerText()).length)
      .toBeGreaterThan(0);
    await expect.poll(() => cartBadge().innerText(), { timeout: 15_000 }).toBe(toPersian(2));

    const update = page().waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes('/cart/updatequantity'),
    );
    const plus = lineOf(plain.Name).getByRole('button', { name: fa.cart.increase });
    await plus.click();
    await plus.click();
    const sent = await update;
    expect(sent.postDataJSON()).toMatchObject({ ProductId: plain.Id, Quantity: 3 });
    await expect.poll(() => cartBadge().innerText(), { timeout: 15_000 }).toBe(toPersian(4));
    const totals = await serverSide<OrderTotals>('/cart/ordertotals');
    await visible(page().locator('.order-totals__total').getByText(totals.OrderTotal, { exact: true }));
    await shot('cart-after-quantity');
  });

  it('removes a line; the badge follows', async () => {
    const { withAttributes } = products;
    await lineOf(withAttributes.Name)
      .getByRole('button', { name: fa.cart.removeLine(withAttributes.Name) })
      .click();
    await expect.poll(() => lineOf(withAttributes.Name).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => cartBadge().innerText(), { timeout: 15_000 }).toBe(toPersian(3));
  });

  it('adds a product to the wishlist and moves it to the cart from the wish-list page', async () => {
    const { wished } = products;
    await page().goto(`/product-details/${wished.Id}`);
    await (await visible(page().getByRole('button', { name: fa.purchase.addToWishlist }))).click();
    await (await visible(page().getByRole('link', { name: fa.purchase.inWishlist }))).click();
    await waitForPath('/wish-list');
    // The wish-list page's own line (the product page behind it has the same name as its heading).
    const moveToCart = await visible(
      page()
        .locator('.cart-line')
        .getByRole('button', { name: fa.wishlist.moveToCart(wished.Name) }),
    );
    await shot('wish-list');
    await moveToCart.click();
    await visible(page().getByText(fa.wishlist.empty));
    const cart = await serverSide<CartItemList>('/cart/getitems');
    expect(cart.Items.map((line) => line.ProductId).sort()).toEqual([products.plain.Id, wished.Id].sort());
  });

  it('keeps the cart after the browser is closed and opened again on the same storage', async () => {
    const { plain, wished } = products;
    const guestId = await page().evaluate(() => localStorage.getItem('sabad.guest-customer-id'));
    await phone.close();
    phone = await launchPhone(profileDir, baseUrl);
    await page().goto('/tabs/cart');
    expect(await page().evaluate(() => localStorage.getItem('sabad.guest-customer-id'))).toBe(guestId);
    await visible(lineOf(plain.Name));
    await visible(lineOf(wished.Name));
    await expect.poll(() => cartBadge().innerText(), { timeout: 15_000 }).toBe(toPersian(4));
    await visible(lineOf(plain.Name).getByText(toPersian(3), { exact: true }));
    await shot('cart-after-restart');
    await page().goto('/wish-list');
    await visible(page().getByText(fa.wishlist.empty));
    expect(problems).toEqual([]);
  });
});
