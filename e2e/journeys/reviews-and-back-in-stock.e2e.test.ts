/**
 * Reviews and back-in-stock, as a registered shopper on a phone: ask to be told when an
 * out-of-stock product returns, see the request on back-in-stock-subscriptions, get the message
 * when the operator restocks it (`cli product stock`), then write a review that waits for
 * approval and shows once the operator approves it (`cli reviews approve`).
 */
import type { ProductDetails, ProductList, ProductReviewList } from '@sabad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { cli } from '../support/cli.js';
import { readOutbox, waitForCode } from '../support/outbox.js';
import { api, openShopper, visible, type Shopper } from '../support/shopper.js';

async function post(pathname: string, body: unknown): Promise<Response> {
  return fetch(`${inject('baseUrl')}/api/v2${pathname}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('back-in-stock subscriptions and reviews', () => {
  let shopper: Shopper;
  let product: ProductDetails;
  const email = `reviewer-${Date.now()}@example.com`;
  const password = 'sabad-review-1';

  beforeAll(async () => {
    // The seed keeps some products tracked per product and out of stock (0 units).
    const list = await api<ProductList>('/product/search?Limit=100');
    const candidate = list.Items.find((item) => !item.InStock && item.RatingAverage === 0);
    if (!candidate) throw new Error('the seeded store has no unrated product out of stock');
    product = await api<ProductDetails>(`/product/details/${candidate.Id}`);

    // A registered customer, made the way the app does it: register, then the emailed code.
    const seen = readOutbox().filter((m) => m.recipient === email).length;
    expect(
      (await post('/account/register', { Email: email, Password: password, FirstName: 'نرگس', LastName: 'منتقد' })).ok,
    ).toBe(true);
    const { code } = await waitForCode(email, seen);
    expect((await post('/account/registerverifytokenpost', { Email: email, Token: code })).ok).toBe(true);

    shopper = await openShopper('reviews-and-back-in-stock');
    const { page } = shopper;
    await shopper.open('/tabs/login');
    const form = page.getByRole('form', { name: fa.account.login });
    await (await visible(form.getByLabel(fa.account.emailOrMobile, { exact: true }))).fill(email);
    await (await visible(form.getByLabel(fa.account.password, { exact: true }))).fill(password);
    await (await visible(form.getByRole('button', { name: fa.account.login, exact: true }))).click();
    await page.waitForURL((url) => url.pathname === '/tabs/profile', { timeout: 15_000 });
  });

  afterAll(async () => {
    await shopper?.close();
    // Leave the shared seeded store as it was for the other journeys.
    if (product) cli('product', 'stock', String(product.Id), '0');
  });

  it('subscribes on an out-of-stock product and lists the subscription', async () => {
    const { page } = shopper;
    await shopper.open(`/product-details/${product.Id}`);
    await visible(page.getByRole('heading', { level: 1, name: product.Name, exact: true }));
    const notify = await visible(page.getByRole('button', { name: fa.backInStock.notifyMe }));
    await expect.poll(() => notify.isEnabled()).toBe(true);
    await notify.click();
    await visible(page.getByText(fa.backInStock.subscribed));
    await shopper.shot('product-notify-me-subscribed');

    await shopper.open('/back-in-stock-subscriptions');
    await visible(page.getByRole('link', { name: product.Name, exact: true }));
    await shopper.shot('back-in-stock-subscriptions');
  });

  it('tells the subscriber by email when the operator restocks the product, and the subscription ends', async () => {
    const { page } = shopper;
    const seen = readOutbox().filter((m) => m.recipient === email).length;
    const output = cli('product', 'stock', String(product.Id), '7');
    expect(output).toContain('→ 7');
    const messages = readOutbox().filter((m) => m.recipient === email);
    expect(messages.length).toBe(seen + 1);
    expect(messages.at(-1)).toMatchObject({ channel: 'email' });
    expect(messages.at(-1)!.body).toContain(`«${product.Name}»`);

    await shopper.open('/back-in-stock-subscriptions');
    await visible(page.getByText(fa.backInStock.empty));
    await shopper.shot('back-in-stock-subscriptions-after-restock');
  });

  it('writes a review that waits for approval, then shows once the operator approves it', async () => {
    const { page } = shopper;
    await shopper.open(`/product-details/${product.Id}`);
    await (await visible(page.getByRole('link', { name: fa.reviews.seeReviews }))).click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe(`/user-reviews?productId=${product.Id}`);
    const form = page.getByRole('form', { name: fa.reviews.writeTitle });
    await (await visible(form.getByRole('button', { name: fa.reviews.submit }))).click();
    await visible(form.getByText(fa.reviews.titleRequired));
    await shopper.shot('user-reviews-validation');

    await form.getByRole('radio', { name: fa.reviews.ratingOption('۴') }).check({ force: true });
    await form.getByLabel(fa.reviews.title, { exact: true }).fill('خرید خوبی بود');
    await form
      .getByLabel(fa.reviews.text, { exact: true })
      .fill('کیفیت ساخت خوب است و به موقع رسید. قیمتش هم منصفانه است.');
    await shopper.shot('user-reviews-filled');
    await form.getByRole('button', { name: fa.reviews.submit }).click();
    await visible(page.getByText('نظر شما ثبت شد و پس از تأیید مدیر فروشگاه نمایش داده می‌شود.'));
    await shopper.shot('user-reviews-waiting-for-approval');

    const pending = cli('reviews', 'pending');
    const id = new RegExp(`#(\\d+)\\t[^\\n]*${email}`).exec(pending)?.[1];
    expect(id, pending).toBeTruthy();
    expect(cli('reviews', 'approve', id!)).toContain(`Review #${id} approved.`);
    const list = await api<ProductReviewList>(`/product/productreviews/${product.Id}`);
    expect(list).toMatchObject({ TotalReviews: 1, RatingAverage: 4 });

    await shopper.open(`/user-reviews?productId=${product.Id}`);
    await visible(page.getByRole('heading', { level: 3, name: 'خرید خوبی بود' }));
    await visible(page.getByText(fa.reviews.alreadyReviewed));
    await visible(page.getByText(fa.reviews.ownReview, { exact: true }));
    await shopper.shot('user-reviews-approved');

    // Product details follow the approval (after the catalogue cache's few seconds).
    await expect
      .poll(
        async () => {
          await shopper.open(`/product-details/${product.Id}`);
          await visible(page.getByRole('heading', { level: 1, name: product.Name, exact: true }));
          return page.getByRole('link', { name: fa.reviews.productRating('۴', '۱') }).count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(1);
    await shopper.shot('product-details-rating');
    expect(shopper.problems).toEqual([]);
  });

  it('shows a guest the approved review and a login prompt instead of the form; a guest’s vote leads to login', async () => {
    const guest = await openShopper('reviews-and-back-in-stock-guest');
    try {
      const { page } = guest;
      await guest.open(`/user-reviews?productId=${product.Id}`);
      await visible(page.getByRole('heading', { level: 3, name: 'خرید خوبی بود' }));
      await visible(page.getByText(fa.reviews.guestPrompt));
      expect(await page.getByRole('form', { name: fa.reviews.writeTitle }).count()).toBe(0);
      await guest.shot('user-reviews-guest');
      await (await visible(page.getByRole('button', { name: fa.reviews.yesLabel('۰') }))).click();
      await page.waitForURL((url) => url.pathname === '/tabs/login', { timeout: 15_000 });
      expect(guest.problems).toEqual([]);
    } finally {
      await guest.close();
    }
  });
});
