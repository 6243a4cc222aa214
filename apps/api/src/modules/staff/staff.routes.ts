import type { FastifyInstance } from 'fastify';
import { addAdminRoute } from '../../plugins/admin-routes.js';
import type { StaffService } from './staff.service.js';

export function registerStaffRoutes(app: FastifyInstance, deps: { staff: StaffService }): void {
  const { staff } = deps;
  addAdminRoute(app, 'adminListStaff', async () => ({ items: await staff.list() }));
  addAdminRoute(app, 'adminListRoles', async () => ({ items: await staff.roles() }));
  addAdminRoute(app, 'adminCreateStaff', async ({ actor, body }) => {
    const created = await staff.create(actor, body);
    return { staff: created.staff, oneTimePassword: created.oneTimePassword };
  });
  addAdminRoute(app, 'adminChangeStaffRoles', ({ actor, params, body }) =>
    staff.changeRoles(actor, params.id, body.roles, body.expectedVersion),
  );
  addAdminRoute(app, 'adminDeactivateStaff', ({ actor, params, body }) =>
    staff.setActive(actor, params.id, false, body.expectedVersion),
  );
  addAdminRoute(app, 'adminActivateStaff', ({ actor, params, body }) =>
    staff.setActive(actor, params.id, true, body.expectedVersion),
  );
  addAdminRoute(app, 'adminResetStaffPassword', ({ actor, params, body }) =>
    staff.resetPassword(actor, params.id, body.expectedVersion),
  );
  addAdminRoute(app, 'adminResetStaffTotp', ({ actor, params, body }) =>
    staff.resetTotp(actor, params.id, body.expectedVersion),
  );
}
