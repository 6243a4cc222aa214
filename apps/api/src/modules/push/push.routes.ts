import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import type { PushService } from './push.service.js';

export function registerPushRoutes(app: FastifyInstance, deps: { push: PushService }): void {
  const { push } = deps;
  addRoute(app, 'getPushPublicKey', () => push.publicKey());
  addRoute(app, 'subscribePush', ({ request, body }) =>
    push.subscribe(body, { clientAddress: request.ip, customerId: request.identity.customer?.id ?? null }),
  );
  addRoute(app, 'unsubscribePush', ({ request, body }) =>
    push.unsubscribe(body.Endpoint, { clientAddress: request.ip }),
  );
}
