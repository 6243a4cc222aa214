// ADR 0018: the customers module writes its own tables; the affiliates module keeps affiliates and commissions.
import type { Kysely } from 'kysely';
import { toLatinDigits } from '@sabad/contract';
import type { Database } from '../../db/schema.js';

function findRegisteredCustomerBy(db: Kysely<Database>, key: { id: number } | { email: string } | { mobile: string }) {
  let query = db
    .selectFrom('customer')
    .select(['id', 'email', 'mobile', 'first_name', 'last_name', 'affiliate_id'])
    .where('is_guest', '=', 0)
    .where('deleted', '=', 0);
  if ('id' in key) query = query.where('id', '=', key.id);
  else if ('email' in key) query = query.where('email', '=', key.email);
  else query = query.where('mobile', '=', key.mobile);
  return query.executeTakeFirst();
}

export function lookUpRegisteredCustomer(db: Kysely<Database>, customer: string) {
  const text = toLatinDigits(customer).trim();
  const mobile = text.replace(/[\s-]/g, '').replace(/^(\+98|0098|98)(9\d{9})$/, '0$2');
  if (text.includes('@')) return findRegisteredCustomerBy(db, { email: text.toLowerCase() });
  if (/^09\d{9}$/.test(mobile)) return findRegisteredCustomerBy(db, { mobile });
  if (/^\d+$/.test(text)) return findRegisteredCustomerBy(db, { id: Number(text) });
  return Promise.resolve(undefined);
}

export async function grantAffiliatesRole(db: Kysely<Database>, customerId: number): Promise<void> {
  const role = await db
    .selectFrom('customer_role')
    .select('id')
    .where('system_name', '=', 'Affiliates')
    .executeTakeFirst();
  if (!role) return;
  await db
    .insertInto('customer_role_mapping')
    .values({ customer_id: customerId, customer_role_id: role.id })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function setReferrer(db: Kysely<Database>, customerId: number, affiliateId: number): Promise<boolean> {
  const result = await db
    .updateTable('customer')
    .set({ affiliate_id: affiliateId })
    .where('id', '=', customerId)
    .where('affiliate_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
