// Password, then the second factor (TOTP or a recovery code), on one session row that only counts
// once the second factor is done. A role that can change data cannot skip it (issue 35).
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toLatinDigits } from '@sabad/contract';
import { canChangeData } from '@sabad/contract/admin';
import type { Database, StaffRow } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, notFound, unauthorized } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { StaffActor } from '../../plugins/admin-routes.js';
import type { AuditLog } from '../audit/index.js';
import { createLoginThrottle, type PasswordHasher } from '../customers/index.js';
import type { RateLimitStore } from '../../lib/rate-limit-store.js';
import { staffMessages } from './staff.messages.js';
import {
  acceptTotpStep,
  findStaff,
  findStaffByEmail,
  permissionsOf,
  replaceRecoveryCodes,
  spendRecoveryCode,
  updateStaff,
} from './staff.repository.js';
import type { OpenedSession, PendingSignIn, StaffSessions } from './staff-sessions.service.js';
import { newTotpSecret, totpUri, verifyTotp } from './totp.js';

export type SignInNext = 'totp' | 'totpSetup' | 'done';

export interface SignInAnswer {
  next: SignInNext;
  /** The cookie's token; the route sets it, nothing else sees it. */
  session: OpenedSession;
}

export interface StaffSignIn {
  signIn(input: { email: string; password: string; ip: string; userAgent: string }): Promise<SignInAnswer>;
  verifyTotp(pending: PendingSignIn, code: string): Promise<OpenedSession>;
  useRecoveryCode(pending: PendingSignIn, code: string): Promise<OpenedSession>;
  startTotpSetup(pending: PendingSignIn): Promise<{ secret: string; otpauthUri: string }>;
  confirmTotpSetup(pending: PendingSignIn, code: string): Promise<{ session: OpenedSession; recoveryCodes: string[] }>;
  changePassword(actor: StaffActor, input: { currentPassword: string; newPassword: string }): Promise<void>;
  signOut(actor: StaffActor): Promise<void>;
  revokeSession(actor: StaffActor, sessionId: number): Promise<void>;
}

export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Spaces, dashes, case and Persian digits do not matter when a code is typed back. */
function hashRecoveryCode(code: string): string {
  const plain = toLatinDigits(code)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return createHash('sha256').update(`sabad-staff-recovery:${plain}`, 'utf8').digest('hex');
}

