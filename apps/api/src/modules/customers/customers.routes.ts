import type { FastifyInstance } from 'fastify';
import { SessionRequiredError } from '../../lib/app-error.js';
import { messagesFa } from '../../lib/messages-fa.js';
import { addRoute } from '../../plugins/contract-routes.js';
import type { CustomersService } from './customers.service.js';

export function registerCustomerRoutes(app: FastifyInstance, deps: { customers: CustomersService }): void {
  addRoute(app, 'getCurrentCustomer', ({ request }) => {
    const customer = request.identity.customer;
    if (!customer) throw new SessionRequiredError(messagesFa.loginRequired);
    return deps.customers.currentCustomer(customer);
  });
}
