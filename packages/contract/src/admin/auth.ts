import { z } from 'zod';
import { ALL_PERMISSIONS, type StaffPermission } from './permissions.js';

const Email = z
  .string()
  .trim()
  .min(1, { message: 'ایمیل را وارد کنید.' })
  .max(254, { message: 'ایمیل حداکثر ۲۵۴ نویسه است.' })
  .email({ message: 'ایمیل معتبر نیست.' });

export const AdminStaffEmail = Email;

export const AdminSignInBody = z.object({
  email: Email,
  password: z
    .string()
    .min(1, { message: 'گذرواژه را وارد کنید.' })
    .max(200, { message: 'گذرواژه بیش از حد بلند است.' }),
});

/** A six-digit code; Persian or Arabic digits are accepted and read as Latin. */
export const AdminTotpCodeBody = z.object({
  code: z.string().trim().min(1, { message: 'کد را وارد کنید.' }).max(20, { message: 'کد بیش از حد بلند است.' }),
});

export const AdminRecoveryCodeBody = z.object({
  code: z
    .string()
    .trim()
    .min(1, { message: 'کد بازیابی را وارد کنید.' })
    .max(40, { message: 'کد بیش از حد بلند است.' }),
});

/**
 * Where a sign-in stands: `totp` (enter the authenticator's code or a recovery code), `totpSetup`
 * (a role that can change data and has no confirmed TOTP yet: set it up first) or `done`. The CSRF
 * token belongs to this session and goes in `X-CSRF-Token` on every write.
 */
export const AdminSignInState = z.object({
  next: z.enum(['totp', 'totpSetup', 'done']),
  csrfToken: z.string(),
});
export type AdminSignInState = z.infer<typeof AdminSignInState>;

/** The secret to add to an authenticator app, as text and as an otpauth:// URI (for a QR code). */
export const AdminTotpSetup = z.object({ secret: z.string(), otpauthUri: z.string() });

/** Shown once: each code signs in once in place of the authenticator's code. */
export const AdminTotpConfirmed = AdminSignInState.extend({ recoveryCodes: z.array(z.string()) });

export const AdminStaffPermission = z.enum(ALL_PERMISSIONS as [StaffPermission, ...StaffPermission[]]);

export const AdminRoleRef = z.object({ systemName: z.string(), name: z.string() });

/** The signed-in staff member, what they may do, and the CSRF token of this session. */
export const AdminMe = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(AdminRoleRef),
  permissions: z.array(AdminStaffPermission),
  csrfToken: z.string(),
  /** After `staff create` or a reset: nothing else opens until the one-time password is replaced. */
  mustChangePassword: z.boolean(),
  totpConfirmed: z.boolean(),
});
export type AdminMe = z.infer<typeof AdminMe>;

export const AdminSession = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  current: z.boolean(),
});
export const AdminSessionList = z.object({ items: z.array(AdminSession) });

export const AdminChangePasswordBody = z.object({
  currentPassword: z.string().min(1, { message: 'گذرواژهٔ فعلی را وارد کنید.' }).max(200),
  newPassword: z
    .string()
    .min(10, { message: 'گذرواژهٔ تازه دست‌کم ۱۰ نویسه است.' })
    .max(200, { message: 'گذرواژه بیش از حد بلند است.' }),
});