export function createStaffSignIn(deps: {
  db: Kysely<Database>;
  clock: Clock;
  passwords: PasswordHasher;
  /** The shop's login counters' store (Redis or the database); staff keys are their own. */
  rateLimits: RateLimitStore;
  sessions: StaffSessions;
  auditLog: AuditLog;
}): StaffSignIn {
  const { db, clock, sessions, auditLog } = deps;
  const throttle = createLoginThrottle(deps.rateLimits, clock, undefined, {
    perAccountAtAddress: staffMessages.tooManySignInsHere,
    perAccount: staffMessages.tooManySignIns,
    perAddress: staffMessages.tooManySignInsFromAddress,
  });
  const now = () => clock.now().toISOString();
  // An unknown email still costs one hash, so its answer takes as long as a wrong password's.
  const decoyHash = deps.passwords.hash(randomBytes(16).toString('hex'));
  // Staff keys stay apart from the shop's login counters: a shopper's mistakes never lock out staff.
  const passwordAttempt = (email: string, ip: string) => ({ account: `staff:${email}`, clientAddress: `staff:${ip}` });
  const secondFactorAttempt = (pending: PendingSignIn) => ({
    account: `staff-2fa:${pending.staff.id}`,
    clientAddress: `staff:${pending.actor.ip}`,
  });

  async function finish(
    pending: PendingSignIn,
    action: string,
    work?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<OpenedSession> {
    return inTransaction(db, async (trx) => {
      await work?.(trx);
      const opened = await sessions.complete(trx, pending.session.id);
      if (!opened) throw unauthorized(staffMessages.signInFirst);
      await auditLog.record(trx, pending.actor, {
        area: 'staff',
        entityType: 'staffSession',
        entityId: pending.session.id,
        action,
        before: null,
        after: { secondFactor: action },
      });
      return opened;
    });
  }

  async function checkTotp(pending: PendingSignIn, staff: StaffRow, code: string): Promise<number> {
    const attempt = secondFactorAttempt(pending);
    await throttle.assertAllowed(attempt);
    const step = staff.totp_secret ? verifyTotp(staff.totp_secret, code, clock.now(), staff.totp_last_step) : null;
    if (step === null || !(await acceptTotpStep(db, staff.id, step))) {
      await throttle.recordFailure(attempt);
      throw badRequest(staffMessages.totpWrong);
    }
    await throttle.recordSuccess(attempt);
    return step;
  }

  return {
    async signIn(input) {
      const email = normalizeEmail(input.email);
      const attempt = passwordAttempt(email, input.ip);
      await throttle.assertAllowed(attempt);
      const staff = await findStaffByEmail(db, email);
      const matches = await deps.passwords.verify(input.password, staff?.password_hash ?? (await decoyHash));
      if (!staff || !matches || staff.active !== 1) {
        await throttle.recordFailure(attempt);
        throw unauthorized(staffMessages.badCredentials);
      }
      await throttle.recordSuccess(attempt);
      const permissions = await permissionsOf(db, staff.id);
      const needsSecondFactor = staff.totp_confirmed === 1 || canChangeData(permissions);
      return inTransaction(db, async (trx) => {
        const session = await sessions.open(trx, {
          staffId: staff.id,
          secondFactorDone: !needsSecondFactor,
          ip: input.ip,
          userAgent: input.userAgent,
        });
        await auditLog.record(
          trx,
          { staffId: staff.id, email: staff.email, ip: input.ip },
          {
            area: 'staff',
            entityType: 'staffSession',
            entityId: session.sessionId,
            action: 'signIn',
            before: null,
            after: { secondFactorDone: !needsSecondFactor, userAgent: input.userAgent.slice(0, 300) },
          },
        );
        const next: SignInNext = !needsSecondFactor ? 'done' : staff.totp_confirmed === 1 ? 'totp' : 'totpSetup';
        return { next, session };
      });
    },

    async verifyTotp(pending, code) {
      if (pending.staff.totp_confirmed !== 1) throw badRequest(staffMessages.totpNotSetUp);
      await checkTotp(pending, pending.staff, code);
      return finish(pending, 'totp');
    },

    async useRecoveryCode(pending, code) {
      if (pending.staff.totp_confirmed !== 1) throw badRequest(staffMessages.totpNotSetUp);
      const attempt = secondFactorAttempt(pending);
      await throttle.assertAllowed(attempt);
      try {
        return await finish(pending, 'recoveryCode', async (trx) => {
          if (!(await spendRecoveryCode(trx, pending.staff.id, hashRecoveryCode(code), now())))
            throw badRequest(staffMessages.recoveryCodeWrong);
        });
      } catch (error) {
        await throttle.recordFailure(attempt);
        throw error;
      }
    },

    async startTotpSetup(pending) {
      if (pending.staff.totp_confirmed === 1) throw badRequest(staffMessages.totpAlreadySetUp);
      // The secret `staff create` printed stays valid, so an authenticator set up from the CLI works.
      const secret = pending.staff.totp_secret ?? newTotpSecret();
      await inTransaction(db, async (trx) => {
        await updateStaff(trx, pending.staff.id, { totp_secret: secret, totp_last_step: null }, now());
        await auditLog.record(trx, pending.actor, {
          area: 'staff',
          entityType: 'staff',
          entityId: pending.staff.id,
          action: 'totpSetupStarted',
          before: null,
          after: null,
          entityVersion: pending.staff.row_version + 1,
        });
      });
      return { secret, otpauthUri: totpUri(secret, pending.staff.email) };
    },

    async confirmTotpSetup(pending, code) {
      // Read again: the secret was stored by the set-up call after this session's staff row was read.
      const staff = await findStaff(db, pending.staff.id);
      if (!staff || staff.totp_confirmed === 1) throw badRequest(staffMessages.totpAlreadySetUp);
      if (!staff.totp_secret) throw badRequest(staffMessages.totpSetupNotStarted);
      await checkTotp(pending, staff, code);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const session = await finish(pending, 'totpSetup', async (trx) => {
        await updateStaff(trx, staff.id, { totp_confirmed: 1 }, now());
        await replaceRecoveryCodes(trx, staff.id, recoveryCodes.map(hashRecoveryCode));
      });
      return { session, recoveryCodes };
    },

    async changePassword(actor, input) {
      const staff = await findStaff(db, actor.staffId);
      if (!staff || !(await deps.passwords.verify(input.currentPassword, staff.password_hash)))
        throw badRequest(staffMessages.currentPasswordWrong);
      if (await deps.passwords.verify(input.newPassword, staff.password_hash))
        throw badRequest(staffMessages.samePassword);
      const hash = await deps.passwords.hash(input.newPassword);
      await inTransaction(db, async (trx) => {
        await updateStaff(trx, staff.id, { password_hash: hash, must_change_password: 0 }, now());
        await sessions.endAll(trx, staff.id);
        await auditLog.record(trx, actor, {
          area: 'staff',
          entityType: 'staff',
          entityId: staff.id,
          action: 'changePassword',
          before: { password: 'old' },
          after: { password: 'new' },
          entityVersion: staff.row_version + 1,
        });
      });
    },

    async revokeSession(actor, sessionId) {
      await inTransaction(db, async (trx) => {
        if (!(await sessions.revoke(trx, actor.staffId, sessionId))) throw notFound(staffMessages.sessionNotFound);
        await auditLog.record(trx, actor, {
          area: 'staff',
          entityType: 'staffSession',
          entityId: sessionId,
          action: 'revoke',
          before: null,
          after: null,
        });
      });
    },

    async signOut(actor) {
      await inTransaction(db, async (trx) => {
        await sessions.revoke(trx, actor.staffId, actor.sessionId);
        await auditLog.record(trx, actor, {
          area: 'staff',
          entityType: 'staffSession',
          entityId: actor.sessionId,
          action: 'signOut',
          before: null,
          after: null,
        });
      });
    },
  };
}
