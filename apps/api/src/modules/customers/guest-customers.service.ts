import type { Kysely } from 'kysely';
import type { CustomerRow, Database } from '../../db/schema.js';
import { findGuestByGuid, insertGuestOnce } from './customers.repository.js';

export interface GuestDataMerger {
  mergeGuestInto(trx: Kysely<Database>, guestCustomerId: number, customerId: number): Promise<void>;
}

export function findGuestCustomer(db: Kysely<Database>, guid: string): Promise<CustomerRow | undefined> {
  return findGuestByGuid(db, guid);
}

export async function findGuestCustomerId(db: Kysely<Database>, guid: string): Promise<number | null> {
  return (await findGuestByGuid(db, guid))?.id ?? null;
}

/** Read first: almost every write finds the row, and two first writes at once still meet at the insert. */
export async function ensureGuestCustomer(trx: Kysely<Database>, guid: string, now: string): Promise<number | null> {
  return (
    (await findGuestCustomerId(trx, guid)) ?? (await insertGuestOnce(trx, guid, now)) ?? findGuestCustomerId(trx, guid)
  );
}

export async function handOverGuest(
  trx: Kysely<Database>,
  guid: string,
  customerId: number,
  mergers: readonly GuestDataMerger[],
): Promise<void> {
  const guest = await findGuestByGuid(trx, guid);
  if (!guest || guest.id === customerId) return;
  for (const merger of mergers) await merger.mergeGuestInto(trx, guest.id, customerId);
}

/** Guest customers as other modules meet them: by the `guest-customer-id` header's GUID, on the caller's `trx`. */
export interface GuestCustomers {
  /** Null when the shopper has never written anything as a guest. */
  findId(trx: Kysely<Database>, guid: string): Promise<number | null>;
  /** The guest's id, made on its first write; null only when the GUID cannot be stored. */
  ensure(trx: Kysely<Database>, guid: string, now: string): Promise<number | null>;
}

export function createGuestCustomers(): GuestCustomers {
  return { findId: findGuestCustomerId, ensure: ensureGuestCustomer };
}
