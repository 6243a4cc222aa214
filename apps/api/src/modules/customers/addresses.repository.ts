import type { Insertable, Kysely } from 'kysely';
import type { AddressTable, Database } from '../../db/schema.js';

const addressColumns = [
  'a.id',
  'a.first_name',
  'a.last_name',
  'a.email',
  'a.phone_number',
  'a.state_province_id',
  'a.city_id',
  'a.address1',
  'a.address2',
  'a.zip_postal_code',
  'a.latitude',
  'a.longitude',
  'a.custom_attributes',
  'p.name as province_name',
  'c.name as city_name',
] as const;

function addressesOf(db: Kysely<Database>, customerId: number) {
  return db
    .selectFrom('address as a')
    .innerJoin('state_province as p', 'p.id', 'a.state_province_id')
    .innerJoin('city as c', 'c.id', 'a.city_id')
    .select(addressColumns)
    .where('a.customer_id', '=', customerId);
}

export type AddressRow = Awaited<ReturnType<typeof listCustomerAddresses>>[number];

export function listCustomerAddresses(db: Kysely<Database>, customerId: number) {
  return addressesOf(db, customerId).orderBy('a.id').execute();
}

/** Only the owner's address: another customer's id finds nothing. */
export function findCustomerAddress(db: Kysely<Database>, customerId: number, addressId: number) {
  return addressesOf(db, customerId).where('a.id', '=', addressId).executeTakeFirst();
}

export async function countCustomerAddresses(db: Kysely<Database>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('address')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertAddress(db: Kysely<Database>, address: Insertable<AddressTable>): Promise<number> {
  const row = await db.insertInto('address').values(address).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCustomerAddress(
  db: Kysely<Database>,
  customerId: number,
  addressId: number,
  changes: Omit<Insertable<AddressTable>, 'customer_id' | 'created_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('address')
    .set(changes)
    .where('id', '=', addressId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteCustomerAddress(
  db: Kysely<Database>,
  customerId: number,
  addressId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('address')
    .where('id', '=', addressId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function listProvinces(db: Kysely<Database>) {
  return db.selectFrom('state_province').select(['id', 'name']).orderBy('display_order').execute();
}

export function findProvince(db: Kysely<Database>, id: number) {
  return db.selectFrom('state_province').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export function listCities(db: Kysely<Database>, provinceId: number) {
  return db
    .selectFrom('city')
    .select(['id', 'name'])
    .where('state_province_id', '=', provinceId)
    .orderBy('display_order')
    .execute();
}

export function findCity(db: Kysely<Database>, cityId: number) {
  return db.selectFrom('city').select(['id', 'name', 'state_province_id']).where('id', '=', cityId).executeTakeFirst();
}

export async function listAddressAttributes(db: Kysely<Database>) {
  const [attributes, values] = await Promise.all([
    db.selectFrom('address_attribute').selectAll().orderBy('display_order').orderBy('id').execute(),
    db.selectFrom('address_attribute_value').selectAll().orderBy('display_order').orderBy('id').execute(),
  ]);
  return { attributes, values };
}
