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
