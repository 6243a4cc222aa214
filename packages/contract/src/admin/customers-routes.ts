import type { AdminRouteTable } from './route-def.js';
import {
  AdminAffiliateChange,
  AdminCustomerBlockChange,
  AdminCustomerDetail,
  AdminCustomerList,
  AdminCustomerParams,
  AdminCustomerSearchQuery,
  AdminRewardPointsAdjustment,
} from './customers.js';

const tags = ['Admin: customers'];

/** The admin API's customers routes; every write answers the customer as it is now. */
export const adminCustomerRoutes = {
  adminListCustomers: {
    method: 'GET',
    path: '/customers',
    summary: 'Search registered customers by name, email or mobile (any digits) and registration days',
    tags,
    access: 'customers.view',
    query: AdminCustomerSearchQuery,
    response: AdminCustomerList,
  },
  adminGetCustomer: {
    method: 'GET',
    path: '/customers/:id',
    summary: "A customer's orders, addresses, reward points, affiliate account and roles",
    tags,
    access: 'customers.view',
    params: AdminCustomerParams,
    response: AdminCustomerDetail,
  },
  adminAdjustRewardPoints: {
    method: 'POST',
    path: '/customers/:id/reward-points',
    summary: "Add or take reward points with a reason (never below zero), through the customer's ledger",
    tags,
    access: 'customers.change',
    params: AdminCustomerParams,
    body: AdminRewardPointsAdjustment,
    response: AdminCustomerDetail,
  },
  adminChangeAffiliate: {
    method: 'PUT',
    path: '/customers/:id/affiliate',
    summary: "Enable or disable the customer's affiliate account and set its commission rate",
    tags,
    access: 'customers.change',
    params: AdminCustomerParams,
    body: AdminAffiliateChange,
    response: AdminCustomerDetail,
  },
  adminChangeCustomerBlocked: {
    method: 'PUT',
    path: '/customers/:id/blocked',
    summary: 'Block a customer (their sessions stop working in the shop) or unblock them',
    tags,
    access: 'customers.change',
    params: AdminCustomerParams,
    body: AdminCustomerBlockChange,
    response: AdminCustomerDetail,
  },
} as const satisfies AdminRouteTable;
