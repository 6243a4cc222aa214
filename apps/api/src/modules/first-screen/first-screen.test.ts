import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstScreenLayout } from '@sabad/contract/first-screen-layout';
import { Parser } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createBlogPosts } from '../blog/index.js';

const INDEX_HTML = `<!doctype html>
<html lang="fa" dir="rtl">
  <head>
    <meta charset="utf-8" />
    <title>سبد</title>
    <meta name="description" content="سبد، فروشگاه اینترنتی" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index-Ab12.js"></script>
  </body>
</html>`;
const TRICKY_NAME = `گوشی "ویژه" <script>alert(1)</script> & 'تک' $& $1`;

let dist: string;
let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-first-screen-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ config: { STOREFRONT_DIST: dist } });
  const f = catalogFixture(t.database.kysely);
  const picture = await f.picture({ seo: 'tricky-phone' });
  ids.category = await f.category({ name: 'گوشی <هوشمند>', pictureId: picture, showOnHomePage: true });
  ids.tricky = await f.product({
    name: TRICKY_NAME,
    price: 1000,
    sku: 'SB-<1>',
    categoryIds: [ids.category],
    pictureIds: [picture],
    featured: true,
  });
  ids.hidden = await f.product({ name: 'پنهان', price: 1000, sku: 'HIDDEN-1', published: false });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

interface Element {
  name: string;
  attributes: Record<string, string>;
  text: string;
  /** Inside the first screen (#fs). */
  inScreen: boolean;
}

/** The page as a browser reads it: elements with decoded attributes and text, in document order. */
function readPage(html: string) {
  const elements: Element[] = [];
  const open: Element[] = [];
  let screenDepth = 0;
  let order: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id === 'fs' || screenDepth > 0) screenDepth += 1;
        const element = { name, attributes, text: '', inScreen: screenDepth > 0 };
        elements.push(element);
        open.push(element);
        if (attributes.id) order.push(attributes.id);
      },
      ontext(text) {
        for (const element of open) element.text += text;
      },
      onclosetag() {
        open.pop();
        if (screenDepth > 0) screenDepth -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  const result = { elements, order, screen: elements.filter((element) => element.inScreen) };
  order = [];
  return result;
}

