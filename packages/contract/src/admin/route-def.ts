import type { z } from 'zod';
import type { HttpMethod } from '../route-paths.js';
import type { StaffPermission } from './permissions.js';

/** Every admin API path lives under this base, apart from the shop's `/api/v2`. */
export const ADMIN_API_BASE_PATH = '/api/admin/v1';

/**
 * Who may call an admin route: `public` (sign-in steps only), `signedIn` (any staff session, e.g.
 * the current staff member or their own sessions), or one permission record.
 */
export type AdminRouteAccess = 'public' | 'signedIn' | StaffPermission;

/**
 * One admin endpoint: its address (relative to {@link ADMIN_API_BASE_PATH}), its schemas and who may
 * call it. Every route that is not a GET is a write: the server requires the CSRF header on it and
 * a test generated from this table proves it leaves an audit row.
 */
export interface AdminRouteDef {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  access: AdminRouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export type AdminRouteTable = Record<string, AdminRouteDef>;
