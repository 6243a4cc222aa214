import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageFallback } from './errors.js';
import { errorEnvelope } from './errors.js';
import { messagesFa } from '../lib/messages-fa.js';

/** Where the back office is served (ADR 0067): the same process and port as the shop, under its own prefix. */
export const ADMIN_PREFIX = '/admin';

export function isAdminPath(url: string): boolean {
  const pathname = (url.split('?')[0] ?? '').toLowerCase();
  return pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>مدیریت سبد</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.8">
<h1>پنل مدیریت هنوز ساخته نشده است</h1>
<p>برای ساختن آن <code>npm run build -w apps/admin</code> را اجرا کنید، یا سرور را با <code>npm start</code> راه بیندازید.</p>
<p dir="ltr" lang="en">The back office has not been built. Run <code>npm run build -w apps/admin</code>
(or start with <code>npm start</code>, which builds it).</p>
</body></html>`;

// Hashed file names under assets/ never change; everything else (index.html above all) is asked for again, so
// a new build reaches staff at once. The back office has no service worker (the storefront's keeps out of it).
function cacheControlFor(filePath: string): string {
  return filePath.split(path.sep).includes('assets') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  return !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

/**
 * Serves apps/admin's build at /admin: its files, and index.html for every other page address (the app
 * routes in the browser). Answers the page fallback for /admin addresses; the caller joins it with the
 * storefront's (see `withAdminPages`).
 */
export async function registerAdminApp(
  app: FastifyInstance,
  options: { distDir: string | undefined },
): Promise<PageFallback> {
  const notFound = (reply: FastifyReply) => reply.code(404).send(errorEnvelope(messagesFa.pageNotFound));
  const indexFile = options.distDir ? path.join(options.distDir, 'index.html') : null;
  if (!options.distDir || !indexFile || !fs.existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'the back office is not built; serving a notice at /admin instead');
    return (request, reply) => {
      if (!wantsPage(request)) return notFound(reply);
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_PAGE);
    };
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: `${ADMIN_PREFIX}/`,
    // The storefront's registration owns reply.sendFile; this one serves its files through its own route.
    decorateReply: false,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
    },
  });
  const page: PageFallback = async (request, reply) => {
    if (!wantsPage(request)) return notFound(reply);
    // The app's files are addressed under /admin/, so its home is /admin/ (the router takes /admin as its base).
    if ((request.url.split('?')[0] ?? '') === ADMIN_PREFIX) return reply.redirect(`${ADMIN_PREFIX}/`, 301);
    const html = await fs.promises.readFile(indexFile, 'utf8');
    return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  // The static plugin refuses a directory (403): the app's home is its page. The server ignores trailing
  // slashes, so this one route answers /admin too.
  app.get(`${ADMIN_PREFIX}/`, { schema: { hide: true } }, page);
  return page;
}

/** The not-found handler's page answer: the back office's for /admin addresses, the storefront's for the rest. */
export function withAdminPages(adminPage: PageFallback, storefrontPage: PageFallback): PageFallback {
  return (request, reply) => (isAdminPath(request.url) ? adminPage(request, reply) : storefrontPage(request, reply));
}
