import {
  ATTRIBUTE_VALUE_SEPARATOR,
  toLatinDigits,
  type Address,
  type AddressAttribute,
  type AttributeChoice,
} from '@sabad/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound, SessionRequiredError, unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { messagesFa } from '../../lib/messages-fa.js';
import type { Identity } from '../../plugins/identity.js';
import { parseAccountIdentifier } from './account-identifier.js';
import { addressMessages } from './customers.messages.js';
import { ensureGuestCustomer, findGuestCustomerId } from './guest-customers.service.js';
import {
  countCustomerAddresses,
  deleteCustomerAddress,
  findCity,
  findCustomerAddress,
  findProvince,
  insertAddress,
  listAddressAttributes,
  listCities,
  listCustomerAddresses,
  listProvinces,
  updateCustomerAddress,
  type AddressRow,
} from './addresses.repository.js';

// The stored column's width for a textbox attribute; longer is refused, never cut (issue 34.14).
const ATTRIBUTE_TEXT_MAX = 200;

export type { AddressRow };

export const MAX_ADDRESSES_PER_CUSTOMER = 50;

export interface AddressInputValues {
  FirstName: string;
  LastName: string;
  Email: string | null;
  PhoneNumber: string;
  StateProvinceId: number;
  CityId: number;
  Address1: string;
  Address2: string;
  ZipPostalCode: string;
  Latitude: number | null;
  Longitude: number | null;
  CustomAttributes: AttributeChoice[];
}

export interface AddressesService {
  list(customerId: number): Promise<Address[]>;
  get(customerId: number, addressId: number): Promise<Address>;
  create(customerId: number, input: AddressInputValues): Promise<Address>;
  update(customerId: number, addressId: number, input: AddressInputValues): Promise<Address>;
  remove(customerId: number, addressId: number): Promise<void>;
  form(): Promise<{ StateProvinces: Array<{ Id: number; Name: string }>; CustomAddressAttributes: AddressAttribute[] }>;
  cities(provinceId: number): Promise<{ Items: Array<{ Id: number; Name: string }> }>;
  readerOf(identity: Identity): Promise<number | null>;
  writerOf(identity: Identity): Promise<number>;
  findOwn(trx: Kysely<Database>, customerId: number, addressId: number): Promise<AddressRow | undefined>;
}

