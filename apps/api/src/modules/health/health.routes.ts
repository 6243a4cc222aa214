/** `GET /api/health`: for load balancers and start-up checks; 503 when the database does not answer. */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errorEnvelope } from '../../plugins/errors.js';
import { healthMessages } from './health.messages.js';

export function registerHealthRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }): void {
  app.get('/api/health', { schema: { hide: true } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(deps.db);
      reply.header('cache-control', 'no-store');
      return { Status: 'ok', Database: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send(errorEnvelope(healthMessages.serviceUnavailable));
    }
  });
}
