import { z } from 'zod';
import { AdminDay, AdminPageQuery, adminPage } from './common.js';
import { STAFF_AREAS } from './permissions.js';

/** `GET /audit-log`: by staff member, area, entity and days (Tehran time, both included); newest first. */
export const AdminAuditQuery = AdminPageQuery.extend({
  staffId: z.coerce.number().int().positive().optional(),
  area: z.enum(STAFF_AREAS).optional(),
  entityType: z.string().trim().min(1).max(50).optional(),
  entityId: z.string().trim().min(1).max(50).optional(),
  from: AdminDay.optional(),
  to: AdminDay.optional(),
});

/** A value as it was before or after the change (the fields the write touched). */
const Snapshot = z.record(z.string(), z.unknown()).nullable();

export const AdminAuditEntry = z.object({
  id: z.number().int(),
  staffId: z.number().int().nullable(),
  staffEmail: z.string(),
  at: z.string(),
  ip: z.string(),
  area: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: Snapshot,
  after: Snapshot,
  entityVersion: z.number().int().nullable(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntry>;
export const AdminAuditPage = adminPage(AdminAuditEntry);
