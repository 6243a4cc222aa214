import type { Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { CustomerRow, Database } from '../../db/schema.js';
import type { AccountIdentifier } from './account-identifier.js';

export async function customerHasRole(
  db: Kysely<Database>,
  customerId: number,
  role: 'Affiliates' | 'Administrators',
): Promise<boolean> {
  const row = await db
    .selectFrom('customer_role_mapping as m')
    .innerJoin('customer_role as r', 'r.id', 'm.customer_role_id')
    .select('m.customer_id')
    .where('m.customer_id', '=', customerId)
    .where('r.system_name', '=', role)
    .executeTakeFirst();
  return row !== undefined;
}

export function findGuestByGuid(db: Kysely<Database>, guid: string): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customer')
    .selectAll()
    .where('customer_guid', '=', guid)
    .where('is_guest', '=', 1)
    .executeTakeFirst();
}

/** Two first writes at once both end with the one row. */
export async function insertGuestOnce(db: Kysely<Database>, guid: string, now: string): Promise<number | undefined> {
  const inserted = await db
    .insertInto('customer')
    .values({
      customer_guid: guid,
      email: null,
      mobile: null,
      first_name: '',
      last_name: '',
      password_hash: null,
      is_guest: 1,
      active: 1,
      deleted: 0,
      avatar_picture_id: null,
      created_at: now,
      last_activity_at: now,
    })
    .onConflict((oc) => oc.column('customer_guid').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  const role = await db.selectFrom('customer_role').select('id').where('system_name', '=', 'Guests').executeTakeFirst();
  if (role)
    await db
      .insertInto('customer_role_mapping')
      .values({ customer_id: inserted.id, customer_role_id: role.id })
      .execute();
  return inserted.id;
}

/** The customer's avatar picture id; on PostgreSQL the row stays locked to the end of the transaction. */
export async function lockAvatarPictureId(db: Kysely<Database>, customerId: number): Promise<number | null> {
  let read = db.selectFrom('customer').select('avatar_picture_id').where('id', '=', customerId);
  if (isPostgres(db)) read = read.forUpdate();
  return (await read.executeTakeFirst())?.avatar_picture_id ?? null;
}

export async function setAvatarPictureId(
  db: Kysely<Database>,
  customerId: number,
  pictureId: number | null,
): Promise<void> {
  await db.updateTable('customer').set({ avatar_picture_id: pictureId }).where('id', '=', customerId).execute();
}

export async function updateCustomerProfile(
  db: Kysely<Database>,
  customerId: number,
  profile: {
    first_name: string;
    last_name: string;
    gender: 'M' | 'F' | null;
    date_of_birth: string | null;
    newsletter: 0 | 1;
  },
): Promise<void> {
  await db.updateTable('customer').set(profile).where('id', '=', customerId).execute();
}

export async function updateCustomerIdentifier(
  db: Kysely<Database>,
  customerId: number,
  identifier: AccountIdentifier,
): Promise<void> {
  await db
    .updateTable('customer')
    .set(identifier.kind === 'email' ? { email: identifier.value } : { mobile: identifier.value })
    .where('id', '=', customerId)
    .execute();
}

export async function isIdentifierHeldByAnother(
  db: Kysely<Database>,
  customerId: number,
  identifier: AccountIdentifier,
): Promise<boolean> {
  const row = await db
    .selectFrom('customer')
    .select('id')
    .where(identifier.kind === 'email' ? 'email' : 'mobile', '=', identifier.value)
    .where('id', '!=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}
