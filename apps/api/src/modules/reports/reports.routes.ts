import type { FastifyInstance } from 'fastify';
import { fileHeaders } from '../../lib/table-file.js';
import { addAdminRoute } from '../../plugins/admin-routes.js';
import type { ReportsService } from './reports.service.js';

export function registerReportRoutes(app: FastifyInstance, deps: { reports: ReportsService }): void {
  const { reports } = deps;
  addAdminRoute(app, 'adminReportSales', ({ query }) => reports.periods(query));
  addAdminRoute(app, 'adminReportVat', ({ query }) => reports.periods(query));
  addAdminRoute(app, 'adminReportBestsellers', ({ query }) => reports.bestsellers(query));
  addAdminRoute(app, 'adminReportLowStock', ({ query }) => reports.lowStock(query));
  addAdminRoute(app, 'adminReportNeverSold', ({ query }) => reports.neverSold(query));
  addAdminRoute(app, 'adminReportTopCustomers', ({ query }) => reports.topCustomers(query));
  addAdminRoute(app, 'adminReportCsv', async ({ params, query, actor, reply }) => {
    const file = await reports.csv(params.report, query, actor);
    // The body is a stream: Fastify sends it as it is, past the JSON serializer.
    return reply.headers(fileHeaders(file)).send(file.body) as never;
  });
}
