/**
 * The first screen of home, a category's product list and a product page as plain HTML, written by
 * the server into index.html so a phone paints it before the app's JavaScript has run. Its boxes take
 * their sizes from the layout the app's components also read (`@sabad/contract/first-screen-layout`),
 * and the app takes it over (removes it) once its own page shows the same data
 * (apps/storefront/src/app/startup/first-screen.ts). Every text and link from the database is
 * escaped; nothing in it runs script.
 */
import {
  JALALI_DATE_OPTIONS,
  formatPersianNumber,
  type BlogPostSummary,
  type BlogTagList,
  type Category,
  type HomePage,
  type ProductDetails,
  type ProductOverview,
} from '@sabad/contract';
import { firstScreenLayout } from '@sabad/contract/first-screen-layout';
import { escapeHtml } from '../../lib/escape-html.js';
import { firstScreenTexts as fa } from './first-screen.messages.js';

export interface FirstScreen {
  /** Tags for <head>: the style of the first screen and the preload of its largest picture. */
  head: string;
  /** The markup placed before the app's #root. */
  body: string;
}

/** The picture route's three sizes (apps/api/src/modules/pictures/picture-urls.ts), longest edge in px. */
const PICTURE_SIZES = { thumb: 240, medium: 600, full: 1200 } as const;
const PICTURE_ROUTE = /^(.*\/images\/\d+\/)(thumb|medium|full)(\/[^/?#]+)$/;

/** The same srcset the storefront offers (src/lib/picture-sources.ts): every size up to the one linked. */
export function pictureSrcSet(url: string): string | null {
  const match = PICTURE_ROUTE.exec(url);
  if (!match) return null;
  const [, prefix, size, name] = match;
  const largest = PICTURE_SIZES[size as keyof typeof PICTURE_SIZES];
  return Object.entries(PICTURE_SIZES)
    .filter(([, edge]) => edge <= largest)
    .map(([sizeName, edge]) => `${prefix}${sizeName}${name} ${edge}w`)
    .join(', ');
}

const attr = (value: string) => `"${escapeHtml(value)}"`;

interface Picture {
  url: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
  priority: 'high' | 'eager' | 'lazy';
}

function img(picture: Picture): string {
  const srcset = pictureSrcSet(picture.url);
  return [
    `<img src=${attr(picture.url)}`,
    srcset ? ` srcset=${attr(srcset)} sizes=${attr(picture.sizes)}` : '',
    ` width="${picture.width}" height="${picture.height}" alt=${attr(picture.alt)}`,
    picture.priority === 'lazy' ? ' loading="lazy"' : '',
    picture.priority === 'high' ? ' fetchpriority="high"' : '',
    ' decoding="async">',
  ].join('');
}

/** The largest picture, asked for before the parser reaches it, at the size the page shows it (null: a plain src). */
function preload(url: string, sizes: string | null): string {
  const srcset = sizes === null ? null : pictureSrcSet(url);
  return srcset
    ? `<link rel="preload" as="image" href=${attr(url)} imagesrcset=${attr(srcset)} imagesizes=${attr(sizes ?? '')} fetchpriority="high">`
    : `<link rel="preload" as="image" href=${attr(url)} fetchpriority="high">`;
}

// Icons copied from Ionicons 8 (MIT), the ones the app's shell draws on these screens.
const STROKE = 'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="32"';
const ICONS = {
  menu: '<path fill="currentColor" d="M64 384h384v-42.67H64Zm0-106.67h384v-42.66H64ZM64 128v42.67h384V128Z"/>',
  back: '<path d="m268 112 144 144-144 144M392 256H100" fill="none" stroke="currentColor" stroke-linecap="square" stroke-miterlimit="10" stroke-width="48"/>',
  search: `<path ${STROKE} d="M221.09 64a157.09 157.09 0 1 0 157.09 157.09A157.1 157.1 0 0 0 221.09 64Z"/><path ${STROKE} d="M338.29 338.29 448 448"/>`,
  home: `<path ${STROKE} d="M80 212v236a16 16 0 0 0 16 16h96V328a24 24 0 0 1 24-24h80a24 24 0 0 1 24 24v136h96a16 16 0 0 0 16-16V212"/><path ${STROKE} d="M480 256 266.89 52c-5-5.28-16.69-5.34-21.78 0L32 256M400 179V64h-48v69"/>`,
  grid: `<rect ${STROKE} width="176" height="176" x="48" y="48" rx="20"/><rect ${STROKE} width="176" height="176" x="288" y="48" rx="20"/><rect ${STROKE} width="176" height="176" x="48" y="288" rx="20"/><rect ${STROKE} width="176" height="176" x="288" y="288" rx="20"/>`,
  cart: `<circle ${STROKE} cx="176" cy="416" r="16"/><circle ${STROKE} cx="400" cy="416" r="16"/><path ${STROKE} d="M48 80h64l48 272h256"/><path ${STROKE} d="M160 288h249.44a8 8 0 0 0 7.85-6.43l28.8-144a8 8 0 0 0-7.85-9.57H128"/>`,
  qrCode: `<rect width="80" height="80" x="336" y="336" rx="8"/><rect width="64" height="64" x="272" y="272" rx="8"/><rect width="64" height="64" x="416" y="416" rx="8"/><rect width="48" height="48" x="432" y="272" rx="8"/><rect width="48" height="48" x="272" y="432" rx="8"/><rect width="80" height="80" x="336" y="96" rx="8"/><rect ${STROKE} width="176" height="176" x="288" y="48" rx="16"/><rect width="80" height="80" x="96" y="96" rx="8"/><rect ${STROKE} width="176" height="176" x="48" y="48" rx="16"/><rect width="80" height="80" x="96" y="336" rx="8"/><rect ${STROKE} width="176" height="176" x="48" y="288" rx="16"/>`,
  person: `<path ${STROKE} d="M344 144c-3.92 52.87-44 96-88 96s-84.15-43.12-88-96c-4-55 35-96 88-96s92 42 88 96"/><path ${STROKE} d="M256 304c-87 0-175.3 48-191.64 138.6C62.39 453.52 68.57 464 80 464h352c11.44 0 17.62-10.48 15.65-21.4C431.3 352 343 304 256 304Z"/>`,
} as const;
const icon = (name: keyof typeof ICONS, className: string) =>
  `<svg class="${className}" viewBox="0 0 512 512" aria-hidden="true">${ICONS[name]}</svg>`;

const layout = firstScreenLayout;

/**
 * The first screen's look: the app's header, tab bar, product card, category tile and product summary
 * (Ionic's md toolbar and tab bar, the storefront's catalog.css, product-details.css and global.css),
 * their boxes sized by the shared layout. While it is there the app below it is laid out but not shown
 * (`#fs + #root`), so the shopper sees one screen, and the app appears in its place when it takes over.
 */
const STYLE = `<style>
#fs{position:fixed;inset:0;z-index:30000;overflow:hidden;background:#fff;font-family:var(--ion-font-family);color:#000;display:flex;flex-direction:column}
#fs+#root{visibility:hidden}
#fs ul{margin:0;list-style:none}
#fs a{color:inherit;text-decoration:none}
.fs-bar{flex:none;display:flex;align-items:center;block-size:${layout.header.blockSize}px;background:var(--ion-color-primary);color:#fff}
.fs-bar__button{inline-size:48px;block-size:48px;margin-inline-start:4px;display:grid;place-items:center}
.fs-bar__button svg{inline-size:24px;block-size:24px}
.fs-bar__title{flex:1;padding-inline:20px;font-size:20px;font-weight:500;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fs-search{display:flex;align-items:center;gap:8px;box-sizing:border-box;inline-size:calc(100% - ${2 * layout.searchBox.marginInline}px);block-size:${layout.searchBox.blockSize}px;margin-inline:${layout.searchBox.marginInline}px;padding:0 12px;border-radius:10px;background:#fff;color:var(--ion-color-medium)}
.fs-search svg{inline-size:16px;block-size:16px;flex:none}
.fs-main{flex:1;overflow:hidden}
.fs-title{margin:20px 16px 8px;font-size:1.05rem;font-weight:700;line-height:1.2}
/* The app's rows snap their first card to the start edge: scrolled by their start padding. */
.fs-row,.fs-tiles{display:flex;gap:${layout.productRow.gap}px;padding:4px 0 12px ${layout.productRow.paddingInline}px;overflow:hidden}
.fs-row>li,.fs-tiles>li{flex:none}
.fs-card{display:flex;flex-direction:column;gap:6px;inline-size:${layout.productCard.inlineSize}px;block-size:100%;box-sizing:border-box;padding:${layout.productCard.padding}px;border:${layout.productCard.border}px solid var(--sabad-border);border-radius:var(--sabad-radius);background:#fff}
.fs-card__picture{aspect-ratio:1;border-radius:calc(var(--sabad-radius) - 4px);background:var(--sabad-surface);overflow:hidden}
.fs-card__picture img,.fs-tile__picture img{display:block;inline-size:100%;block-size:100%;object-fit:cover}
.fs-card__name{margin:0;font-size:.875rem;font-weight:500;line-height:1.6;block-size:3.2em;overflow:hidden}
.fs-price{display:flex;flex-direction:column;align-items:flex-end;gap:2px;margin-block-start:auto;font-size:.9rem}
.fs-unavailable{color:var(--ion-color-medium);font-size:.85rem;line-height:1.5}
.fs-tile{display:flex;flex-direction:column;align-items:center;gap:6px;inline-size:${layout.categoryTile.inlineSize}px;text-align:center}
.fs-tile__picture{display:block;inline-size:${layout.categoryTile.pictureSize}px;block-size:${layout.categoryTile.pictureSize}px;border-radius:16px;background:var(--sabad-surface);overflow:hidden}
.fs-tiles--circle .fs-tile__picture{border-radius:50%}
.fs-tile__name{font-size:.8rem;line-height:1.5}
.fs-tabs{flex:none;display:flex;block-size:${layout.tabBar.blockSize}px;border-block-start:1px solid rgba(0,0,0,.07);background:#fff;color:#595959}
.fs-tab{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;font-size:12px}
.fs-tab svg{inline-size:22px;block-size:22px}
.fs-tab--selected{color:var(--ion-color-primary)}
.fs-gallery{background:var(--sabad-surface)}
.fs-gallery img{display:block;inline-size:100%;max-inline-size:${layout.productGallery.slideMaxInlineSize}px;block-size:auto;aspect-ratio:1;object-fit:contain;margin-inline:auto}
.fs-dots{display:flex;justify-content:center;gap:0;padding-block:2px}
.fs-dots span{inline-size:24px;block-size:24px;display:grid;place-items:center}
.fs-dots span::before{content:'';inline-size:8px;block-size:8px;border-radius:50%;background:var(--ion-color-medium);opacity:.4}
.fs-dots span:first-child::before{inline-size:20px;border-radius:4px;background:var(--ion-color-primary);opacity:1}
.fs-summary{padding:16px 16px 4px}
.fs-summary h1{margin:0 0 8px;font-size:1.25rem;font-weight:500;line-height:1.7}
.fs-rating{block-size:44px}
.fs-summary .fs-price{align-items:flex-start;font-size:1.15rem}
.fs-facts{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:12px 0;font-size:.9rem;line-height:1.6}
.fs-facts dt{color:var(--ion-color-medium)}
.fs-facts dd{margin:0}
.fs-in{color:var(--ion-color-success);font-weight:500}
.fs-out{color:var(--ion-color-danger);font-weight:500}
.fs-list{padding:0}
.fs-list>li+li{border-block-start:1px solid var(--sabad-border)}
.fs-item{display:flex;gap:12px;padding:12px 16px}
.fs-item__picture{flex:none;inline-size:${layout.productListRow.pictureSize}px;block-size:${layout.productListRow.pictureSize}px;border-radius:calc(var(--sabad-radius) - 4px);background:var(--sabad-surface);overflow:hidden}
.fs-item__picture img{display:block;inline-size:100%;block-size:100%;object-fit:cover}
.fs-item__body{display:flex;flex-direction:column;gap:4px;flex:1;min-inline-size:0}
.fs-item__name{margin:0;font-size:.95rem;font-weight:500;line-height:1.6}
.fs-item__summary{margin:0;color:var(--ion-color-medium);font-size:.8rem;line-height:1.6;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.fs-list-bar{block-size:${layout.listBar.blockSize}px;border-block-end:1px solid var(--sabad-border)}
.fs-narrow{max-inline-size:960px;margin-inline:auto}
.fs-scan{display:flex;align-items:center;gap:10px;margin:12px 16px 4px;padding:12px 14px;border:1px dashed var(--ion-color-primary);border-radius:12px;color:var(--ion-color-primary);font-weight:600}
.fs-scan svg{inline-size:1.5rem;block-size:1.5rem;flex:none}
.fs-sections{display:flex;flex-direction:column;gap:${layout.categorySections.gap}px;padding:${layout.categorySections.gap}px}
.fs-section{border:1px solid var(--sabad-border);border-radius:var(--sabad-radius);background:#fff;overflow:hidden}
.fs-section__head{display:flex;align-items:center;gap:12px;padding:10px 12px;background:var(--sabad-surface)}
.fs-section__head h2{margin:0;font-size:1rem;font-weight:700}
.fs-section__picture{inline-size:${layout.categorySections.headPictureSize}px;block-size:${layout.categorySections.headPictureSize}px;border-radius:12px;overflow:hidden;flex:none;background:#fff}
.fs-section__picture img,.fs-sub__picture img{inline-size:100%;block-size:100%;object-fit:cover;display:block}
.fs-subgrid{display:grid;grid-template-columns:repeat(auto-fill,minmax(${layout.categorySections.tileMinInlineSize}px,1fr));gap:${layout.categorySections.gap}px;margin:0;padding:${layout.categorySections.gap}px}
.fs-subgrid .fs-sub{display:flex;flex-direction:column;align-items:center;gap:6px;text-align:center;font-size:.85rem}
.fs-sub__picture{inline-size:${layout.categorySections.tilePictureSize}px;block-size:${layout.categorySections.tilePictureSize}px;border-radius:16px;overflow:hidden;background:var(--sabad-surface)}
.fs-sublist{margin:0;padding:0}
.fs-sublist li+li{border-block-start:1px solid var(--sabad-border)}
.fs-sublist .fs-sub{display:block;padding:10px 16px}
.fs-pad{padding:16px}
.fs-blog-intro{margin:0 0 12px;color:var(--ion-color-medium);line-height:1.8}
.fs-chips{display:flex;gap:8px;margin-block-end:16px;padding-block:2px 6px;overflow:hidden}
.fs-chip{flex:none;white-space:nowrap;display:inline-flex;align-items:center;gap:6px;min-block-size:36px;padding-inline:14px;border:1px solid var(--sabad-border);border-radius:999px;background:#fff;color:#374151;font-size:.9rem}
.fs-chip--current{border-color:var(--ion-color-primary);background:var(--ion-color-primary);color:var(--ion-color-primary-contrast)}
.fs-chip__count{font-size:.8rem;opacity:.75}
.fs-posts{margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(${layout.blogList.cardMinInlineSize}px,1fr));gap:${layout.blogList.gap}px}
.fs-post{display:flex;flex-direction:column;block-size:100%;overflow:hidden;border:1px solid var(--sabad-border);border-radius:12px;background:#fff}
.fs-post__cover{display:block;aspect-ratio:16/9;background:#f3f4f6}
.fs-post__cover img{display:block;inline-size:100%;block-size:auto;aspect-ratio:16/9;object-fit:cover}
.fs-post__body{display:flex;flex-direction:column;gap:8px;padding:12px 14px 14px}
.fs-post__title{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;block-size:3.2em;margin:0;font-size:1.05rem;line-height:1.6}
.fs-post__overview{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;overflow:hidden;block-size:5.4em;margin:0;color:#4b5563;line-height:1.8;font-size:.92rem}
.fs-post__meta{display:flex;flex-wrap:wrap;gap:12px;margin:0;color:var(--ion-color-medium);font-size:.85rem}
.fs-post__tags{display:flex;flex-wrap:nowrap;overflow:hidden;gap:6px;margin:0;padding:0}
.fs-post__tags>li{flex:none}
#fs .fs-post__tag{display:inline-flex;align-items:center;min-block-size:32px;padding-inline:10px;border-radius:999px;background:#f3f4f6;color:var(--ion-color-primary);font-size:.85rem}
#fs .fs-sub--all{color:var(--ion-color-primary);font-weight:500}
.fs-subgrid .fs-sub--all{justify-content:center;block-size:100%}
</style>`;

function price(product: { Price: string; OldPrice: string | null }): string {
  // .price and .old-price are the app's own global classes (theme/global.css, loaded before the first paint).
  const old = product.OldPrice ? `<del class="old-price">${escapeHtml(product.OldPrice)}</del>` : '';
  return `<div class="fs-price">${old}<span class="price">${escapeHtml(product.Price)}</span></div>`;
}

function header(title: string, button: 'menu' | 'back'): string {
  return `<div class="fs-bar"><span class="fs-bar__button">${icon(button, '')}</span><span class="fs-bar__title">${escapeHtml(title)}</span></div>`;
}

function card(product: ProductOverview, priority: Picture['priority']): string {
  const picture = product.PictureUrl
    ? img({
        url: product.PictureUrl,
        sizes: `${layout.productCard.pictureSize}px`,
        width: layout.productCard.pictureSize,
        height: layout.productCard.pictureSize,
        alt: '',
        priority,
      })
    : '';
  const offer = product.InStock ? price(product) : `<span class="fs-unavailable">${fa.outOfStock}</span>`;
  return `<li><a class="fs-card" href="/product-details/${product.Id}"><div class="fs-card__picture">${picture}</div><h3 class="fs-card__name">${escapeHtml(product.Name)}</h3>${offer}</a></li>`;
}

function row(title: string, products: ProductOverview[], firstScreen: boolean): string {
  if (products.length === 0) return '';
  // Every card is drawn: a row is as tall as its tallest card (one with an old price is a line taller).
  const priority = (index: number): Picture['priority'] => {
    if (!firstScreen || index >= layout.productRow.shown) return 'lazy';
    return index === 0 ? 'high' : 'eager';
  };
  const cards = products.map((product, index) => card(product, priority(index)));
  return `<h2 class="fs-title">${escapeHtml(title)}</h2><ul class="fs-row">${cards.join('')}</ul>`;
}

function tabBar(selected: 'home' | 'grid'): string {
  const tab = (name: keyof typeof ICONS, label: string) =>
    `<span class="fs-tab${name === selected ? ' fs-tab--selected' : ''}">${icon(name, '')}<span>${label}</span></span>`;
  return `<div class="fs-tabs">${tab('home', fa.tabHome)}${tab('grid', fa.tabCategories)}${tab('cart', fa.tabCart)}${tab('person', fa.tabLogin)}</div>`;
}

/** The screen element: `inert`, so nothing in it is pressed, focused or read out before the app is there. */
const screen = (path: string, content: string) => `<div id="fs" inert data-path=${attr(path)}>${content}</div>`;

export function homeFirstScreen(home: HomePage, options: { storeName: string; circleTiles: boolean }): FirstScreen {
  const tiles = home.Categories.map((category, index) => {
    const picture = category.PictureUrl
      ? img({
          url: category.PictureUrl,
          sizes: `${layout.categoryTile.pictureSize}px`,
          width: layout.categoryTile.pictureSize,
          height: layout.categoryTile.pictureSize,
          alt: '',
          priority: index < layout.categoryTile.shown ? 'eager' : 'lazy',
        })
      : '';
    return `<li><a class="fs-tile" href="/product?CategoryId=${category.Id}"><span class="fs-tile__picture">${picture}</span><span class="fs-tile__name">${escapeHtml(category.Name)}</span></a></li>`;
  }).join('');
  const featuredFirst = home.FeaturedProducts.length > 0;
  const lcp = (featuredFirst ? home.FeaturedProducts : home.NewProducts)[0]?.PictureUrl;
  const main = [
    home.Categories.length > 0
      ? `<h2 class="fs-title">${fa.categories}</h2><ul class="fs-tiles${options.circleTiles ? ' fs-tiles--circle' : ''}">${tiles}</ul>`
      : '',
    row(fa.featuredProducts, home.FeaturedProducts, featuredFirst),
    row(fa.newProducts, home.NewProducts, !featuredFirst),
  ].join('');
  const bar = `${header(options.storeName, 'menu')}<div class="fs-bar"><div class="fs-search">${icon('search', '')}<span>${fa.searchPlaceholder}</span></div></div>`;
  return {
    head: [STYLE, lcp ? preload(lcp, `${layout.productCard.pictureSize}px`) : ''].join(''),
    body: screen('/tabs/home', `${bar}<div class="fs-main">${main}</div>${tabBar('home')}`),
  };
}

const SLIDE_SIZES = `(min-width: ${layout.productGallery.slideMaxInlineSize}px) ${layout.productGallery.slideMaxInlineSize}px, 100vw`;

export function productFirstScreen(product: ProductDetails): FirstScreen {
  const first = product.Pictures[0];
  const gallery = first
    ? `<div class="fs-gallery">${img({
        url: first.Url,
        sizes: SLIDE_SIZES,
        width: layout.productGallery.slideMaxInlineSize,
        height: layout.productGallery.slideMaxInlineSize,
        alt: first.Alt || product.Name,
        priority: 'high',
      })}${product.Pictures.length > 1 ? `<div class="fs-dots">${'<span></span>'.repeat(product.Pictures.length)}</div>` : ''}</div>`
    : '';
  const facts = [
    `<dt>${fa.availability}</dt><dd class="${product.InStock ? 'fs-in' : 'fs-out'}">${escapeHtml(product.StockAvailability)}</dd>`,
    product.Sku ? `<dt>${fa.sku}</dt><dd><bdi dir="ltr">${escapeHtml(product.Sku)}</bdi></dd>` : '',
    product.Brand ? `<dt>${fa.brand}</dt><dd>${escapeHtml(product.Brand.Name)}</dd>` : '',
  ].join('');
  const summary = `<div class="fs-summary"><h1>${escapeHtml(product.Name)}</h1><div class="fs-rating"></div>${price(product)}<dl class="fs-facts">${facts}</dl></div>`;
  return {
    head: [STYLE, first ? preload(first.Url, SLIDE_SIZES) : ''].join(''),
    body: screen(
      `/product-details/${product.Id}`,
      `${header(fa.productTitle, 'back')}<div class="fs-main">${gallery}${summary}</div>`,
    ),
  };
}

export function categoryFirstScreen(category: { id: number; name: string }, products: ProductOverview[]): FirstScreen {
  const items = products
    .map((product, index) => {
      const picture = product.PictureUrl
        ? img({
            url: product.PictureUrl,
            sizes: `${layout.productListRow.pictureSize}px`,
            width: layout.productListRow.pictureSize,
            height: layout.productListRow.pictureSize,
            alt: '',
            priority: index === 0 ? 'high' : 'eager',
          })
        : '';
      const offer = product.InStock ? price(product) : `<span class="fs-unavailable">${fa.outOfStock}</span>`;
      return `<li><a class="fs-item" href="/product-details/${product.Id}"><div class="fs-item__picture">${picture}</div><div class="fs-item__body"><h2 class="fs-item__name">${escapeHtml(product.Name)}</h2>${product.ShortDescription ? `<p class="fs-item__summary">${escapeHtml(product.ShortDescription)}</p>` : ''}${offer}</div></a></li>`;
    })
    .join('');
  const lcp = products[0]?.PictureUrl;
  return {
    head: [STYLE, lcp ? preload(lcp, `${layout.productListRow.pictureSize}px`) : ''].join(''),
    body: screen(
      `/product?CategoryId=${category.id}`,
      `${header(category.name, 'back')}<div class="fs-main"><div class="fs-list-bar"></div><ul class="fs-list">${items}</ul></div>`,
    ),
  };
}

function categorySection(category: Category, withPictures: boolean, first: boolean): string {
  const sizes = layout.categorySections;
  const picture = (url: string | null, size: number, priority: Picture['priority']) =>
    url ? img({ url, sizes: `${size}px`, width: size, height: size, alt: '', priority }) : '';
  const head = `<a class="fs-section__head" href="/product?CategoryId=${category.Id}"><span class="fs-section__picture">${picture(category.PictureUrl, sizes.headPictureSize, first ? 'eager' : 'lazy')}</span><h2>${escapeHtml(category.Name)}</h2></a>`;
  if (category.SubCategories.length === 0) return `<section class="fs-section">${head}</section>`;
  const subs = category.SubCategories.map((sub, index) => {
    const tile = withPictures
      ? `<span class="fs-sub__picture">${picture(sub.PictureUrl, sizes.tilePictureSize, !first ? 'lazy' : index === 0 ? 'high' : 'eager')}</span>`
      : '';
    return `<li><a class="fs-sub" href="/product?CategoryId=${sub.Id}">${tile}<span>${escapeHtml(sub.Name)}</span></a></li>`;
  }).join('');
  const all = `<li><a class="fs-sub fs-sub--all" href="/product?CategoryId=${category.Id}"><span>${escapeHtml(fa.allProductsOf(category.Name))}</span></a></li>`;
  return `<section class="fs-section">${head}<ul class="${withPictures ? 'fs-subgrid' : 'fs-sublist'}">${subs}${all}</ul></section>`;
}

/** The categories tab: the scanner's entry and the first sections of the category tree. */
export function categoriesFirstScreen(
  categories: Category[],
  options: { subCategoriesWithPicture: boolean },
): FirstScreen {
  const sections = categories
    .slice(0, layout.categorySections.shown)
    .map((category, index) => categorySection(category, options.subCategoriesWithPicture, index === 0))
    .join('');
  const firstTile = options.subCategoriesWithPicture ? categories[0]?.SubCategories[0]?.PictureUrl : null;
  const scan = `<div class="fs-scan">${icon('qrCode', '')}<span>${fa.scanEntry}</span></div>`;
  return {
    head: [STYLE, firstTile ? preload(firstTile, `${layout.categorySections.tilePictureSize}px`) : ''].join(''),
    body: screen(
      '/tabs/categories',
      `${header(fa.categoriesTitle, 'menu')}<div class="fs-main"><div class="fs-narrow">${scan}${categories.length > 0 ? `<div class="fs-sections">${sections}</div>` : ''}</div></div>${tabBar('grid')}`,
    ),
  };
}

const jalaliDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian', JALALI_DATE_OPTIONS);

function blogCard(post: BlogPostSummary, first: boolean): string {
  // The app shows covers at their own size, with no srcset: the same here.
  const cover = post.PictureUrl
    ? `<img src=${attr(post.PictureUrl)} alt="" width="800" height="450"${first ? ' fetchpriority="high"' : ' loading="lazy"'} decoding="async">`
    : '';
  const comments = post.NumberOfComments > 0 ? fa.commentCount(post.NumberOfComments) : fa.noCommentsYet;
  const tags = post.Tags.map(
    (tag) => `<li><a class="fs-post__tag" href="/blog?tag=${encodeURIComponent(tag)}">#${escapeHtml(tag)}</a></li>`,
  ).join('');
  return [
    `<li><article class="fs-post"><a class="fs-post__cover" href="/blog-post?id=${post.Id}">${cover}</a><div class="fs-post__body">`,
    `<h2 class="fs-post__title">${escapeHtml(post.Title)}</h2>`,
    `<p class="fs-post__meta"><time>${jalaliDate.format(new Date(post.CreatedOn))}</time><span>${comments}</span></p>`,
    post.BodyOverview ? `<p class="fs-post__overview">${escapeHtml(post.BodyOverview)}</p>` : '',
    tags ? `<ul class="fs-post__tags">${tags}</ul>` : '',
    '</div></article></li>',
  ].join('');
}

/** The blog's first page: its introduction, the tags to filter by and the newest posts. */
export function blogFirstScreen(posts: BlogPostSummary[], tags: BlogTagList['Items']): FirstScreen {
  const chips = tags.length
    ? `<div class="fs-chips"><span class="fs-chip fs-chip--current">${fa.allTags}</span>${tags
        .map(
          (tag) =>
            `<span class="fs-chip">${escapeHtml(tag.Name)}<span class="fs-chip__count">${formatPersianNumber(tag.PostCount)}</span></span>`,
        )
        .join('')}</div>`
    : '';
  const cards = posts.map((post, index) => blogCard(post, index === 0)).join('');
  const lcp = posts[0]?.PictureUrl;
  return {
    head: [STYLE, lcp ? preload(lcp, null) : ''].join(''),
    body: screen(
      '/blog',
      `${header(fa.blogTitle, 'back')}<div class="fs-main"><div class="fs-pad"><div class="fs-narrow"><p class="fs-blog-intro">${fa.blogIntro}</p>${chips}${cards ? `<ul class="fs-posts">${cards}</ul>` : ''}</div></div></div>`,
    ),
  };
}
