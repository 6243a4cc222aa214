import type {
  BlogPostList,
  BlogPostSummary,
  CategoryTree,
  ProductDetails,
  ProductList,
  Topic,
  TopicList,
} from '@sabad/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { api, openShopper, settle, visible, type Shopper } from '../support/shopper.js';

interface Seen {
  /** The first top category, shown on the categories tab. */
  topCategoryName: string;
  categoryId: number;
  categoryName: string;
  product: ProductDetails;
  /** A product of the store the shopper never opened. */
  unseen: ProductDetails;
  topic: Topic;
  /** A blog post with a cover picture. */
  post: BlogPostSummary;
}

/** A subcategory listing two products with pictures: one the shopper opens, one never opened. */
async function findPages(): Promise<Seen> {
  const tree = await api<CategoryTree>('/catalog/categorytree');
  const topics = await api<TopicList>('/topic/gettopicslist');
  const topicSummary = topics.Items.find((item) => item.SystemName === 'about-us') ?? topics.Items[0];
  if (!topicSummary) throw new Error('the seeded store has no topic');
  const topic = await api<Topic>(`/topic/getbysystemname/${topicSummary.SystemName}`);
  const post = (await api<BlogPostList>('/blog/list')).Items.find((item) => item.PictureUrl !== null);
  if (!post) throw new Error('the seeded store has no blog post with a cover picture');
  const topCategoryName = tree.Items[0]?.Name;
  if (!topCategoryName) throw new Error('the seeded store has no category');
  for (const top of tree.Items) {
    for (const sub of top.SubCategories) {
      const list = await api<ProductList>(`/product/search?CategoryId=${sub.Id}&Limit=10`);
      const details = await Promise.all(list.Items.map((item) => api<ProductDetails>(`/product/details/${item.Id}`)));
      const [product, unseen] = details.filter((item) => item.Pictures.length > 0);
      if (product && unseen)
        return { topCategoryName, categoryId: sub.Id, categoryName: sub.Name, product, unseen, topic, post };
    }
  }
  throw new Error('no subcategory of the seeded store lists two products');
}

/** Every picture the shopper can see on the page came out whole (from the cache when offline). */
async function picturesInViewLoaded(page: Page): Promise<number> {
  await settle(page);
  return page.evaluate(() => {
    const shown = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      return box.width > 0 && inView && img.src.includes('/images/');
    });
    const broken = shown.filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.src);
    if (broken.length > 0) throw new Error(`pictures did not load: ${broken.join(', ')}`);
    return shown.length;
  });
}

/**
 * The API's areas that belong to one shopper (the contract's route paths, first segment after /api/v2):
 * written out here rather than taken from the storefront's offline policy, so the journey checks the
 * policy instead of repeating it.
 */
const shopperOwnArea =
  /^\/api\/v2\/(cart|wishlist|account|customer|address|orders|returnrequest|rewardpoints|download|user|push|backinstocksubscriptions|checkvertex|deliveryscheduling|commission)\//i;

