import type { FastifyInstance } from 'fastify';
import { addAdminRoute } from '../../plugins/admin-routes.js';
import type { DashboardService } from './dashboard.service.js';

export function registerDashboardRoutes(app: FastifyInstance, deps: { dashboard: DashboardService }): void {
  addAdminRoute(app, 'adminDashboard', () => deps.dashboard.read());
}
