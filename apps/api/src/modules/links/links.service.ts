// Behind a proxy, TRUST_PROXY lets the request's own origin come from X-Forwarded-Proto/Host.
import type { Kysely } from 'kysely';
import type { ProductBySku } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { ReadCache } from '../../lib/read-cache.js';
import { createBlogPosts } from '../blog/index.js';
import type { CatalogService } from '../catalog/index.js';
import { createPictureUrls } from '../pictures/index.js';
import type { SettingsService } from '../settings/index.js';
import { linksMessages } from './links.messages.js';
import {
  countLinkedProducts,
  findBrandForLink,
  findCategoryForLink,
  findProductFullDescription,
  findProductSeo,
  findProductIdBySku,
  listLinkedCategories,
  listLinkedProducts,
  listLinkedTopics,
} from './links.repository.js';

const pictureUrls = createPictureUrls();

/** The sitemap protocol's limit of URLs per file; a larger store gets a sitemap index. */
export const SITEMAP_URLS_PER_FILE = 50_000;
const MAX_ID = 2_147_483_647;
const DESCRIPTION_LENGTH = 160;

export interface PageHead {
  /** 404 for a product or category that does not exist (the app still loads and says so). */
  status: 200 | 404;
  title: string;
  description: string;
  url: string;
  image: string | null;
  type: 'product' | 'website' | 'article';
}

export interface LinksService {
  productBySku(sku: string): Promise<ProductBySku>;
  pageHead(origin: string, pathname: string, query: URLSearchParams): Promise<PageHead | null>;
  sitemap(origin: string): Promise<string>;
  sitemapPart(origin: string, part: number): Promise<string | null>;
  robots(origin: string): string;
  /** The head's tags for the storefront's HTML. */
  headTags(head: PageHead): string;
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const HTML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

export function plainSummary(html: string, length = DESCRIPTION_LENGTH): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity, name: string) => HTML_ENTITIES[name] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trim()}…`;
}

const positiveId = (value: string | null | undefined): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_ID ? id : null;
};

function urlSet(urls: Array<{ loc: string; lastmod?: string }>): string {
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Every value is escaped for an HTML attribute or text. */
function renderHeadTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeXml(value)}" />`;
  return [
    `<title>${escapeXml(head.title)}</title>`,
    head.description ? meta('name', 'description', head.description) : '',
    head.status === 404 ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeXml(head.url)}" />`,
    meta('property', 'og:title', head.title),
    head.description ? meta('property', 'og:description', head.description) : '',
    meta('property', 'og:url', head.url),
    meta('property', 'og:type', head.type),
    meta('property', 'og:locale', 'fa_IR'),
    head.image ? meta('property', 'og:image', head.image) : '',
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
  ]
    .filter(Boolean)
    .join('\n    ');
}

const blogPosts = createBlogPosts();