describe('offline: pages seen open from the cache, the rest goes to connection-error', () => {
  let shopper: Shopper;
  let seen: Seen;
  /** The API paths the page asked for (through the service worker once it controls the page). */
  const apiCallsSeen: string[] = [];
  const listPath = () => `/product?CategoryId=${seen.categoryId}`;

  beforeAll(async () => {
    seen = await findPages();
    shopper = await openShopper('offline');
    shopper.page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCallsSeen.push(pathname);
    });
  });

  afterAll(async () => {
    await shopper?.close();
  });

  it('the service worker takes the page once the app is stable', async () => {
    const { page } = shopper;
    await shopper.open('/tabs/home');
    await visible(page.getByRole('region', { name: fa.home.featuredProducts }));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 45_000 });
  });

  it('visits home, the categories tab, a category list, a product, the blog, a post and a topic while online', async () => {
    const { page } = shopper;
    // Opened again now that the worker controls the page, so each page's calls and pictures pass through it.
    await shopper.open('/tabs/home');
    await visible(page.getByRole('region', { name: fa.home.featuredProducts }));
    await picturesInViewLoaded(page);
    await shopper.open('/tabs/categories');
    await visible(page.getByText(seen.topCategoryName, { exact: true }));
    await picturesInViewLoaded(page);
    await shopper.open('/blog');
    await visible(page.getByRole('link', { name: seen.post.Title, exact: true }));
    await picturesInViewLoaded(page);
    await shopper.open(`/blog-post?id=${seen.post.Id}`);
    await visible(page.getByRole('heading', { level: 1, name: seen.post.Title }));
    await picturesInViewLoaded(page);
    await shopper.open(listPath());
    await visible(page.locator('ion-title', { hasText: seen.categoryName }));
    await picturesInViewLoaded(page);
    await shopper.open(`/product-details/${seen.product.Id}`);
    await visible(page.getByText(seen.product.Name, { exact: true }));
    await picturesInViewLoaded(page);
    await shopper.open(`/topic/${seen.topic.SystemName}`);
    await visible(page.getByText(seen.topic.Title, { exact: true }));
  });

  it("keeps catalogue answers, and none of the shopper's own: cart, wishlist, account, orders, checkout", async () => {
    const { page } = shopper;
    const kept = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        paths.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return paths;
    });
    const keptCalls = kept.filter((pathname) => pathname.startsWith('/api/'));
    expect(keptCalls).toContain('/api/v2/catalog/homepage');
    expect(keptCalls).toContain(`/api/v2/product/details/${seen.product.Id}`);
    // Every page above asked for the cart and the wishlist through the worker (the counts in the tab bar
    // and the menu), so these areas were offered to it.
    expect(apiCallsSeen.some((pathname) => /^\/api\/v2\/cart\//i.test(pathname))).toBe(true);
    expect(apiCallsSeen.some((pathname) => /^\/api\/v2\/wishlist\//i.test(pathname))).toBe(true);
    expect(keptCalls.filter((pathname) => shopperOwnArea.test(pathname))).toEqual([]);
  });

  it('offline, the pages seen open again, reloaded, with their pictures', async () => {
    const { page, context } = shopper;
    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    await page.reload({ waitUntil: 'load' });
    await visible(page.getByText(seen.topic.Title, { exact: true }));
    await shopper.shot('topic-offline');

    await shopper.open('/tabs/home');
    await visible(page.getByRole('region', { name: fa.home.featuredProducts }));
    expect(await picturesInViewLoaded(page)).toBeGreaterThan(0);
    await shopper.shot('home-offline');

    await shopper.open(listPath());
    await visible(page.locator('ion-title', { hasText: seen.categoryName }));
    expect(await picturesInViewLoaded(page)).toBeGreaterThan(0);
    await shopper.shot('product-list-offline');

    await shopper.open('/tabs/categories');
    await visible(page.getByText(seen.topCategoryName, { exact: true }));
    expect(await picturesInViewLoaded(page)).toBeGreaterThan(0);
    await shopper.shot('categories-offline');

    await shopper.open('/blog');
    await visible(page.getByRole('link', { name: seen.post.Title, exact: true }));
    expect(await picturesInViewLoaded(page)).toBeGreaterThan(0);
    await shopper.shot('blog-offline');

    await shopper.open(`/blog-post?id=${seen.post.Id}`);
    const article = page.getByRole('article', { name: seen.post.Title });
    await visible(article.getByRole('heading', { level: 1, name: seen.post.Title }));
    const cover = await visible(article.locator('img.blog-post__cover'));
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shopper.shot('blog-post-offline');

    await shopper.open(`/product-details/${seen.product.Id}`);
    await visible(page.getByText(seen.product.Name, { exact: true }));
    await visible(page.getByText(seen.product.Price, { exact: true }));
    const gallery = await visible(page.getByRole('region', { name: fa.product.gallery }));
    const firstPicture = await visible(gallery.locator('img').first());
    await expect
      .poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await shopper.shot('product-offline');
    expect(new URL(page.url()).pathname).toBe(`/product-details/${seen.product.Id}`);
  });

  it('offline, a product never opened goes to connection-error; online, one retry opens it', async () => {
    const { page, context } = shopper;
    const wanted = `/product-details/${seen.unseen.Id}`;
    await shopper.open(wanted);
    await visible(page.getByText(fa.connectionError.message));
    const here = new URL(page.url());
    expect(here.pathname).toBe('/connection-error');
    expect(here.searchParams.get('returnUrl')).toBe(wanted);
    await shopper.shot('connection-error');

    await context.setOffline(false);
    await (await visible(page.getByRole('button', { name: fa.common.retry }))).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(wanted);
    await visible(page.getByText(seen.unseen.Name, { exact: true }));
    await shopper.shot('retried-product');
    expect(shopper.problems).toEqual([]);
  });
});
