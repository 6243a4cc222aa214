import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import { signedInCustomer } from '../../plugins/identity.js';
import type { RewardPointsService } from './reward-points-page.service.js';

export function registerRewardPointsRoutes(app: FastifyInstance, deps: { rewardPoints: RewardPointsService }): void {
  addRoute(app, 'getRewardPoints', ({ request, query, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return deps.rewardPoints.page(signedInCustomer(request), query);
  });
}
