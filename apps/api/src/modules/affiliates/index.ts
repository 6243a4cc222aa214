/**
 * The affiliates module's public entry (issue 12): affiliates and their referral codes, who brought
 * whom (registration), commissions on referred customers' paid orders, and the commission calls.
 */
export { affiliateMessages } from './affiliates.messages.js';
export { registerAffiliateRoutes } from './affiliates.routes.js';
export {
  AffiliateError,
  type AffiliateCustomers,
  affiliateSummary,
  createAffiliatesService,
  findReferringAffiliate,
  listCommissions,
  normaliseAffiliateCode,
  payCommission,
  recordOrderCommission,
  voidOrderCommission,
  type AffiliatesService,
  type CommissionWithOrder,
} from './affiliates.service.js';
