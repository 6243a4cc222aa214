import type { AdminRouteTable } from './route-def.js';
import { AdminIdParams } from './common.js';
import {
  AdminChangeStaffRolesBody,
  AdminCreateStaffBody,
  AdminRoleList,
  AdminStaffCreated,
  AdminStaffList,
  AdminStaffMember,
  AdminStaffVersionBody,
} from './staff.js';

const tags = ['Admin: staff'];

/** Staff management (area `staff`); every change ends the staff member's sessions where it touches access. */
export const adminStaffRoutes = {
  adminListStaff: {
    method: 'GET',
    path: '/staff',
    summary: 'Every staff member with roles and TOTP state',
    tags,
    access: 'staff.view',
    response: AdminStaffList,
  },
  adminListRoles: {
    method: 'GET',
    path: '/staff/roles',
    summary: 'The staff roles and their permission records',
    tags,
    access: 'staff.view',
    response: AdminRoleList,
  },
  adminCreateStaff: {
    method: 'POST',
    path: '/staff',
    summary: 'A new staff member; answers a one-time password, shown once',
    tags,
    access: 'staff.change',
    body: AdminCreateStaffBody,
    response: AdminStaffCreated,
  },
  adminChangeStaffRoles: {
    method: 'PUT',
    path: '/staff/:id/roles',
    summary: "Replaces a staff member's roles; their sessions end",
    tags,
    access: 'staff.change',
    params: AdminIdParams,
    body: AdminChangeStaffRolesBody,
    response: AdminStaffMember,
  },
  adminDeactivateStaff: {
    method: 'POST',
    path: '/staff/:id/deactivate',
    summary: 'The staff member can no longer sign in; their sessions end',
    tags,
    access: 'staff.change',
    params: AdminIdParams,
    body: AdminStaffVersionBody,
    response: AdminStaffMember,
  },
  adminActivateStaff: {
    method: 'POST',
    path: '/staff/:id/activate',
    summary: 'A deactivated staff member may sign in again',
    tags,
    access: 'staff.change',
    params: AdminIdParams,
    body: AdminStaffVersionBody,
    response: AdminStaffMember,
  },
  adminResetStaffPassword: {
    method: 'POST',
    path: '/staff/:id/password-reset',
    summary: 'A new one-time password (shown once) for a staff member who forgot theirs; their sessions end',
    tags,
    access: 'staff.change',
    params: AdminIdParams,
    body: AdminStaffVersionBody,
    response: AdminStaffCreated,
  },
  adminResetStaffTotp: {
    method: 'POST',
    path: '/staff/:id/totp-reset',
    summary: 'Forgets the TOTP secret and recovery codes (a lost phone); their sessions end, set-up again at sign-in',
    tags,
    access: 'staff.change',
    params: AdminIdParams,
    body: AdminStaffVersionBody,
    response: AdminStaffMember,
  },
} as const satisfies AdminRouteTable;
