/**
 * The operator CLI's download commands on orders placed and paid through the API: a manually
 * activated product's line is listed as waiting, `downloads activate` makes it downloadable and
 * `deactivate` takes that back, a repeat changes nothing (exit 1), a line that is not activated by
 * hand is refused (exit 1) and bad usage exits 2.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.js';
import { checkoutFixture } from '../../testing/checkout-fixture.js';
import { buyDownloads, downloadableProduct, type DownloadPurchase } from '../../testing/download-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { runCliOn } from '../../testing/cli-runner.js';

let t: TestApp;
let manual: DownloadPurchase;
let onPayment: DownloadPurchase;

const cli = (...args: string[]) => runCliOn(t.database.url, args);

const download = (purchase: DownloadPurchase) =>
  t.app.inject({ method: 'GET', url: `/api/v2/download/getdownload/${purchase.guid}`, headers: purchase.headers });

beforeAll(async () => {
  t = await createTestApp();
  const c = checkoutFixture(t, systemClock);
  const file = { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), contentType: 'application/pdf', extension: '.pdf' };
  const course = await downloadableProduct(t, {
    name: 'دوره آموزشی عکاسی',
    activation: 'manual',
    unlimited: true,
    file: { ...file, fileName: 'دوره عکاسی' },
  });
  const ebook = await downloadableProduct(t, { name: 'کتاب الکترونیکی حافظ', file: { ...file, fileName: 'حافظ' } });
  manual = await buyDownloads(t, c, [course]);
  onPayment = await buyDownloads(t, c, [ebook]);
});
afterAll(() => t.close());

describe('download commands', () => {
  it('lists the lines, activates a manually activated one so it downloads, and deactivates it', async () => {
    const listed = await cli('downloads', 'list');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(new RegExp(`#${manual.orderItemId}\\t.*دوره آموزشی عکاسی\\tmanual \\(not activated\\)`));
    expect(listed.out).toMatch(new RegExp(`#${onPayment.orderItemId}\\t.*on payment\\tdownloads 0/10\\tavailable`));
    expect((await download(manual)).statusCode).toBe(422);

    const activated = await cli('downloads', 'activate', String(manual.orderItemId));
    expect(activated).toMatchObject({ code: 0 });
    expect(activated.out).toContain(`Order line ${manual.orderItemId} (دوره آموزشی عکاسی`);
    expect(activated.out).toContain('download activated');
    expect((await download(manual)).statusCode).toBe(200);
    expect(await cli('downloads', 'activate', String(manual.orderItemId))).toMatchObject({
      code: 1,
      out: expect.stringContaining('nothing changed'),
    });
    expect((await cli('downloads', 'list', '1')).out).not.toContain('دوره آموزشی عکاسی');

    expect((await cli('downloads', 'deactivate', String(manual.orderItemId))).out).toContain('download deactivated');
    expect((await download(manual)).statusCode).toBe(422);
  });

  it('refuses a line activated by payment and an unknown line (exit 1), and bad usage (exit 2)', async () => {
    const byPayment = await cli('downloads', 'activate', String(onPayment.orderItemId));
    expect(byPayment.code).toBe(1);
    expect(byPayment.err).toContain('activated when its order is paid');
    const unknown = await cli('downloads', 'activate', '999999');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No order line with id 999999');
    expect((await cli('downloads', 'activate')).code).toBe(2);
    expect((await cli('downloads', 'list', 'many')).code).toBe(2);
  });
});
