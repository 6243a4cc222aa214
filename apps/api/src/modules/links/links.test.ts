import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../../lib/read-cache.js';
import { systemClock } from '../../lib/clock.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createCatalogService } from '../catalog/index.js';
import { createSettingsService } from '../settings/index.js';
import { createLinksService } from './links.service.js';

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
const TRICKY_NAME = `گوشی "ویژه" <تخفیف> & 'تک' $& $1`;

let dist: string;
let t: TestApp;
let behindPublicUrl: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-links-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ config: { STOREFRONT_DIST: dist } });
  behindPublicUrl = await createTestApp({
    database: t.database,
    config: { STOREFRONT_DIST: dist, PUBLIC_URL: 'https://shop.example.com/' },
  });
  const f = catalogFixture(t.database.kysely);
  const picture = await f.picture({ seo: 'tricky-phone' });
  ids.category = await f.category({ name: 'گوشی <هوشمند>' });
  ids.hiddenCategory = await f.category({ name: 'بایگانی', published: false });
  ids.underHidden = await f.category({ name: 'زیر بایگانی', parentId: ids.hiddenCategory });
  ids.brand = await f.manufacturer({ name: 'سامسونگ' });
  ids.tricky = await f.product({
    name: TRICKY_NAME,
    price: 1000,
    sku: 'SB-1001',
    shortDescription: 'توضیح <b>کوتاه</b> & "نقل‌قول"',
    categoryIds: [ids.category],
    pictureIds: [picture],
  });
  ids.plain = await f.product({
    name: 'کتاب',
    price: 2000,
    sku: 'BOOK-7',
    fullDescription: `<p>${'واژه '.repeat(80)}</p>`,
  });
  ids.hidden = await f.product({ name: 'پنهان', price: 1000, sku: 'HIDDEN-1', published: false });
  const withCombinations = await f.product({
    name: 'تیشرت',
    price: 3000,
    sku: 'TS-1',
    manageInventory: 'combinations',
  });
  ids.withCombinations = withCombinations;
  const size = await f.attribute(withCombinations, { name: 'اندازه', values: [{ name: 'L' }] });
  await f.combination(withCombinations, { choices: [[size.mappingId, [size.valueIds[0]!]]], sku: 'TS-1-L', stock: 2 });
  await f.topic({ systemName: 'about-us', title: 'درباره ما' });
  await f.topic({ systemName: 'draft', title: 'پیش‌نویس', published: false });
});
afterAll(async () => {
  await behindPublicUrl.app.close();
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The page's <head> as a browser (or a link preview crawler) reads it: decoded attribute values. */
function readHead(html: string) {
  const meta: Record<string, string> = {};
  let title = '';
  let titles = 0;
  let inTitle = false;
  let canonical: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title') {
          inTitle = true;
          titles += 1;
        }
        const key = attributes.property ?? attributes.name;
        if (name === 'meta' && key && attributes.content !== undefined) meta[key] = attributes.content;
        if (name === 'link' && attributes.rel === 'canonical') canonical = attributes.href ?? null;
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { title, titles, meta, canonical };
}

function parseXml(xml: string) {
  const parser = new SaxesParser();
  const locs: string[] = [];
  let root = '';
  let inLoc = false;
  parser.on('opentag', (tag) => {
    if (!root) root = tag.name;
    inLoc = tag.name === 'loc';
  });
  parser.on('text', (text) => {
    if (inLoc) locs.push(text);
  });
  parser.on('closetag', () => {
    inLoc = false;
  });
  parser.write(xml).close();
  return { root, locs };
}

describe('shared product and category pages', () => {
  it('sends a product page with its title, description and Open Graph tags, escaped', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product-details/${ids.tricky}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).not.toContain('<تخفیف>');
    expect(res.body).toContain('<div id="root"></div>');
    const head = readHead(res.body);
    expect(head.titles).toBe(1);
    expect(head.title).toBe(`${TRICKY_NAME} | سبد`);
    expect(head.meta).toMatchObject({
      description: 'توضیح کوتاه & "نقل‌قول"',
      'og:title': `${TRICKY_NAME} | سبد`,
      'og:description': 'توضیح کوتاه & "نقل‌قول"',
      'og:type': 'product',
      'og:url': `http://localhost:80/product-details/${ids.tricky}`,
    });
    expect(head.meta['og:image']).toMatch(/^http:\/\/localhost:80\/images\/\d+\/full\/tricky-phone\.webp$/);
    expect(head.canonical).toBe(`http://localhost:80/product-details/${ids.tricky}`);
    const picture = await t.app.inject({
      method: 'GET',
      url: head.meta['og:image']!.replace('http://localhost:80', ''),
    });
    expect(picture.statusCode).toBe(200);
  });

  it('uses a long description cut short when there is no short one', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product-details/${ids.plain}` });
    const { meta } = readHead(res.body);
    expect(meta.description!.length).toBeLessThanOrEqual(161);
    expect(meta.description).toMatch(/^واژه واژه .*…$/);
    expect(meta['og:image']).toBeUndefined();
  });

  it('starts absolute links at PUBLIC_URL when it is set', async () => {
    const res = await behindPublicUrl.app.inject({ method: 'GET', url: `/product-details/${ids.tricky}` });
    const { meta } = readHead(res.body);
    expect(meta['og:url']).toBe(`https://shop.example.com/product-details/${ids.tricky}`);
    expect(meta['og:image']).toMatch(/^https:\/\/shop\.example\.com\/images\//);
  });

  it.each([
    ['a missing product', '/product-details/999999'],
    ['an unpublished product', () => `/product-details/${ids.hidden}`],
    ['a malformed id', '/product-details/abc'],
    ['a missing category', '/product?CategoryId=999999'],
  ] as const)('answers %s with 404, noindex, and the app page that says so itself', async (_, url) => {
    const res = await t.app.inject({ method: 'GET', url: typeof url === 'function' ? url() : url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root"></div>');
    const head = readHead(res.body);
    expect(head.meta.robots).toBe('noindex');
    expect(head.title).toBe('سبد');
  });

  it('sends a category list with the category in its tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product?CategoryId=${ids.category}` });
    expect(res.statusCode).toBe(200);
    const head = readHead(res.body);
    expect(head.title).toBe('گوشی <هوشمند> | سبد');
    expect(head.meta).toMatchObject({
      'og:type': 'website',
      'og:url': `http://localhost:80/product?CategoryId=${ids.category}`,
      description: 'خرید گوشی <هوشمند> از فروشگاه اینترنتی سبد',
    });
    expect(res.body).not.toContain('<هوشمند>');
  });

  it('names only the category in the page link, whatever the sort or page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/product?CategoryId=${ids.category}&Sort=price-asc&utm_source=x`,
    });
    const head = readHead(res.body);
    expect(head.meta['og:url']).toBe(`http://localhost:80/product?CategoryId=${ids.category}`);
    expect(head.canonical).toBe(`http://localhost:80/product?CategoryId=${ids.category}`);
  });

  it('sends a brand list with the brand in its title', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product?BrandId=${ids.brand}` });
    expect(readHead(res.body).title).toBe('سامسونگ | سبد');
  });

  it('leaves other pages (a search) as the plain app page, and home its generic head', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/product?SearchWords=abc' });
    expect(search.statusCode).toBe(200);
    expect(search.body).toBe(INDEX_HTML);
    // Home gets a first screen (first-screen.test.ts), under index.html's own title and description.
    const home = readHead((await t.app.inject({ method: 'GET', url: '/tabs/home' })).body);
    expect(home.title).toBe('سبد');
    expect(home.titles).toBe(1);
    expect(home.meta.description).toBe('سبد، فروشگاه اینترنتی');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists published products, reachable categories and topics as absolute links in well-formed XML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const { root, locs } = parseXml(res.body);
    expect(root).toBe('urlset');
    expect(locs).toContain(`http://localhost:80/product-details/${ids.tricky}`);
    expect(locs).toContain(`http://localhost:80/product-details/${ids.plain}`);
    expect(locs).not.toContain(`http://localhost:80/product-details/${ids.hidden}`);
    expect(locs).toContain(`http://localhost:80/product?CategoryId=${ids.category}`);
    expect(locs).not.toContain(`http://localhost:80/product?CategoryId=${ids.hiddenCategory}`);
    expect(locs).not.toContain(`http://localhost:80/product?CategoryId=${ids.underHidden}`);
    expect(locs).toContain('http://localhost:80/topic/about-us');
    expect(locs).not.toContain('http://localhost:80/topic/draft');
    expect(locs).toContain('http://localhost:80/tabs/home');
  });

  it('splits a large catalogue into a sitemap index of files', async () => {
    const settings = createSettingsService({ db: t.database.kysely, clock: systemClock, cacheTtlMs: 0 });
    const links = createLinksService({
      db: t.database.kysely,
      settings,
      catalog: createCatalogService({ db: t.database.kysely, settings }),
      cache: new ReadCache({ ttlMs: 0, maxEntries: 10, clock: systemClock }),
      sitemapUrlsPerFile: 2,
    });
    const index = parseXml(await links.sitemap('https://shop.example.com'));
    expect(index.root).toBe('sitemapindex');
    expect(index.locs[0]).toBe('https://shop.example.com/sitemap-1.xml');
    const productParts = index.locs.slice(1);
    const listed = [];
    for (const [i] of productParts.entries())
      listed.push(...parseXml((await links.sitemapPart('https://shop.example.com', i + 2))!).locs);
    expect(listed).toContain(`https://shop.example.com/product-details/${ids.tricky}`);
    expect(listed.every((loc) => loc.includes('/product-details/'))).toBe(true);
    expect(parseXml((await links.sitemapPart('https://shop.example.com', 1))!).locs).toContain(
      'https://shop.example.com/topic/about-us',
    );
    expect(await links.sitemapPart('https://shop.example.com', productParts.length + 2)).toBeNull();
  });

  it('serves a part of the sitemap over HTTP and 404 past the last', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-99.xml' })).statusCode).toBe(404);
  });

  it('serves robots.txt: allow all, keep out of the API, point to the sitemap', async () => {
    const res = await behindPublicUrl.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://shop.example.com/sitemap.xml\n',
    );
  });
});

describe('GET /product/bysku/{sku}', () => {
  it.each([
    ['SB-1001', 'tricky'],
    ['  sb-1001 ', 'tricky'],
    ['BOOK-7', 'plain'],
  ])('finds the product of %j', async (sku, key) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/product/bysku/${encodeURIComponent(sku)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Id: ids[key] });
  });

  it('finds a product by the SKU of one of its attribute combinations', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/product/bysku/ts-1-l' });
    expect(res.json()).toEqual({ Id: ids.withCombinations });
  });

  it.each(['NOPE-1', 'HIDDEN-1'])('answers 404 in Persian for %s', async (sku) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/product/bysku/${sku}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      Success: false,
      Message: 'محصولی با این کد پیدا نشد.',
      Errors: ['محصولی با این کد پیدا نشد.'],
    });
  });

  it('answers 400 in Persian for a code with characters no SKU has', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/product/bysku/${encodeURIComponent('<script>')}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.join(' ')).toContain('کد کالا');
  });
});
