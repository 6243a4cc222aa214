import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export async function insertGuestCustomer(
  db: Kysely<Database>,
  guid: string = randomUUID(),
): Promise<{ id: number; guid: string }> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('customer')
    .values({
      customer_guid: guid,
      first_name: '',
      last_name: '',
      is_guest: 1,
      active: 1,
      deleted: 0,
      created_at: now,
      last_activity_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, guid };
}

export async function insertRegisteredCustomer(db: Kysely<Database>, email: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('customer')
    .values({
      customer_guid: randomUUID(),
      email,
      first_name: '',
      last_name: '',
      is_guest: 0,
      active: 1,
      deleted: 0,
      created_at: now,
      last_activity_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
