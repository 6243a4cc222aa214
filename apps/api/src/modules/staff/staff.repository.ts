import type { Kysely } from 'kysely';
import type { StaffPermission } from '@sabad/contract/admin';
import type { Database, StaffRow, StaffSessionRow } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface RoleRecord {
  id: number;
  systemName: string;
  name: string;
  permissions: StaffPermission[];
}

export function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findStaff(db: Db, id: number): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listStaffRows(db: Db): Promise<StaffRow[]> {
  return db.selectFrom('staff').selectAll().orderBy('id').execute();
}

export async function listRoles(db: Db): Promise<RoleRecord[]> {
  const rows = await db
    .selectFrom('staff_role')
    .leftJoin('staff_role_permission', 'staff_role_permission.staff_role_id', 'staff_role.id')
    .select(['staff_role.id', 'staff_role.system_name', 'staff_role.name', 'staff_role_permission.permission'])
    .orderBy('staff_role.id')
    .execute();
  const roles = new Map<number, RoleRecord>();
  for (const row of rows) {
    let role = roles.get(row.id);
    if (!role) {
      role = { id: row.id, systemName: row.system_name, name: row.name, permissions: [] };
      roles.set(row.id, role);
    }
    if (row.permission) role.permissions.push(row.permission as StaffPermission);
  }
  return [...roles.values()];
}

/** Each staff member's role ids, for the given staff (all when omitted). */
export async function roleIdsByStaff(db: Db, staffIds?: readonly number[]): Promise<Map<number, number[]>> {
  let query = db.selectFrom('staff_role_mapping').select(['staff_id', 'staff_role_id']).orderBy('staff_role_id');
  if (staffIds) {
    if (staffIds.length === 0) return new Map();
    query = query.where('staff_id', 'in', staffIds);
  }
  const byStaff = new Map<number, number[]>();
  for (const row of await query.execute()) {
    const list = byStaff.get(row.staff_id) ?? [];
    list.push(row.staff_role_id);
    byStaff.set(row.staff_id, list);
  }
  return byStaff;
}

export async function replaceRoles(db: Db, staffId: number, roleIds: readonly number[]): Promise<void> {
  await db.deleteFrom('staff_role_mapping').where('staff_id', '=', staffId).execute();
  if (roleIds.length > 0)
    await db
      .insertInto('staff_role_mapping')
      .values(roleIds.map((staff_role_id) => ({ staff_id: staffId, staff_role_id })))
      .execute();
}

export async function insertStaff(
  db: Db,
  values: {
    email: string;
    name: string;
    passwordHash: string;
    mustChangePassword: boolean;
    totpSecret: string;
    totpConfirmed: boolean;
    now: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('staff')
    .values({
      email: values.email,
      name: values.name,
      password_hash: values.passwordHash,
      must_change_password: values.mustChangePassword ? 1 : 0,
      totp_secret: values.totpSecret,
      totp_confirmed: values.totpConfirmed ? 1 : 0,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type StaffChange = Partial<
  Pick<
    StaffRow,
    'password_hash' | 'must_change_password' | 'totp_secret' | 'totp_confirmed' | 'totp_last_step' | 'active'
  >
>;

/**
 * Changes a staff member and raises their row_version, only if it still is `expectedVersion` when
 * given (ADR 0065): answers whether the row was changed.
 */
export async function updateStaff(
  db: Db,
  id: number,
  change: StaffChange,
  now: string,
  expectedVersion?: number,
): Promise<boolean> {
  let query = db
    .updateTable('staff')
    .set((eb) => ({ ...change, updated_at: now, row_version: eb('row_version', '+', 1) }))
    .where('id', '=', id);
  if (expectedVersion !== undefined) query = query.where('row_version', '=', expectedVersion);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The TOTP step is accepted once: a second use of the same code (or an older one) changes nothing. */
export async function acceptTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    staffId: number;
    now: string;
    expiresAt: string;
    ip: string;
    userAgent: string;
    secondFactorDone: boolean;
  },
): Promise<number> {
  const row = await db
    .insertInto('staff_session')
    .values({
      token_hash: values.tokenHash,
      staff_id: values.staffId,
      created_at: values.now,
      last_seen_at: values.now,
      expires_at: values.expiresAt,
      ip: values.ip,
      user_agent: values.userAgent,
      second_factor_done: values.secondFactorDone ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findLiveSession(db: Db, tokenHash: string, now: string): Promise<StaffSessionRow | undefined> {
  return db
    .selectFrom('staff_session')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: number, now: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('staff_session')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function completeSession(
  db: Db,
  id: number,
  values: { tokenHash: string; now: string; expiresAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('staff_session')
    .set({
      token_hash: values.tokenHash,
      second_factor_done: 1,
      last_seen_at: values.now,
      expires_at: values.expiresAt,
    })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .where('second_factor_done', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function listLiveSessions(db: Db, staffId: number, now: string): Promise<StaffSessionRow[]> {
  return db
    .selectFrom('staff_session')
    .selectAll()
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .where('second_factor_done', '=', 1)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .execute();
}

export async function revokeSession(db: Db, staffId: number, sessionId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_session')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function revokeAllSessions(db: Db, staffId: number, now: string): Promise<void> {
  await db
    .updateTable('staff_session')
    .set({ revoked_at: now })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function replaceRecoveryCodes(db: Db, staffId: number, codeHashes: readonly string[]): Promise<void> {
  await db.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
  if (codeHashes.length > 0)
    await db
      .insertInto('staff_recovery_code')
      .values(codeHashes.map((code_hash) => ({ staff_id: staffId, code_hash })))
      .execute();
}

/** Marks the code used in the same statement that finds it, so two requests cannot both spend it. */
export async function spendRecoveryCode(db: Db, staffId: number, codeHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_code')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Every permission record of the staff member's roles. */
export async function permissionsOf(db: Db, staffId: number): Promise<StaffPermission[]> {
  const rows = await db
    .selectFrom('staff_role_mapping')
    .innerJoin('staff_role_permission', 'staff_role_permission.staff_role_id', 'staff_role_mapping.staff_role_id')
    .select('staff_role_permission.permission')
    .distinct()
    .where('staff_role_mapping.staff_id', '=', staffId)
    .orderBy('staff_role_permission.permission')
    .execute();
  return rows.map((row) => row.permission as StaffPermission);
}