export function createAddressesService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  guestCheckoutAllowed?: () => Promise<boolean>;
}): AddressesService {
  const { db } = deps;

  async function attributeCatalogue(): Promise<AddressAttribute[]> {
    const { attributes, values } = await listAddressAttributes(db);
    return attributes.map((attribute) => ({
      Id: attribute.id,
      Name: attribute.name,
      IsRequired: attribute.is_required === 1,
      AttributeControlType: attribute.control_type,
      Values: values
        .filter((value) => value.address_attribute_id === attribute.id)
        .map((value) => ({ Id: value.id, Name: value.name, IsPreSelected: value.is_pre_selected === 1 })),
    }));
  }

  function readCustomAttributes(choices: AttributeChoice[], catalogue: AddressAttribute[]): AttributeChoice[] {
    const chosen = new Map<number, string>();
    for (const choice of choices) {
      const attribute = /^\d{1,10}$/.test(choice.Key.trim())
        ? catalogue.find((a) => a.Id === Number(choice.Key.trim()))
        : undefined;
      if (!attribute) throw badRequest(addressMessages.unknownAttribute);
      const value = choice.Value.trim();
      if (value === '') continue;
      if (attribute.AttributeControlType === 'TextBox') {
        if (value.length > ATTRIBUTE_TEXT_MAX)
          throw badRequest(addressMessages.attributeTooLong(attribute.Name, ATTRIBUTE_TEXT_MAX));
        chosen.set(attribute.Id, value);
        continue;
      }
      const ids = value
        .split(ATTRIBUTE_VALUE_SEPARATOR)
        .map((part) => part.trim())
        .filter(Boolean);
      const known = ids.every((id) => attribute.Values.some((v) => String(v.Id) === id));
      if (!known || (ids.length > 1 && attribute.AttributeControlType !== 'Checkboxes')) {
        throw badRequest(addressMessages.invalidAttributeValue(attribute.Name));
      }
      chosen.set(attribute.Id, [...new Set(ids)].join(ATTRIBUTE_VALUE_SEPARATOR));
    }
    const missing = catalogue
      .filter((a) => a.IsRequired && !chosen.has(a.Id))
      .map((a) => addressMessages.requiredAttribute(a.Name));
    const [firstMissing] = missing;
    if (firstMissing !== undefined) throw badRequest(firstMissing, missing);
    return [...chosen.entries()].sort(([a], [b]) => a - b).map(([key, value]) => ({ Key: String(key), Value: value }));
  }

  async function validate(input: AddressInputValues) {
    const zip = toLatinDigits(input.ZipPostalCode).replace(/[\s-]/g, '');
    if (!/^\d{10}$/.test(zip)) throw badRequest(addressMessages.postalCode);
    const phone = parseAccountIdentifier(input.PhoneNumber);
    if (phone?.kind !== 'mobile') throw badRequest(addressMessages.mobile);
    let email: string | null = null;
    if (input.Email) {
      const parsed = parseAccountIdentifier(input.Email);
      if (parsed?.kind !== 'email') throw badRequest(addressMessages.email);
      email = parsed.value;
    }
    if (!(await findProvince(db, input.StateProvinceId))) throw badRequest(addressMessages.provinceNotFound);
    const city = await findCity(db, input.CityId);
    if (!city || city.state_province_id !== input.StateProvinceId) throw badRequest(addressMessages.cityNotInProvince);
    const customAttributes = readCustomAttributes(input.CustomAttributes, await attributeCatalogue());
    return {
      first_name: input.FirstName.trim(),
      last_name: input.LastName.trim(),
      email,
      phone_number: phone.value,
      state_province_id: input.StateProvinceId,
      city_id: input.CityId,
      address1: input.Address1.trim(),
      address2: input.Address2.trim(),
      zip_postal_code: zip,
      latitude: input.Latitude,
      longitude: input.Longitude,
      custom_attributes: JSON.stringify(customAttributes),
      updated_at: deps.clock.now().toISOString(),
    };
  }

  function toAddress(row: AddressRow, catalogue: AddressAttribute[]): Address {
    const choices = JSON.parse(row.custom_attributes) as AttributeChoice[];
    return {
      Id: row.id,
      FirstName: row.first_name,
      LastName: row.last_name,
      Email: row.email,
      PhoneNumber: row.phone_number,
      StateProvinceId: row.state_province_id,
      StateProvinceName: row.province_name,
      CityId: row.city_id,
      City: row.city_name,
      Address1: row.address1,
      Address2: row.address2,
      ZipPostalCode: row.zip_postal_code,
      Latitude: row.latitude,
      Longitude: row.longitude,
      CustomAddressAttributes: catalogue,
      CustomAttributeValues: choices.flatMap((choice) => {
        const attribute = catalogue.find((a) => String(a.Id) === choice.Key);
        if (!attribute) return [];
        const value =
          attribute.AttributeControlType === 'TextBox'
            ? choice.Value
            : choice.Value.split(ATTRIBUTE_VALUE_SEPARATOR)
                .map((id) => attribute.Values.find((v) => String(v.Id) === id)?.Name)
                .filter((name): name is string => Boolean(name))
                .join('، ');
        return [{ AttributeId: attribute.Id, Name: attribute.Name, Value: value }];
      }),
      CustomAttributes: choices,
      CustomProperties: {},
    };
  }

  async function guestMayKeepAddresses(identity: Identity): Promise<void> {
    if (!identity.guestId || !(await deps.guestCheckoutAllowed?.())) {
      throw new SessionRequiredError(messagesFa.loginRequired);
    }
  }

  async function get(customerId: number, addressId: number): Promise<Address> {
    const row = await findCustomerAddress(db, customerId, addressId);
    if (!row) throw notFound(addressMessages.notFound, []);
    return toAddress(row, await attributeCatalogue());
  }

  return {
    findOwn: findCustomerAddress,
    async list(customerId) {
      const [rows, catalogue] = await Promise.all([listCustomerAddresses(db, customerId), attributeCatalogue()]);
      return rows.map((row) => toAddress(row, catalogue));
    },
    get,
    async create(customerId, input) {
      const values = await validate(input);
      if ((await countCustomerAddresses(db, customerId)) >= MAX_ADDRESSES_PER_CUSTOMER) {
        throw unprocessable(addressMessages.tooMany, []);
      }
      const id = await insertAddress(db, { ...values, customer_id: customerId, created_at: values.updated_at });
      return get(customerId, id);
    },
    async update(customerId, addressId, input) {
      if (!(await findCustomerAddress(db, customerId, addressId))) throw notFound(addressMessages.notFound, []);
      const values = await validate(input);
      if (!(await updateCustomerAddress(db, customerId, addressId, values)))
        throw notFound(addressMessages.notFound, []);
      return get(customerId, addressId);
    },
    async remove(customerId, addressId) {
      if (!(await deleteCustomerAddress(db, customerId, addressId))) throw notFound(addressMessages.notFound, []);
    },
    async form() {
      const [provinces, catalogue] = await Promise.all([listProvinces(db), attributeCatalogue()]);
      return { StateProvinces: provinces.map((p) => ({ Id: p.id, Name: p.name })), CustomAddressAttributes: catalogue };
    },
    async readerOf(identity) {
      if (identity.customer) return identity.customer.id;
      await guestMayKeepAddresses(identity);
      return identity.guestId ? ((await findGuestCustomerId(db, identity.guestId)) ?? null) : null;
    },
    async writerOf(identity) {
      if (identity.customer) return identity.customer.id;
      await guestMayKeepAddresses(identity);
      const guestId = identity.guestId
        ? await ensureGuestCustomer(db, identity.guestId, deps.clock.now().toISOString())
        : null;
      // Also the guest id of a registered customer who logged out: their addresses need a login.
      if (guestId === null) throw new SessionRequiredError(messagesFa.loginRequired);
      return guestId;
    },
    async cities(provinceId) {
      if (!(await findProvince(db, provinceId))) throw notFound(addressMessages.provinceNotFound, []);
      return { Items: (await listCities(db, provinceId)).map((c) => ({ Id: c.id, Name: c.name })) };
    },
  };
}
