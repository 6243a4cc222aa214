import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CustomerRoleSystemName, CustomerRow, Database } from '../../db/schema.js';
import type { AccountIdentifier } from './account-identifier.js';

const identityColumn = (identifier: AccountIdentifier) => (identifier.kind === 'email' ? 'email' : 'mobile');

export function findRegisteredCustomer(
  db: Kysely<Database>,
  identifier: AccountIdentifier,
): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customer')
    .selectAll()
    .where(identityColumn(identifier), '=', identifier.value)
    .where('is_guest', '=', 0)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export async function isIdentifierTaken(db: Kysely<Database>, identifier: AccountIdentifier): Promise<boolean> {
  const row = await db
    .selectFrom('customer')
    .select('id')
    .where(identityColumn(identifier), '=', identifier.value)
    .executeTakeFirst();
  return row !== undefined;
}

export async function upsertPendingRegistration(
  db: Kysely<Database>,
  registration: {
    identity: string;
    password_hash: string;
    created_at: string;
    affiliate_code?: string | null;
    first_name: string;
    last_name: string;
  },
): Promise<void> {
  await db
    .insertInto('pending_registration')
    .values(registration)
    .onConflict((oc) =>
      oc.column('identity').doUpdateSet({
        password_hash: registration.password_hash,
        created_at: registration.created_at,
        affiliate_code: registration.affiliate_code ?? null,
        first_name: registration.first_name,
        last_name: registration.last_name,
      }),
    )
    .execute();
}

export function findPendingRegistration(db: Kysely<Database>, identity: string) {
  return db.selectFrom('pending_registration').selectAll().where('identity', '=', identity).executeTakeFirst();
}

export async function deletePendingRegistration(db: Kysely<Database>, identity: string): Promise<void> {
  await db.deleteFrom('pending_registration').where('identity', '=', identity).execute();
}

async function setRoles(db: Kysely<Database>, customerId: number, roles: CustomerRoleSystemName[]): Promise<void> {
  await db.deleteFrom('customer_role_mapping').where('customer_id', '=', customerId).execute();
  const roleRows = await db.selectFrom('customer_role').select('id').where('system_name', 'in', roles).execute();
  if (roleRows.length === 0) return;
  await db
    .insertInto('customer_role_mapping')
    .values(roleRows.map((role) => ({ customer_id: customerId, customer_role_id: role.id })))
    .execute();
}

/** The shopper's own guest row when there is one, so whatever the guest collected stays theirs. */
export async function createRegisteredCustomer(
  db: Kysely<Database>,
  input: {
    identifier: AccountIdentifier;
    passwordHash: string;
    guest: CustomerRow | undefined;
    now: string;
    firstName: string;
    lastName: string;
  },
): Promise<number> {
  const identity = {
    email: input.identifier.kind === 'email' ? input.identifier.value : null,
    mobile: input.identifier.kind === 'mobile' ? input.identifier.value : null,
  };
  let customerId: number;
  if (input.guest) {
    await db
      .updateTable('customer')
      .set({
        ...identity,
        // A name the shopper left empty does not wipe one the guest row already holds.
        first_name: input.firstName || input.guest.first_name,
        last_name: input.lastName || input.guest.last_name,
        password_hash: input.passwordHash,
        is_guest: 0,
        last_activity_at: input.now,
      })
      .where('id', '=', input.guest.id)
      .execute();
    customerId = input.guest.id;
  } else {
    const row = await db
      .insertInto('customer')
      .values({
        ...identity,
        customer_guid: randomUUID(),
        first_name: input.firstName,
        last_name: input.lastName,
        password_hash: input.passwordHash,
        is_guest: 0,
        active: 1,
        deleted: 0,
        avatar_picture_id: null,
        created_at: input.now,
        last_activity_at: input.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    customerId = row.id;
  }
  await setRoles(db, customerId, ['Registered']);
  return customerId;
}

export function findCustomerById(db: Kysely<Database>, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customer').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updatePasswordHash(
  db: Kysely<Database>,
  customerId: number,
  passwordHash: string,
): Promise<void> {
  await db.updateTable('customer').set({ password_hash: passwordHash }).where('id', '=', customerId).execute();
}

export async function touchLastActivity(db: Kysely<Database>, customerId: number, now: string): Promise<void> {
  await db.updateTable('customer').set({ last_activity_at: now }).where('id', '=', customerId).execute();
}

export async function revokeOtherAccessTokens(
  db: Kysely<Database>,
  customerId: number,
  keepTokenHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('access_token')
    .set({ revoked_at: now })
    .where('customer_id', '=', customerId)
    .where('token_hash', '!=', keepTokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}
