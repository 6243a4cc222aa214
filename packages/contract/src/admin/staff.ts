import { z } from 'zod';
import { ExpectedVersion } from './common.js';
import { AdminRoleRef, AdminStaffEmail, AdminStaffPermission } from './auth.js';

export const AdminStaffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  active: z.boolean(),
  totpConfirmed: z.boolean(),
  mustChangePassword: z.boolean(),
  roles: z.array(AdminRoleRef),
  /** Send back as `expectedVersion` with a change (ADR 0065). */
  rowVersion: z.number().int(),
  createdAt: z.string(),
});
export type AdminStaffMember = z.infer<typeof AdminStaffMember>;
export const AdminStaffList = z.object({ items: z.array(AdminStaffMember) });

export const AdminRole = AdminRoleRef.extend({ permissions: z.array(AdminStaffPermission) });
export const AdminRoleList = z.object({ items: z.array(AdminRole) });

const RoleNames = z.array(z.string().trim().min(1).max(50)).min(1, { message: 'دست‌کم یک نقش را برگزینید.' }).max(20);

export const AdminCreateStaffBody = z.object({
  email: AdminStaffEmail,
  name: z.string().trim().min(1, { message: 'نام را وارد کنید.' }).max(100, { message: 'نام حداکثر ۱۰۰ نویسه است.' }),
  roles: RoleNames,
});

/** The one-time password is shown here once; the new staff member must replace it at first sign-in. */
export const AdminStaffCreated = z.object({ staff: AdminStaffMember, oneTimePassword: z.string() });

export const AdminChangeStaffRolesBody = z.object({ roles: RoleNames, expectedVersion: ExpectedVersion });
export const AdminStaffVersionBody = z.object({ expectedVersion: ExpectedVersion });
