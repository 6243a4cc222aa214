import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { messagesFa } from '../../lib/messages-fa.js';
import { addRoute } from '../../plugins/contract-routes.js';
import { escapeXml, type LinksService, type PageHead } from './links.service.js';

export function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/** Every value is escaped for an HTML attribute or text. */
export function renderHeadTags(head: PageHead): string {
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

const SitemapPartParams = z.object({ part: z.coerce.number().int().min(1).max(10_000) });
const CRAWLER_FILE_CACHE = 'public, max-age=3600';

export function registerLinksRoutes(
  app: FastifyInstance,
  deps: { links: LinksService; publicUrl: string | undefined },
): void {
  const { links, publicUrl } = deps;
  addRoute(app, 'getProductBySku', ({ params }) => links.productBySku(params.sku));

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const xml = await links.sitemap(originOf(request, publicUrl));
    return reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_FILE_CACHE).send(xml);
  });

  app.get('/sitemap-:part.xml', { schema: { hide: true, params: SitemapPartParams } }, async (request, reply) => {
    const { part } = request.params as z.output<typeof SitemapPartParams>;
    const xml = await links.sitemapPart(originOf(request, publicUrl), part);
    if (xml === null) throw notFound(messagesFa.pageNotFound);
    return reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_FILE_CACHE).send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_FILE_CACHE)
      .send(links.robots(originOf(request, publicUrl))),
  );
}