describe('the first screen the server writes', () => {
  it('draws a product page: its name and price escaped, its first picture sized, high priority and preloaded', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product-details/${ids.tricky}` });
    expect(res.statusCode).toBe(200);
    const details = (await t.app.inject({ method: 'GET', url: `/api/v2/product/details/${ids.tricky}` })).json();
    const page = readPage(res.body);
    // Before the app's root, so `#fs + #root` hides the app until it takes over.
    expect(page.order.slice(page.order.indexOf('fs'))).toEqual(['fs', 'root']);
    const screen = page.elements.find((element) => element.attributes.id === 'fs')!;
    expect(screen.attributes.inert).toBeDefined();
    expect(page.screen.find((element) => element.name === 'h1')?.text).toBe(TRICKY_NAME);
    expect(screen.text).toContain(details.Price);
    expect(screen.text).toContain('SB-<1>');
    // Nothing from the database becomes markup.
    expect(res.body).not.toContain('<script>alert(1)');
    expect(page.elements.filter((element) => element.name === 'script')).toHaveLength(1);

    const picture = page.screen.find((element) => element.name === 'img')!;
    expect(picture.attributes.src).toBe(details.Pictures[0].Url);
    const slide = String(firstScreenLayout.productGallery.slideMaxInlineSize);
    expect(picture.attributes).toMatchObject({ width: slide, height: slide, fetchpriority: 'high' });
    expect(picture.attributes.loading).toBeUndefined();
    expect(picture.attributes.srcset).toMatch(
      /\/thumb\/tricky-phone\.webp 240w, .*\/medium\/.* 600w, .*\/full\/.* 1200w$/,
    );
    const preload = page.elements.find((element) => element.name === 'link' && element.attributes.rel === 'preload');
    expect(preload?.attributes).toMatchObject({
      as: 'image',
      href: picture.attributes.src,
      imagesrcset: picture.attributes.srcset,
      imagesizes: picture.attributes.sizes,
    });
    // The page's own head is still written beside it.
    expect(page.elements.find((element) => element.name === 'title')?.text).toBe(`${TRICKY_NAME} | سبد`);
  });

  it.each([
    ['a product that does not exist', () => '/product-details/2147483000', 404],
    ['an unpublished product', () => `/product-details/${ids.hidden}`, 404],
    ['a product id that is not a number', () => '/product-details/abc', 404],
    ['a list with a sort of its own', () => `/product?CategoryId=${ids.category}&Sort=name-asc`, 200],
    ['a category that does not exist', () => '/product?CategoryId=2147483000', 404],
    ['an app page of no catalogue', () => '/tabs/cart', 200],
  ])('writes no first screen for %s (and no 500)', async (_, url, status) => {
    const res = await t.app.inject({ method: 'GET', url: url() });
    expect(res.statusCode).toBe(status);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('id="fs"');
    expect(res.body).not.toContain('rel="preload"');
  });

  it.each(['/', '/tabs/home'])('draws home at %s under the generic head', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const page = readPage(res.body);
    expect(page.elements.find((element) => element.name === 'title')?.text).toBe('سبد');
    const texts = page.screen.map((element) => element.text);
    expect(texts).toContain('گوشی <هوشمند>');
    expect(texts).toContain('محصولات ویژه');
    const card = page.screen.find((element) => element.name === 'h3');
    expect(card?.text).toBe(TRICKY_NAME);
    const first = page.screen.find((element) => element.name === 'img' && element.attributes.fetchpriority === 'high');
    const picture = String(firstScreenLayout.productCard.pictureSize);
    expect(first?.attributes).toMatchObject({ width: picture, height: picture, sizes: `${picture}px` });
    const preload = page.elements.find((element) => element.name === 'link' && element.attributes.rel === 'preload');
    expect(preload?.attributes.imagesrcset).toBe(first?.attributes.srcset);
    expect(preload?.attributes.imagesizes).toBe(`${picture}px`);
  });

  it("draws as many of a category's products as its first screen holds, in the list's order", async () => {
    const f = catalogFixture(t.database.kysely);
    const category = await f.category({ name: 'کتاب' });
    const shown = firstScreenLayout.productListRow.shown;
    for (let i = 1; i <= shown + 2; i += 1)
      await f.product({ name: `کتاب ${i}`, price: 1000 * i, sku: `BOOK-${i}`, categoryIds: [category] });
    const res = await t.app.inject({ method: 'GET', url: `/product?CategoryId=${category}` });
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/v2/product/search?CategoryId=${category}&Limit=${shown + 2}` })
    ).json();
    const names = readPage(res.body)
      .screen.filter((element) => element.attributes.class === 'fs-item__name')
      .map((element) => element.text);
    expect(names).toEqual(list.Items.slice(0, shown).map((item: { Name: string }) => item.Name));
  });

  it("draws a category's own list", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product?CategoryId=${ids.category}` });
    expect(res.statusCode).toBe(200);
    const page = readPage(res.body);
    expect(page.screen.map((element) => element.text)).toContain(TRICKY_NAME);
    expect(page.screen.find((element) => element.attributes.class === 'fs-bar__title')?.text).toBe('گوشی <هوشمند>');
  });

  it("draws the categories tab: its first sections in the tree's order, each with its sub-categories and «all of it»", async () => {
    const f = catalogFixture(t.database.kysely);
    const parent = await f.category({ name: 'لوازم <خانه>', displayOrder: -10 });
    const picture = await f.picture({ seo: 'kitchen-tile' });
    await f.category({ name: 'آشپزخانه', parentId: parent, pictureId: picture });
    const res = await t.app.inject({ method: 'GET', url: '/tabs/categories' });
    expect(res.statusCode).toBe(200);
    const tree = (await t.app.inject({ method: 'GET', url: '/api/v2/catalog/categorytree' })).json();
    const page = readPage(res.body);
    const heads = page.screen.filter((element) => element.name === 'h2').map((element) => element.text);
    const shown = firstScreenLayout.categorySections.shown;
    expect(heads).toEqual(tree.Items.slice(0, shown).map((item: { Name: string }) => item.Name));
    expect(heads[0]).toBe('لوازم <خانه>');
    const texts = page.screen.map((element) => element.text);
    expect(texts).toContain('آشپزخانه');
    expect(texts).toContain('همهٔ محصولات لوازم <خانه>');
    expect(page.screen.find((element) => element.attributes.class === 'fs-bar__title')?.text).toBe('دسته‌بندی محصولات');
    // The first tile's picture is the screen's largest one early: high priority and preloaded at its size.
    const tile = String(firstScreenLayout.categorySections.tilePictureSize);
    const first = page.screen.find((element) => element.name === 'img' && element.attributes.fetchpriority === 'high');
    expect(first?.attributes).toMatchObject({ width: tile, height: tile, sizes: `${tile}px` });
    expect(first?.attributes.src).toContain('kitchen-tile');
    const preload = page.elements.find((element) => element.name === 'link' && element.attributes.rel === 'preload');
    expect(preload?.attributes.imagesizes).toBe(`${tile}px`);
    expect(res.body).not.toContain('<خانه>');
  });

  it("draws the blog: its newest posts with the date in the Jalali calendar, the tags as chips; a tag's list is the app's", async () => {
    const picture = await catalogFixture(t.database.kysely).picture({ seo: 'autumn-cover' });
    await createBlogPosts().add(t.database.kysely, {
      title: 'راهنمای <خرید> پاییز',
      overview: 'چند نکته',
      body: '<p>متن</p>',
      tags: ['خرید'],
      pictureId: picture,
      publishedAt: '2026-11-20T08:00:00.000Z',
    });
    const res = await t.app.inject({ method: 'GET', url: '/blog' });
    expect(res.statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/v2/blog/list?Limit=10&Offset=0' })).json();
    const page = readPage(res.body);
    const titles = page.screen.filter((element) => element.attributes.class === 'fs-post__title');
    expect(titles.map((element) => element.text)).toEqual(
      list.Items.slice(0, firstScreenLayout.blogList.shown).map((item: { Title: string }) => item.Title),
    );
    expect(titles[0]?.text).toBe('راهنمای <خرید> پاییز');
    const texts = page.screen.map((element) => element.text);
    expect(texts).toContain('۲۹ آبان ۱۴۰۵');
    expect(texts).toContain('بدون دیدگاه');
    expect(texts).toContain('#خرید');
    const cover = page.screen.find((element) => element.name === 'img');
    expect(cover?.attributes).toMatchObject({ width: '800', height: '450', fetchpriority: 'high' });
    const preload = page.elements.find((element) => element.name === 'link' && element.attributes.rel === 'preload');
    expect(preload?.attributes.href).toBe(cover?.attributes.src);
    expect(preload?.attributes.imagesrcset).toBeUndefined();

    const tagged = await t.app.inject({ method: 'GET', url: `/blog?tag=${encodeURIComponent('خرید')}` });
    expect(tagged.statusCode).toBe(200);
    expect(tagged.body).not.toContain('id="fs"');
  });
});
