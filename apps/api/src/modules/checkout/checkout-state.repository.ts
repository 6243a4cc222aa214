import type { Kysely, Updateable } from 'kysely';
import type { CheckoutStateTable, Database } from '../../db/schema.js';

export type CheckoutStateRow = NonNullable<Awaited<ReturnType<typeof findCheckoutState>>>;
export type CheckoutStateChanges = Omit<Updateable<CheckoutStateTable>, 'customer_id' | 'updated_at'>;

export function findCheckoutState(db: Kysely<Database>, customerId: number) {
  return db.selectFrom('checkout_state').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
}

export async function saveCheckoutState(
  db: Kysely<Database>,
  customerId: number,
  changes: CheckoutStateChanges,
  now: string,
): Promise<void> {
  await db
    .insertInto('checkout_state')
    .values({
      customer_id: customerId,
      billing_address_id: null,
      shipping_address_id: null,
      ship_to_same_address: 0,
      shipping_method: null,
      payment_method: null,
      use_reward_points: 0,
      ...changes,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet({ ...changes, updated_at: now }))
    .execute();
}

export async function deleteCheckoutState(db: Kysely<Database>, customerId: number): Promise<void> {
  await db.deleteFrom('checkout_state').where('customer_id', '=', customerId).execute();
}
