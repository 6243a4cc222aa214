import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import type { ContactService } from './contact.service.js';

export function registerContactRoutes(app: FastifyInstance, deps: { contact: ContactService }): void {
  const { contact } = deps;
  addRoute(app, 'contactUs', ({ request, body }) =>
    contact.send(body, { clientAddress: request.ip, customerId: request.identity.customer?.id ?? null }),
  );
  addRoute(app, 'getContactInfo', () => contact.info());
}
