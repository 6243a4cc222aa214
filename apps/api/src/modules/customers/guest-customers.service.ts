/**
 * Guest customers, in one place: a shopper known only by the Guest-Customer-Id gets a customer
 * row (role Guests) on the first write of any module (cart, wishlist, compare list), and a login
 * or registration with that id hands what the guest collected to the customer.
 */
import type { Kysely } from 'kysely';
import type { CustomerRow, Database } from '../../db/schema.js';
import { findGuestByGuid, insertGuestOnce } from './customers.repository.js';

/** Moves what a guest collected (cart lines, wishlist items, compare list) to a customer, inside the caller's transaction. */
export interface GuestDataMerger {
  mergeGuestInto(trx: Kysely<Database>, guestCustomerId: number, customerId: number): Promise<void>;
}

/** The guest's row; undefined when the guest has written nothing yet or the id belongs to a registered customer. */
export function findGuestCustomer(db: Kysely<Database>, guid: string): Promise<CustomerRow | undefined> {
  return findGuestByGuid(db, guid);
}

/** The guest's customer id; null when the guest has written nothing yet or the id belongs to a registered customer. */
export async function findGuestCustomerId(db: Kysely<Database>, guid: string): Promise<number | null> {
  return (await findGuestByGuid(db, guid))?.id ?? null;
}

/**
 * The guest's customer id for a write, inside the caller's transaction: the row (with the Guests
 * role) is created on the guest's first write. Null when the id belongs to a registered customer.
 * Read first: every write after a guest's first finds the row, and an insert refused by the unique
 * id cost a sixth of a `cart/add` (issue 15); two first writes at once still meet at the insert.
 */
export async function ensureGuestCustomer(trx: Kysely<Database>, guid: string, now: string): Promise<number | null> {
  return (
    (await findGuestCustomerId(trx, guid)) ?? (await insertGuestOnce(trx, guid, now)) ?? findGuestCustomerId(trx, guid)
  );
}

/** Login or registration with a guest id: every merger moves the guest's things to the customer, in the caller's transaction. */
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
