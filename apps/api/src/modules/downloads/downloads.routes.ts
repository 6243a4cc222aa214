import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import { signedInCustomer } from '../../plugins/identity.js';
import type { DownloadsService } from './downloads.service.js';

/** RFC 5987's attr-char leaves these out, though encodeURIComponent keeps them. */
const encodeHeaderValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

// RFC 6266: `filename*` carries the Persian name, `filename` an ASCII fallback for clients that read only it.
export function attachmentDisposition(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot).replace(/[^A-Za-z0-9.]/g, '') : '';
  const stem = (dot > 0 ? fileName.slice(0, dot) : fileName)
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\;]/g, '')
    .trim();
  const fallback = `${/[A-Za-z0-9]/.test(stem) ? stem : 'download'}${extension}`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeHeaderValue(fileName)}`;
}

export function registerDownloadsRoutes(app: FastifyInstance, deps: { downloads: DownloadsService }): void {
  const { downloads } = deps;
  addRoute(app, 'getDownloadableProducts', ({ request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return downloads.list(signedInCustomer(request));
  });
  addRoute(app, 'getDownload', async ({ request, params, query, reply }) => {
    const file = await downloads.download(request.identity, params.orderItemGuid, {
      agree: query.agree === true,
      // Fastify answers HEAD with this same handler: a client checking the link has not downloaded it.
      count: request.method !== 'HEAD',
    });
    reply.header('Cache-Control', 'no-store');
    reply.header('Content-Disposition', attachmentDisposition(file.fileName));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.type(file.contentType);
    // Bytes are sent as they are: Fastify never passes a Buffer through the JSON serialiser.
    return file.bytes;
  });
}
