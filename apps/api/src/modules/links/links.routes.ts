import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { messagesFa } from '../../lib/messages-fa.js';
import { addRoute } from '../../plugins/contract-routes.js';
import { originOf } from '../../plugins/request-origin.js';
import type { LinksService } from './links.service.js';

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
