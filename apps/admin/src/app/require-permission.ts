import type { StaffPermission } from '@sabad/contract/admin/permissions';
import type { Me } from '@/lib/session';

/** Thrown by a route the staff member may not open; the shell shows the 403 page in its place. */
export class ForbiddenError extends Error {
  constructor(readonly permission: StaffPermission) {
    super(`Missing permission ${permission}`);
    this.name = 'ForbiddenError';
  }
}

export function can(me: Pick<Me, 'permissions'> | undefined, permission: StaffPermission): boolean {
  return me?.permissions.includes(permission) ?? false;
}

/**
 * A route's `beforeLoad` for a page that needs a permission (the server refuses its calls anyway; this
 * shows the 403 page instead of a page of errors): `beforeLoad: requirePermission('orders.view')`.
 */
export function requirePermission(permission: StaffPermission) {
  return ({ context }: { context: { me?: Me } }) => {
    if (!can(context.me, permission)) throw new ForbiddenError(permission);
  };
}
