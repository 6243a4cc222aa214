/**
 * The server's first screen of home, the categories tab, a category's product list, a product page and the blog is drawn
 * before any of the app's scripts run (it is held on screen here by refusing them). The app must take it over with every
 * box in the same place — header, search box, category tiles and sections, product cards, list rows, the gallery,
 * the product's summary, blog cards, the tab bar — so a change to either side alone fails here (the words the server
 * copies from the storefront, titles and labels, must read the same too); and nothing on it, not a
 * box nor a line of text, may move when the Vazirmatn files arrive after it was painted in the fallback
 * font (they are refused to see it).
 */
import type { CategoryTree, HomePage, ProductDetails, ProductList } from '@sabad/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, openShopper, type Shopper } from '../support/shopper.js';

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
  /** What it reads, spaces folded: compared for the kinds that say `sameText`. */
  text?: string;
}

/** A kind of box as the server writes it (inside `#fs`) and as the app draws it. */
interface BoxKind {
  server: string;
  app: string;
  /** The server writes the storefront's own words here (a copy in first-screen.messages.ts): they must read the same. */
  sameText?: boolean;
}

interface FirstScreenPage {
  name: string;
  path: () => string;
  boxes: Record<string, BoxKind>;
}

const header: BoxKind = {
  server: '#fs > .fs-bar',
  app: 'ion-header > ion-toolbar:not(.list-toolbar)',
  sameText: true,
};
const tabBar: BoxKind = { server: '#fs > .fs-tabs', app: 'ion-tab-bar', sameText: true };

let listPath = '';
let productPath = '';

const pages: FirstScreenPage[] = [
  {
    name: 'home',
    path: () => '/tabs/home',
    boxes: {
      header,
      'search box': { server: '#fs .fs-search', app: '.search-form', sameText: true },
      'section title': { server: '#fs .fs-title', app: '.section-title', sameText: true },
      'category tile': { server: '#fs .fs-tile', app: '.category-tile' },
      'category tile picture': { server: '#fs .fs-tile__picture', app: '.category-tile__picture' },
      'product card': { server: '#fs .fs-card', app: '.product-card' },
      'product card picture': { server: '#fs .fs-card__picture', app: '.product-card__picture' },
      'tab bar': tabBar,
    },
  },
  {
    name: 'the categories tab',
    path: () => '/tabs/categories',
    boxes: {
      header,
      'scan entry': { server: '#fs .fs-scan', app: '.scan-entry', sameText: true },
      'category section': { server: '#fs .fs-section', app: '.category-section' },
      'section head': { server: '#fs .fs-section__head', app: '.category-section__head', sameText: true },
      'section picture': { server: '#fs .fs-section__picture', app: '.category-section__picture' },
      'sub-category': { server: '#fs .fs-sub', app: '.subcategory', sameText: true },
      'sub-category picture': { server: '#fs .fs-sub__picture', app: '.subcategory__picture' },
      'tab bar': tabBar,
    },
  },
  {
    name: 'a category list',
    path: () => listPath,
    boxes: {
      header,
      'list bar': { server: '#fs .fs-list-bar', app: 'ion-header > .list-toolbar' },
      'list row': { server: '#fs .fs-list > li', app: '.product-list > li' },
      'list row picture': { server: '#fs .fs-item__picture', app: '.product-list-item__picture' },
      'list row name': { server: '#fs .fs-item__name', app: '.product-list-item__name' },
    },
  },
  {
    name: 'the blog',
    path: () => '/blog',
    boxes: {
      header,
      introduction: { server: '#fs .fs-blog-intro', app: '.blog-intro', sameText: true },
      // Rows, not the chips and tags in them: a tag is as wide as its name, which Vazirmatn draws a little wider or narrower.
      'tag row': { server: '#fs .fs-chips', app: '.blog-tag-filter' },
      'post card': { server: '#fs .fs-post', app: '.blog-card' },
      'post cover': { server: '#fs .fs-post__cover', app: '.blog-card__cover' },
      'post title': { server: '#fs .fs-post__title', app: '.blog-card__title' },
      'post summary': { server: '#fs .fs-post__overview', app: '.blog-card__overview' },
      'post date and comments': { server: '#fs .fs-post__meta', app: '.blog-card .blog-meta', sameText: true },
      "post's tags": { server: '#fs .fs-post__tags', app: '.blog-card .blog-tags' },
    },
  },
  {
    name: 'a product page',
    path: () => productPath,
    boxes: {
      header,
      'gallery picture': { server: '#fs .fs-gallery img', app: '.product-gallery__slide img' },
      'gallery dots': { server: '#fs .fs-dots', app: '.product-gallery__dots' },
      'product name': { server: '#fs .fs-summary h1', app: '.product-summary h1', sameText: true },
      price: { server: '#fs .fs-summary .fs-price', app: '.product-summary .price-tag' },
      facts: { server: '#fs .fs-facts', app: '.product-facts' },
    },
  },
];

