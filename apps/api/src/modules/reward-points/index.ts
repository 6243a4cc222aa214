/** The reward-points module's public entry (ADR 0019): the ledger, redeemed at placement, earned when paid, given back on cancellation. */
export { rewardPointsMessages } from './reward-points.messages.js';
export {
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
  type RewardPointsHistoryPage,
  type RewardPointsSettings,
} from './reward-points.service.js';
