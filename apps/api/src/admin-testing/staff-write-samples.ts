// Valid calls of the sign-in and staff areas' write routes, for the generated audit test.
import { adminUrl, STAFF_TEST_PASSWORD, STAFF_TEST_TOTP_SECRET, startSignIn, totpCode } from './staff-fixture.js';
import type { WriteSamples } from './write-sample.js';

export const staffWriteSamples: WriteSamples = {
  async adminSignIn({ newStaff }) {
    const staff = await newStaff(['Support'], { withoutTotp: true });
    return { headers: {}, body: { email: staff.email, password: STAFF_TEST_PASSWORD } };
  },
  async adminVerifyTotp({ app, newStaff, clock }) {
    const pending = await startSignIn(app, (await newStaff(['Administrators'])).email);
    return { headers: pending.headers(), body: { code: totpCode(STAFF_TEST_TOTP_SECRET, clock.now()) } };
  },
  async adminUseRecoveryCode({ app, newStaff, db, clock }) {
    const staff = await newStaff(['Administrators'], { withoutTotp: true });
    const setup = await startSignIn(app, staff.email);
    const secret = (await db.selectFrom('staff').select('totp_secret').where('id', '=', staff.id).executeTakeFirst())
      ?.totp_secret;
    const confirmed = await app.inject({
      method: 'POST',
      url: adminUrl('/auth/totp-setup/confirm'),
      headers: setup.headers(),
      payload: { code: totpCode(secret ?? '', clock.now()) },
    });
    const [code] = confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    const pending = await startSignIn(app, staff.email);
    return { headers: pending.headers(), body: { code } };
  },
  async adminStartTotpSetup({ app, newStaff }) {
    const pending = await startSignIn(app, (await newStaff(['Administrators'], { withoutTotp: true })).email);
    return { headers: pending.headers() };
  },
  async adminConfirmTotpSetup({ app, newStaff, db, clock }) {
    const staff = await newStaff(['Administrators'], { withoutTotp: true });
    const secret = (await db.selectFrom('staff').select('totp_secret').where('id', '=', staff.id).executeTakeFirst())
      ?.totp_secret;
    const pending = await startSignIn(app, staff.email);
    return { headers: pending.headers(), body: { code: totpCode(secret ?? '', clock.now()) } };
  },
  async adminSignOut({ signedIn }) {
    return { headers: (await signedIn(['Support'])).headers() };
  },
  async adminRevokeSession({ signedIn, db }) {
    const caller = await signedIn(['Support']);
    const newest = await db.selectFrom('staff_session').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return { headers: caller.headers(), params: { id: newest.id } };
  },
  async adminChangePassword({ signedIn }) {
    const caller = await signedIn(['Support']);
    return {
      headers: caller.headers(),
      body: { currentPassword: STAFF_TEST_PASSWORD, newPassword: 'a-brand-new-long-password' },
    };
  },
  adminCreateStaff: () =>
    Promise.resolve({ body: { email: `made-${Date.now()}@sabad.test`, name: 'تازه', roles: ['Support'] } }),
  async adminChangeStaffRoles({ newStaff }) {
    const staff = await newStaff(['Support']);
    return { params: { id: staff.id }, body: { roles: ['OrderManagers'], expectedVersion: staff.rowVersion } };
  },
  async adminDeactivateStaff({ newStaff }) {
    const staff = await newStaff(['Support']);
    return { params: { id: staff.id }, body: { expectedVersion: staff.rowVersion } };
  },
  async adminActivateStaff({ newStaff }) {
    const staff = await newStaff(['Support']);
    return { params: { id: staff.id }, body: { expectedVersion: staff.rowVersion } };
  },
  async adminResetStaffPassword({ newStaff }) {
    const staff = await newStaff(['Support']);
    return { params: { id: staff.id }, body: { expectedVersion: staff.rowVersion } };
  },
  async adminResetStaffTotp({ newStaff }) {
    const staff = await newStaff(['Support']);
    return { params: { id: staff.id }, body: { expectedVersion: staff.rowVersion } };
  },
};
