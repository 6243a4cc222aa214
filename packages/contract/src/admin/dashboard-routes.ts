import type { AdminRouteTable } from './route-def.js';
import { AdminDashboard } from './dashboard.js';

/**
 * The admin API's dashboard routes. Its access is `orders.view`: the tiles are work queues an order
 * manager and Support act on, and the sales figures are the orders list's own sums (ADR 0068).
 */
export const adminDashboardRoutes = {
  adminDashboard: {
    method: 'GET',
    path: '/dashboard',
    summary: "Today's and this month's sales and what needs action now",
    tags: ['Admin dashboard'],
    access: 'orders.view',
    response: AdminDashboard,
  },
} as const satisfies AdminRouteTable;
