import type { AdminRouteTable } from './route-def.js';
import { AdminDone, AdminIdParams } from './common.js';
import {
  AdminChangePasswordBody,
  AdminMe,
  AdminRecoveryCodeBody,
  AdminSessionList,
  AdminSignInBody,
  AdminSignInState,
  AdminTotpCodeBody,
  AdminTotpConfirmed,
  AdminTotpSetup,
} from './auth.js';

const tags = ['Admin: sign-in'];

/**
 * Signing in and the signed-in staff member's own session. The second-factor steps are `public`:
 * they act on the half-open session the password step made (its cookie and CSRF token), which no
 * other route accepts.
 */
export const adminAuthRoutes = {
  adminSignIn: {
    method: 'POST',
    path: '/auth/sign-in',
    summary: 'Email and password; opens a session that still needs its second factor (unless view-only)',
    tags,
    access: 'public',
    body: AdminSignInBody,
    response: AdminSignInState,
  },
  adminVerifyTotp: {
    method: 'POST',
    path: '/auth/totp',
    summary: "The authenticator's six-digit code completes the sign-in",
    tags,
    access: 'public',
    body: AdminTotpCodeBody,
    response: AdminSignInState,
  },
  adminUseRecoveryCode: {
    method: 'POST',
    path: '/auth/recovery-code',
    summary: 'A one-time recovery code completes the sign-in in place of the authenticator',
    tags,
    access: 'public',
    body: AdminRecoveryCodeBody,
    response: AdminSignInState,
  },
  adminStartTotpSetup: {
    method: 'POST',
    path: '/auth/totp-setup',
    summary: 'A new TOTP secret for a staff member without a confirmed one (otpauth URI for the QR code)',
    tags,
    access: 'public',
    response: AdminTotpSetup,
  },
  adminConfirmTotpSetup: {
    method: 'POST',
    path: '/auth/totp-setup/confirm',
    summary: 'A code from the new secret confirms it, completes the sign-in and shows 10 recovery codes once',
    tags,
    access: 'public',
    body: AdminTotpCodeBody,
    response: AdminTotpConfirmed,
  },
  adminSignOut: {
    method: 'POST',
    path: '/auth/sign-out',
    summary: 'Ends this session',
    tags,
    access: 'signedIn',
    response: AdminDone,
  },
  adminMe: {
    method: 'GET',
    path: '/staff/me',
    summary: 'The signed-in staff member, their roles and permissions, and the CSRF token',
    tags,
    access: 'signedIn',
    response: AdminMe,
  },
  adminListSessions: {
    method: 'GET',
    path: '/auth/sessions',
    summary: "The signed-in staff member's open sessions",
    tags,
    access: 'signedIn',
    response: AdminSessionList,
  },
  adminRevokeSession: {
    method: 'DELETE',
    path: '/auth/sessions/:id',
    summary: "Ends one of the signed-in staff member's sessions",
    tags,
    access: 'signedIn',
    params: AdminIdParams,
    response: AdminDone,
  },
  adminChangePassword: {
    method: 'POST',
    path: '/auth/password',
    summary: 'Changes the own password; every session of the staff member ends, this one too',
    tags,
    access: 'signedIn',
    body: AdminChangePasswordBody,
    response: AdminDone,
  },
} as const satisfies AdminRouteTable;