export function createLinksService(deps: {
  db: Kysely<Database>;
  settings: SettingsService;
  catalog: Pick<CatalogService, 'productOverviews'>;
  cache: ReadCache;
  sitemapUrlsPerFile?: number;
  clock?: Clock;
}): LinksService {
  const { db, settings, cache } = deps;
  const clock = deps.clock ?? systemClock;
  const perFile = deps.sitemapUrlsPerFile ?? SITEMAP_URLS_PER_FILE;

  async function productHead(origin: string, id: number): Promise<Omit<PageHead, 'url'> | null> {
    const [[product], { StoreName }, seo] = await Promise.all([
      deps.catalog.productOverviews([id]),
      settings.get(),
      findProductSeo(db, id),
    ]);
    if (!product) return null;
    const picture = pictureUrls.optional(product.picture_id, product.picture_seo_filename, 'full');
    // The editor's SEO description first (ADR 0072); the full description (often long HTML) is read only
    // when the short one says nothing either.
    const description =
      plainSummary(seo?.meta_description ?? '') ||
      plainSummary(product.short_description) ||
      plainSummary((await findProductFullDescription(db, id)) ?? '') ||
      product.name;
    return {
      status: 200,
      title: seo?.meta_title.trim() || linksMessages.productTitle(product.name, StoreName),
      description,
      image: picture ? origin + picture : null,
      type: 'product',
    };
  }

  async function listHead(
    origin: string,
    list: { kind: 'category' | 'brand'; id: number },
  ): Promise<Omit<PageHead, 'url'> | null> {
    const [{ StoreName }, row] = await Promise.all([
      settings.get(),
      list.kind === 'category' ? findCategoryForLink(db, list.id) : findBrandForLink(db, list.id),
    ]);
    if (!row) return null;
    const picture = pictureUrls.optional(row.picture_id, row.seo_filename, 'full');
    const fallback = list.kind === 'category' ? linksMessages.categoryDescription : linksMessages.brandDescription;
    return {
      status: 200,
      title: linksMessages.categoryTitle(row.name, StoreName),
      description: plainSummary(row.description) || fallback(row.name, StoreName),
      image: picture ? origin + picture : null,
      type: 'website',
    };
  }

  async function blogPostHead(origin: string, id: number): Promise<Omit<PageHead, 'url'> | null> {
    const [post, { StoreName }] = await Promise.all([
      blogPosts.findForLink(db, id, clock.now().toISOString()),
      settings.get(),
    ]);
    if (!post) return null;
    return {
      status: 200,
      title: linksMessages.blogPostTitle(post.title, StoreName),
      description: plainSummary(post.overview) || plainSummary(post.body) || post.title,
      image: post.picture ? origin + post.picture : null,
      type: 'article',
    };
  }

  async function allUrls(origin: string, productLimit: number, productOffset: number) {
    const products = await listLinkedProducts(db, { limit: productLimit, offset: productOffset });
    return products.map((row) => ({ loc: `${origin}/product-details/${row.id}`, lastmod: row.updated_at }));
  }

  async function siteUrls(origin: string) {
    const [categories, topics, posts] = await Promise.all([
      listLinkedCategories(db),
      listLinkedTopics(db),
      blogPosts.listForSitemap(db, clock.now().toISOString()),
    ]);
    const published = new Map(categories.map((row) => [row.id, row]));
    // A category under an unpublished parent cannot be reached from the category tree.
    const reachable = (id: number, depth = 0): boolean => {
      const row = published.get(id);
      if (!row || depth > 50) return false;
      return row.parent_category_id === 0 || reachable(row.parent_category_id, depth + 1);
    };
    return [
      { loc: `${origin}/tabs/home` },
      { loc: `${origin}/tabs/categories` },
      ...categories
        .filter((row) => reachable(row.id))
        .map((row) => ({ loc: `${origin}/product?CategoryId=${row.id}`, lastmod: row.updated_at })),
      ...topics.map((row) => ({ loc: `${origin}/topic/${encodeURIComponent(row.system_name)}` })),
      { loc: `${origin}/blog` },
      ...posts.map((row) => ({ loc: `${origin}/blog-post?id=${row.id}`, lastmod: row.published_at })),
    ];
  }

  return {
    headTags: renderHeadTags,
    async productBySku(sku) {
      const id = await findProductIdBySku(db, sku.trim());
      if (id === null) throw notFound(linksMessages.skuNotFound);
      return { Id: id };
    },

    pageHead(origin, pathname, query) {
      // The page's own link (og:url, canonical) names only what decides the page: a list's sort or
      // page is the same page, and the cache keeps one entry per product, category or brand.
      const productPart = /^\/product-details\/([^/]+)\/?$/i.exec(pathname)?.[1];
      let page: { url: string; load: () => Promise<Omit<PageHead, 'url'> | null> };
      if (productPart !== undefined) {
        const id = positiveId(productPart);
        page = {
          url: `${origin}/product-details/${id ?? encodeURIComponent(productPart)}`,
          load: async () => (id === null ? null : productHead(origin, id)),
        };
      } else if (/^\/product\/?$/i.test(pathname)) {
        const categoryId = positiveId(query.get('CategoryId'));
        const brandId = positiveId(query.get('BrandId') ?? query.get('ManufactureId'));
        const list =
          categoryId !== null
            ? { kind: 'category' as const, id: categoryId }
            : brandId !== null
              ? { kind: 'brand' as const, id: brandId }
              : null;
        // A list of neither a category nor a brand (a search) is the app's own page.
        if (list === null) return Promise.resolve(null);
        page = {
          url: `${origin}/product?${list.kind === 'category' ? 'CategoryId' : 'BrandId'}=${list.id}`,
          load: () => listHead(origin, list),
        };
      } else if (/^\/blog-post\/?$/i.test(pathname)) {
        const id = positiveId(query.get('id'));
        // Without a post id it is the app's own "not found" page, not a shared post.
        if (id === null) return Promise.resolve(null);
        page = { url: `${origin}/blog-post?id=${id}`, load: () => blogPostHead(origin, id) };
      } else {
        return Promise.resolve(null);
      }
      return cache.get(`page-head:${page.url}`, async (): Promise<PageHead> => {
        const head = await page.load();
        if (head) return { ...head, url: page.url };
        const { StoreName } = await settings.get();
        return { status: 404, title: StoreName, description: '', url: page.url, image: null, type: 'website' };
      });
    },

    async sitemap(origin) {
      return cache.get(`sitemap:${origin}`, async () => {
        const [site, productCount] = await Promise.all([siteUrls(origin), countLinkedProducts(db)]);
        if (site.length + productCount <= perFile) {
          return urlSet([...site, ...(await allUrls(origin, productCount + 1, 0))]);
        }
        const parts = 1 + Math.ceil(productCount / perFile);
        const entries = Array.from(
          { length: parts },
          (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
        );
        return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
      });
    },

    async sitemapPart(origin, part) {
      return cache.get(`sitemap:${origin}:${part}`, async () => {
        if (part === 1) return urlSet(await siteUrls(origin));
        const offset = (part - 2) * perFile;
        if (part < 1 || offset >= (await countLinkedProducts(db))) return null;
        return urlSet(await allUrls(origin, perFile, offset));
      });
    },

    robots(origin) {
      return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
    },
  };
}
