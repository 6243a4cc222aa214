import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

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
