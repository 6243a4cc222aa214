import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { CustomerRoleSystemName, Database } from '../../db/schema.js';

/**
 * What narrows the list. `mobile` and `email` are exact; `mobilePrefix` and the names are prefixes, each an
 * index range (migration 0035); `name` with two parts is the first name's start and the last name's start.
 */
export interface CustomerFilter {
  mobile?: string;
  mobilePrefix?: string;
  email?: string;
  emailPrefix?: string;
  name?: { first: string; last?: string };
  registeredFrom?: string;
  registeredBefore?: string;
  blocked?: boolean;
}

type PrefixColumn = 'c.first_name' | 'c.last_name' | 'c.mobile' | 'c.email';

// A range, not LIKE: SQLite's LIKE ignores case and so never uses a plain index; on PostgreSQL the range is
// compared in byte order ("C"), as the prefix indexes are built.
function startsWith(db: Kysely<Database>, column: PrefixColumn, text: string) {
  const ref = isPostgres(db) ? sql`${sql.ref(column)} collate "C"` : sql.ref(column);
  return sql<boolean>`(${ref} >= ${text} and ${ref} < ${`${text}\uffff`})`;
}

function filtered(db: Kysely<Database>, filter: CustomerFilter) {
  // With a mobile, an email or a name the customer is found by that index; SQLite would otherwise walk the
  // newest-registered index (is_guest, deleted) over every customer: `+column` keeps it off that one.
  const found = [filter.mobile, filter.mobilePrefix, filter.email, filter.emailPrefix, filter.name].some(
    (value) => value !== undefined,
  );
  const flag = (column: 'c.is_guest' | 'c.deleted') => (found ? sql<number>`+${sql.ref(column)}` : sql.ref(column));
  let query = db.selectFrom('customer as c').where(flag('c.is_guest'), '=', 0).where(flag('c.deleted'), '=', 0);
  if (filter.mobile !== undefined) query = query.where('c.mobile', '=', filter.mobile);
  if (filter.mobilePrefix !== undefined) query = query.where(startsWith(db, 'c.mobile', filter.mobilePrefix));
  if (filter.email !== undefined) query = query.where('c.email', '=', filter.email);
  if (filter.emailPrefix !== undefined) query = query.where(startsWith(db, 'c.email', filter.emailPrefix));
  const name = filter.name;
  if (name) {
    query = query.where((eb) =>
      name.last === undefined
        ? eb.or([startsWith(db, 'c.first_name', name.first), startsWith(db, 'c.last_name', name.first)])
        : eb.and([startsWith(db, 'c.first_name', name.first), startsWith(db, 'c.last_name', name.last)]),
    );
  }
  if (filter.registeredFrom !== undefined) query = query.where('c.created_at', '>=', filter.registeredFrom);
  if (filter.registeredBefore !== undefined) query = query.where('c.created_at', '<', filter.registeredBefore);
  if (filter.blocked !== undefined) query = query.where('c.active', '=', filter.blocked ? 0 : 1);
  return query;
}

export async function searchCustomers(
  db: Kysely<Database>,
  filter: CustomerFilter,
  page: { offset: number; limit: number },
) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(['c.id', 'c.first_name', 'c.last_name', 'c.email', 'c.mobile', 'c.created_at', 'c.active'])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findRegisteredCustomer(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('customer')
    .select([
      'id',
      'first_name',
      'last_name',
      'email',
      'mobile',
      'created_at',
      'last_activity_at',
      'active',
      'row_version',
    ])
    .where('id', '=', id)
    .where('is_guest', '=', 0)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export type RegisteredCustomerRow = NonNullable<Awaited<ReturnType<typeof findRegisteredCustomer>>>;

export function rolesOf(db: Kysely<Database>, customerId: number) {
  return db
    .selectFrom('customer_role_mapping as m')
    .innerJoin('customer_role as r', 'r.id', 'm.customer_role_id')
    .select(['r.system_name', 'r.name'])
    .where('m.customer_id', '=', customerId)
    .orderBy('r.id')
    .execute() as Promise<Array<{ system_name: CustomerRoleSystemName; name: string }>>;
}

// The orders module owns these rows; this is a read-only summary for the customer's page (orders link to the order screen).
export async function latestOrders(db: Kysely<Database>, customerId: number, limit: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('customer_order')
      .select([
        'id',
        'custom_order_number',
        'created_at',
        'order_total',
        'order_status',
        'payment_status',
        'shipping_status',
      ])
      .where('customer_id', '=', customerId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('customer_order')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function addressesOf(db: Kysely<Database>, customerId: number) {
  return db
    .selectFrom('address as a')
    .innerJoin('state_province as p', 'p.id', 'a.state_province_id')
    .innerJoin('city as t', 't.id', 'a.city_id')
    .select([
      'a.id',
      'a.first_name',
      'a.last_name',
      'a.phone_number',
      'a.address1',
      'a.address2',
      'a.zip_postal_code',
      'p.name as province',
      't.name as city',
    ])
    .where('a.customer_id', '=', customerId)
    .orderBy('a.id')
    .execute();
}

/** Only from the version the staff member saw; raises it. False when someone changed the customer meanwhile. */
export async function setBlocked(
  db: Kysely<Database>,
  id: number,
  change: { blocked: boolean; expectedVersion: number },
): Promise<boolean> {
  const result = await db
    .updateTable('customer')
    .set((eb) => ({ active: change.blocked ? 0 : 1, row_version: eb('row_version', '+', 1) }))
    .where('id', '=', id)
    .where('row_version', '=', change.expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function raiseVersion(db: Kysely<Database>, id: number, expectedVersion: number): Promise<boolean> {
  const result = await db
    .updateTable('customer')
    .set((eb) => ({ row_version: eb('row_version', '+', 1) }))
    .where('id', '=', id)
    .where('row_version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * One batch of the customers export (ADR 0078): the list's own filter, in the list's order (newest
 * registered first), continued after the last row rather than by offset.
 */
export function customerExportBatch(
  db: Kysely<Database>,
  filter: CustomerFilter,
  after: { createdAt: string; id: number } | null,
  limit: number,
) {
  let query = filtered(db, filter);
  if (after) {
    const { createdAt, id } = after;
    query = query.where((eb) =>
      eb.or([eb('c.created_at', '<', createdAt), eb.and([eb('c.created_at', '=', createdAt), eb('c.id', '<', id)])]),
    );
  }
  return query
    .select(['c.id', 'c.first_name', 'c.last_name', 'c.email', 'c.mobile', 'c.created_at', 'c.active'])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}
