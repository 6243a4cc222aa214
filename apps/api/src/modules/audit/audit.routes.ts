import type { FastifyInstance } from 'fastify';
import { addAdminRoute } from '../../plugins/admin-routes.js';
import type { AuditLog } from './audit-log.service.js';

export function registerAuditRoutes(app: FastifyInstance, deps: { auditLog: AuditLog }): void {
  addAdminRoute(app, 'adminAuditLog', ({ query }) => deps.auditLog.list(query));
}
