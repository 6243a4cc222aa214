import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import type { DiscountsService } from './discounts.service.js';

export function registerDiscountRoutes(app: FastifyInstance, deps: { discounts: DiscountsService }): void {
  const { discounts } = deps;
  addRoute(app, 'applyDiscountCoupon', ({ request, params }) => discounts.apply(request.identity, params.code));
  addRoute(app, 'removeDiscountCoupon', ({ request, params }) => discounts.remove(request.identity, params.id));
  addRoute(app, 'getAppliedDiscounts', ({ request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return discounts.applied(request.identity);
  });
}
