export {
  createAuditLog,
  type AuditActor,
  type AuditEntry,
  type AuditLog,
  type AuditRecord,
  type StaleEditQuestion,
} from './audit-log.service.js';
export { registerAuditRoutes } from './audit.routes.js';
