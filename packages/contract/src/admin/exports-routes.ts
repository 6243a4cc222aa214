import type { AdminRouteTable } from './route-def.js';
import { AdminCustomerSearchQuery } from './customers.js';
import { AdminExportParams } from './exports.js';
import { AdminOrderListQuery } from './orders.js';
import { AdminFile } from './reports.js';

const tags = ['Admin exports'];

/**
 * The lists' exports: every row the list's current filter matches, streamed as CSV or XLSX. Each is a
 * staff action and leaves an audit row naming the filter (ADR 0078); access is the area's importExport.
 */
export const adminExportRoutes = {
  adminExportOrders: {
    method: 'GET',
    path: '/orders/export/:format',
    summary: "Every order the orders list's filter matches, as a CSV or XLSX file",
    tags,
    access: 'orders.importExport',
    params: AdminExportParams,
    query: AdminOrderListQuery,
    response: AdminFile,
  },
  adminExportCustomers: {
    method: 'GET',
    path: '/customers/export/:format',
    summary: "Every customer the customers list's filter matches, as a CSV or XLSX file",
    tags,
    access: 'customers.importExport',
    params: AdminExportParams,
    query: AdminCustomerSearchQuery,
    response: AdminFile,
  },
} as const satisfies AdminRouteTable;
