import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import type { CompareService } from './compare.service.js';

export function registerCompareRoutes(app: FastifyInstance, deps: { compare: CompareService }): void {
  const { compare } = deps;
  addRoute(app, 'getCompareList', ({ request }) => compare.list(request.identity));
  addRoute(app, 'addToCompareList', ({ request, params }) => compare.add(request.identity, params.id));
  addRoute(app, 'removeFromCompareList', ({ request, params }) => compare.remove(request.identity, params.id));
  addRoute(app, 'clearCompareList', ({ request }) => compare.clear(request.identity));
}
