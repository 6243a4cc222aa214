import type { AdminRouteTable } from './route-def.js';
import { AdminFile } from './reports.js';
import {
  AdminBestsellers,
  AdminBestsellersQuery,
  AdminLowStock,
  AdminLowStockQuery,
  AdminNeverSold,
  AdminNeverSoldQuery,
  AdminPeriodReport,
  AdminPeriodReportQuery,
  AdminReportCsvParams,
  AdminReportCsvQuery,
  AdminTopCustomers,
  AdminTopCustomersQuery,
} from './reports.js';

const tags = ['Admin reports'];

/** The admin API's reports (schemas in ./reports.ts): reads only, each needs reports.view. */
export const adminReportRoutes = {
  adminReportSales: {
    method: 'GET',
    path: '/reports/sales',
    summary: 'Orders, sales and the average order per Tehran day, Saturday-first week or Jalali month',
    tags,
    access: 'reports.view',
    query: AdminPeriodReportQuery,
    response: AdminPeriodReport,
  },
  adminReportVat: {
    method: 'GET',
    path: '/reports/vat',
    summary: 'The VAT included in the sales, per period',
    tags,
    access: 'reports.view',
    query: AdminPeriodReportQuery,
    response: AdminPeriodReport,
  },
  adminReportBestsellers: {
    method: 'GET',
    path: '/reports/bestsellers',
    summary: 'The products sold most in a range, by units or by amount',
    tags,
    access: 'reports.view',
    query: AdminBestsellersQuery,
    response: AdminBestsellers,
  },
  adminReportLowStock: {
    method: 'GET',
    path: '/reports/low-stock',
    summary: 'Published products and combinations at or under the low-stock line',
    tags,
    access: 'reports.view',
    query: AdminLowStockQuery,
    response: AdminLowStock,
  },
  adminReportNeverSold: {
    method: 'GET',
    path: '/reports/never-sold',
    summary: 'Products that no order in a range holds',
    tags,
    access: 'reports.view',
    query: AdminNeverSoldQuery,
    response: AdminNeverSold,
  },
  adminReportTopCustomers: {
    method: 'GET',
    path: '/reports/top-customers',
    summary: 'Customers by the total of their orders in a range',
    tags,
    access: 'reports.view',
    query: AdminTopCustomersQuery,
    response: AdminTopCustomers,
  },
  adminReportCsv: {
    method: 'GET',
    path: '/reports/:report/csv',
    summary: 'A report as a CSV file (UTF-8 with BOM, Persian headers, Jalali dates, Toman)',
    tags,
    access: 'reports.view',
    params: AdminReportCsvParams,
    query: AdminReportCsvQuery,
    response: AdminFile,
  },
} as const satisfies AdminRouteTable;