/**
 * The boxes of each kind a shopper sees on the first screen, in document order: shown, in the viewport
 * across, and starting above the tab bar (or the bottom of the screen where there is none).
 */
function readBoxes(page: Page, kinds: Record<string, string>, bottomSelector: string): Promise<Record<string, Box[]>> {
  return page.evaluate(
    ({ kinds, bottomSelector }) => {
      const round = (value: number) => Math.round(value * 100) / 100;
      const bottom = document.querySelector(bottomSelector)?.getBoundingClientRect().top ?? innerHeight;
      const result: Record<string, Box[]> = {};
      for (const [name, selector] of Object.entries(kinds)) {
        result[name] = [...document.querySelectorAll(selector)]
          .filter((element) => element.checkVisibility())
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.right > 0 && box.left < innerWidth && box.top <= bottom)
          .map(({ element, box }) => ({
            top: round(box.top),
            left: round(box.left),
            width: round(box.width),
            height: round(box.height),
            // A search box's words are its placeholder in the app, plain text on the first screen.
            text: [
              (element as HTMLElement).innerText,
              ...[...element.querySelectorAll('input')].map((input) => input.placeholder),
            ]
              .join(' ')
              .replace(/\s+/g, ' ')
              .trim(),
          }));
      }
      return result;
    },
    { kinds, bottomSelector },
  );
}

/**
 * Every line of text on the server's first screen as a box: where its glyphs sit comes from the font's
 * ascent and descent, which the fallback font takes from Vazirmatn (theme/fonts.css), so the text does
 * not jump when Vazirmatn replaces it.
 */
function readTextRuns(page: Page): Promise<Record<string, Box[]>> {
  return page.evaluate(() => {
    const round = (value: number) => Math.round(value * 100) / 100;
    const runs: Box[] = [];
    const walker = document.createTreeWalker(document.getElementById('fs')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      // A paragraph in a box of fixed height that clamps it (a blog card's title and summary) may wrap into
      // another number of lines in each font: its first line is held here, the box itself by its kind.
      const clamped = getComputedStyle(node.parentElement!).webkitLineClamp !== 'none';
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((box) => box.top < innerHeight);
      for (const box of clamped ? lines.slice(0, 1) : lines)
        runs.push({ top: round(box.top), left: 0, width: 0, height: round(box.height) });
    }
    return { 'line of text': runs };
  });
}

/** Where two drawings of the same boxes differ by more than a pixel, described for the failure message. */
function differences(
  expected: Record<string, Box[]>,
  actual: Record<string, Box[]>,
  sameText: ReadonlySet<string> = new Set(),
): string[] {
  const found: string[] = [];
  for (const [name, boxes] of Object.entries(expected)) {
    const others = actual[name] ?? [];
    if (boxes.length === 0) found.push(`${name}: none on the first screen`);
    if (others.length !== boxes.length) found.push(`${name}: ${boxes.length} against ${others.length}`);
    boxes.forEach((box, index) => {
      const other = others[index];
      if (!other) return;
      const sides = (['top', 'left', 'width', 'height'] as const).filter(
        (side) => Math.abs(box[side] - other[side]) > 1,
      );
      if (sameText.has(name) && box.text !== other.text)
        found.push(`${name} ${index + 1}: reads «${box.text}» against «${other.text}»`);
      if (sides.length > 0)
        found.push(
          `${name} ${index + 1}: ${sides.map((side) => `${side} ${box[side]} against ${other[side]}`).join(', ')}`,
        );
    });
  }
  return found;
}

const kindsOf = (page: FirstScreenPage, side: 'server' | 'app') =>
  Object.fromEntries(Object.entries(page.boxes).map(([name, kind]) => [name, kind[side]]));

