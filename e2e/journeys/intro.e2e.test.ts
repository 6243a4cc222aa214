/**
 * The intro, seen once (spec §4), in a store built with `introEnabled` on. The run's own bundle keeps
 * the bundled setting (off), so this journey builds a second bundle with VITE_SABAD_INTRO_ENABLED=true
 * (read only in the storefront's config/, docs/adr/0023) and serves it from its own production server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStorefrontVariant, startProductionServer } from '../support/production-server.mjs';
import { openShopper, visible, type Shopper } from '../support/shopper.js';

type Server = Awaited<ReturnType<typeof startProductionServer>>;

const pathname = (url: string) => new URL(url).pathname;

describe('intro (a store built with introEnabled)', () => {
  let server: Server;
  let shopper: Shopper;

  beforeAll(async () => {
    const introDist = ensureStorefrontVariant({
      name: 'storefront-intro',
      env: { VITE_SABAD_INTRO_ENABLED: 'true' },
      log: (line: string) => console.log(`[e2e intro] ${line}`),
    });
    server = await startProductionServer({ env: { STOREFRONT_DIST: introDist } });
    console.log(`[e2e intro] its production server was ready after ${server.readyAfterMs} ms`);
    shopper = await openShopper('intro', server.baseUrl);
  });

  afterAll(async () => {
    await shopper?.close();
    await server?.stop();
  });

  it('opens the intro on the first run, instead of home', async () => {
    const { page } = shopper;
    await shopper.open('/');
    await expect.poll(() => pathname(page.url()), { timeout: 15_000 }).toBe('/intro');
    await visible(page.getByRole('region', { name: 'معرفی فروشگاه' }));
    await visible(page.getByRole('heading', { name: 'خرید آسان به زبان خودتان' }));
    expect(await page.getByRole('button', { name: 'رفتن به اسلاید ۱' }).getAttribute('aria-current')).toBe('true');
    await visible(page.getByRole('button', { name: 'رد شدن' }));
    await shopper.shot('first-slide');
  });

  it('moves to the next slide by a sideways swipe of the slides', async () => {
    const { page } = shopper;
    const track = page.locator('.intro__track');
    // A finger's swipe scrolls the track sideways (scroll snapping); Chromium's touch emulation has no
    // drag, so the same scroll is made with the wheel over the slides. Right to left: the next slide is to the left.
    const box = await track.boundingBox();
    if (!box) throw new Error('the slides are not laid out');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(-box.width, 0);
    await expect
      .poll(() => page.getByRole('button', { name: 'رفتن به اسلاید ۲' }).getAttribute('aria-current'), {
        timeout: 10_000,
      })
      .toBe('true');
    await visible(page.getByRole('heading', { name: 'ارسال سریع به سراسر ایران' }));
    await shopper.shot('swiped-to-second');
  });

  it('goes on with «بعدی» to the last slide, which offers «شروع» instead of skipping', async () => {
    const { page } = shopper;
    for (const [number, title] of [
      ['۳', 'هفت روز فرصت بازگرداندن'],
      ['۴', 'با هر خرید امتیاز بگیرید'],
    ] as const) {
      await (await visible(page.getByRole('button', { name: 'بعدی', exact: true }))).click();
      await expect
        .poll(() => page.getByRole('button', { name: `رفتن به اسلاید ${number}` }).getAttribute('aria-current'))
        .toBe('true');
      await visible(page.getByRole('heading', { name: title }));
    }
    await visible(page.getByRole('group', { name: '۴ از ۴' }));
    expect(await page.getByRole('button', { name: 'بعدی', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'رد شدن' }).count()).toBe(0);
    await visible(page.getByRole('button', { name: 'شروع', exact: true }));
    await shopper.shot('last-slide');
  });

  it('lands on home after «شروع»', async () => {
    const { page } = shopper;
    await page.getByRole('button', { name: 'شروع', exact: true }).click();
    await expect.poll(() => pathname(page.url()), { timeout: 15_000 }).toBe('/tabs/home');
    await visible(page.locator('ion-tab-button[tab="home"]'));
    await expect.poll(() => page.locator('.product-card').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await shopper.shot('home-after-start');
  });

  it('does not show the intro again: not on a reload, not on a new visit to the store root', async () => {
    const { page, context } = shopper;
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => pathname(page.url()), { timeout: 15_000 }).toBe('/tabs/home');

    const later = await context.newPage();
    try {
      await later.goto(`${server.baseUrl}/`, { waitUntil: 'load' });
      await expect.poll(() => pathname(later.url()), { timeout: 15_000 }).toBe('/tabs/home');
      await expect.poll(() => later.locator('.product-card').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await later.getByRole('region', { name: 'معرفی فروشگاه' }).count()).toBe(0);
    } finally {
      await later.close();
    }
    await shopper.shot('reload-stays-home');
    expect(shopper.problems).toEqual([]);
  });
});
