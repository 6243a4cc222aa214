import type { FastifyRequest } from 'fastify';

/** The store's own origin for links it writes: PUBLIC_URL when set, else what the request came to. */
export function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
