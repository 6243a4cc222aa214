import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageFallback } from './errors.js';
import { errorEnvelope } from './errors.js';
import { messagesFa } from '../lib/messages-fa.js';

const REVALIDATE = new Set([
  'index.html',
  'sw.js',
  'registerSW.js',
  'manifest.webmanifest',
  'app-version.json',
  'push-sw.js',
]);

function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (REVALIDATE.has(name) || name.startsWith('workbox-')) return 'no-cache';
  if (filePath.split(path.sep).includes('assets')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>سبد</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.8">
<h1>فروشگاه هنوز ساخته نشده است</h1>
<p>API فروشگاه در حال اجراست، ولی نسخهٔ ساخته‌شدهٔ وب‌اپ پیدا نشد. برای ساختن آن
<code>npm run build -w apps/storefront</code> را اجرا کنید، یا سرور را با <code>npm start</code> راه بیندازید.</p>
<p dir="ltr" lang="en">The store API is running, but the storefront has not been built. Run
<code>npm run build -w apps/storefront</code> (or start with <code>npm start</code>, which builds it).</p>
<p><a href="/api/docs">مستندات API</a></p>
</body></html>`;

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

export interface RenderedPage {
  status: number;
  tags: string | null;
  firstScreen: { head: string; body: string } | null;
}

export type PageHeadRenderer = (request: FastifyRequest) => Promise<RenderedPage | null>;

export function withHead(indexHtml: string, tags: string): string {
  const generic = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  // A function, not a string: `$&` and the like in a product's name must stay as they are.
  // A function, not a string: `$&` and the like in a product's name must stay as they are.
  return generic.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}

// Head tags go before the app's scripts so the first screen's picture is requested first.
export function withFirstScreen(indexHtml: string, screen: { head: string; body: string }): string {
  if (!/<div id="root"><\/div>/.test(indexHtml)) return indexHtml;
  // Functions, not strings: `$&` and the like in a product's name must stay as they are.
  const withHeadTags = /<script\b/i.test(indexHtml)
    ? indexHtml.replace(/<script\b/i, (tag) => `${screen.head}\n    ${tag}`)
    : indexHtml.replace(/<\/head>/i, () => `  ${screen.head}\n  </head>`);
  return withHeadTags.replace(/<div id="root"><\/div>/, () => `${screen.body}<div id="root"></div>`);
}

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;

export async function withInlineStyles(indexHtml: string, distDir: string): Promise<string> {
  const sheets = new Map<string, string>();
  for (const [, href] of indexHtml.matchAll(STYLESHEET_LINK)) {
    if (!href) continue;
    try {
      const css = await fs.promises.readFile(path.join(distDir, href), 'utf8');
      sheets.set(href, css.replace(/<\/style/gi, '<\\/style'));
    } catch {
      // Left as a link.
    }
  }
  return indexHtml.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = sheets.get(href);
    return css === undefined ? link : `<style>${css}</style>`;
  });
}

export async function registerStorefront(
  app: FastifyInstance,
  options: { distDir: string; pageHead?: PageHeadRenderer },
): Promise<PageFallback> {
  const indexFile = path.join(options.distDir, 'index.html');
  const notFound = (reply: FastifyReply) => reply.code(404).send(errorEnvelope(messagesFa.pageNotFound));

  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'storefront is not built; serving a notice instead');
    return (request, reply) => {
      if (!wantsPage(request)) return notFound(reply);
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_PAGE);
    };
  }

  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    // The build writes max-quality Brotli/gzip copies, too slow to produce per request.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
      res.setHeader('vary', 'accept-encoding');
    },
  });

  let index: { mtimeMs: number; html: string; inlined: string } | null = null;
  const readIndex = async () => {
    const { mtimeMs } = await fs.promises.stat(indexFile);
    if (index?.mtimeMs !== mtimeMs) {
      const html = await fs.promises.readFile(indexFile, 'utf8');
      index = { mtimeMs, html, inlined: await withInlineStyles(html, options.distDir) };
    }
    return index;
  };

  const page: PageFallback = async (request, reply) => {
    if (!wantsPage(request)) return notFound(reply);
    let rendered: RenderedPage | null = null;
    try {
      rendered = options.pageHead ? await options.pageHead(request) : null;
    } catch (error) {
      request.log.error({ err: error }, 'page head failed; serving the plain app page');
    }
    if (!rendered) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const { html: plain, inlined } = await readIndex();
    let html = rendered.firstScreen ? inlined : plain;
    if (rendered.tags !== null) html = withHead(html, rendered.tags);
    if (rendered.firstScreen) html = withFirstScreen(html, rendered.firstScreen);
    return reply.code(rendered.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get('/', { schema: { hide: true } }, page);
  return page;
}
