export { rewardPointsMessages } from './reward-points.messages.js';
export { createRewardPointsService, type RewardPointsService } from './reward-points-page.service.js';
export { registerRewardPointsRoutes } from './reward-points.routes.js';
export {
  adjustRewardPoints,
  amountToPoints,
  awardRegistrationPoints,
  cancelEarnedPoints,
  earnPointsForOrder,
  pointsEarnedFor,
  pointsToAmount,
  redeemablePoints,
  redeemRewardPoints,
  returnRedeemedPoints,
  rewardPointsBalance,
  rewardPointsHistory,
  settleRewardPoints,
  type RewardPointsHistoryPage,
  type RewardPointsSettings,
} from './reward-points.service.js';