describe("the server's first screen", () => {
  let shopper: Shopper;
  /** What is refused: the app's scripts (keeps the first screen), and the font files. */
  const refuse = { scripts: false, fonts: false };

  beforeAll(async () => {
    const tree = await api<CategoryTree>('/catalog/categorytree');
    // A list whose first screen is full of rows, some with an old price (its own line).
    for (const sub of tree.Items.flatMap((top) => top.SubCategories)) {
      const list = await api<ProductList>(`/product/search?CategoryId=${sub.Id}&Limit=6`);
      if (list.Items.length >= 5) {
        listPath = `/product?CategoryId=${sub.Id}`;
        break;
      }
    }
    if (!listPath) throw new Error('no subcategory of the seeded store lists five products');
    // A product with more than one picture, so its gallery draws its dots.
    const home = await api<HomePage>('/catalog/homepage');
    for (const product of [...home.FeaturedProducts, ...home.NewProducts]) {
      const details = await api<ProductDetails>(`/product/details/${product.Id}`);
      if (details.Pictures.length > 1) {
        productPath = `/product-details/${product.Id}`;
        break;
      }
    }
    if (!productPath) throw new Error('no product on the seeded home page has two pictures');
    shopper = await openShopper('first-screen');
    await shopper.page.route('**/assets/**', async (route) => {
      const { pathname } = new URL(route.request().url());
      if ((refuse.scripts && pathname.endsWith('.js')) || (refuse.fonts && pathname.endsWith('.woff2')))
        return route.abort('blockedbyclient');
      return route.fallback();
    });
  });

  afterAll(async () => {
    await shopper?.close();
  });

  /** Waits until the text is drawn in Vazirmatn (`fonts`) or without it, and says which. */
  async function fontDrawn(fonts: boolean): Promise<void> {
    const { page } = shopper;
    // The font files are asked for at the first layout; wait for them rather than trust the load event.
    if (fonts)
      await page.waitForFunction(() =>
        [...document.fonts].some((face) => face.family.includes('Vazirmatn') && face.status === 'loaded'),
      );
    const families = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
    });
    expect(
      families.some((family) => /^"?Vazirmatn"?$/.test(family)),
      'Vazirmatn drawn',
    ).toBe(fonts);
  }

  async function serverBoxes(screen: FirstScreenPage, fonts: boolean): Promise<Record<string, Box[]>> {
    refuse.scripts = true;
    refuse.fonts = !fonts;
    await shopper.open(screen.path());
    await fontDrawn(fonts);
    return readBoxes(shopper.page, kindsOf(screen, 'server'), tabBar.server);
  }

  async function appBoxes(screen: FirstScreenPage): Promise<Record<string, Box[]>> {
    const { page } = shopper;
    refuse.scripts = false;
    refuse.fonts = false;
    await shopper.open(screen.path());
    await page.waitForFunction(() => !document.getElementById('fs'), null, { timeout: 30_000 });
    await fontDrawn(true);
    return readBoxes(page, kindsOf(screen, 'app'), tabBar.app);
  }

  it.each(pages.map((screen) => [screen.name, screen] as const))(
    'of %s keeps every box in its place when the font arrives',
    async (name, screen) => {
      const inFallbackFont = { ...(await serverBoxes(screen, false)), ...(await readTextRuns(shopper.page)) };
      const inVazirmatn = { ...(await serverBoxes(screen, true)), ...(await readTextRuns(shopper.page)) };
      expect(differences(inVazirmatn, inFallbackFont)).toEqual([]);
      await shopper.shot(`${name.replace(/\s+/g, '-')}-first-screen`);
    },
  );

  it.each(pages.map((screen) => [screen.name, screen] as const))(
    'of %s is taken over by the app with every box in the same place',
    async (name, screen) => {
      const drawnByServer = await serverBoxes(screen, true);
      const drawnByApp = await appBoxes(screen);
      const sameText = new Set(Object.keys(screen.boxes).filter((name) => screen.boxes[name]?.sameText));
      expect(differences(drawnByServer, drawnByApp, sameText)).toEqual([]);
      await shopper.shot(`${name.replace(/\s+/g, '-')}-taken-over`);
      expect(shopper.problems).toEqual([]);
    },
  );
});
