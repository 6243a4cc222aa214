export { registerAffiliateRoutes } from './affiliates.routes.js';
export {
  AffiliateError,
  type AffiliateCustomers,
  type AffiliateReferrals,
  createAffiliateReferrals,
  createAffiliatesService,
  type AffiliatesService,
  type CommissionWithOrder,
} from './affiliates.service.js';
