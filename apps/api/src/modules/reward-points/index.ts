export { createRewardPointsService, type RewardPointsService } from './reward-points-page.service.js';
export { registerRewardPointsRoutes } from './reward-points.routes.js';
export {
  createRewardPointsLedger,
  type RewardPointsHistoryPage,
  type RewardPointsLedger,
  type RewardPointsSettings,
} from './reward-points.service.js';
