/**
 * Customers made and driven through the API, for journeys that start signed in: registration with
 * the SMS code read from the outbox, calls with the customer's token, and the browser signed in
 * the way the app keeps a session (storage read at start).
 */
import { randomInt } from 'node:crypto';
import type { AddressForm as AddressFormSchema, LoginResponse } from '@sabad/contract';
import { inject } from 'vitest';
import type { z } from 'zod';
import { countMessagesTo, waitForCode } from './outbox.js';
import { api, type Shopper } from './shopper.js';

type AddressForm = z.infer<typeof AddressFormSchema>;

export interface ApiCustomer {
  login: LoginResponse;
  mobile: string;
  headers: Record<string, string>;
}

/** A call to the API as the customer (`headers`); a non-2xx answer throws with its body. */
export async function call(
  headers: Record<string, string>,
  method: string,
  pathname: string,
  body?: object,
): Promise<unknown> {
  const response = await fetch(`${inject('baseUrl')}/api/v2${pathname}`, {
    method,
    headers: { ...headers, Accept: 'application/json', 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

/** A new customer registered with a fresh mobile number, confirmed with the code from the outbox. */
export async function registeredCustomer(): Promise<ApiCustomer> {
  const mobile = `0935${String(randomInt(10_000_000)).padStart(7, '0')}`;
  const seen = countMessagesTo(mobile);
  // Names are required by default (FirstNameRequired, LastNameRequired).
  await call({}, 'POST', '/account/register', {
    Email: mobile,
    Password: 'sabad-pass-1',
    FirstName: 'آزمون',
    LastName: 'خریدار',
  });
  const { code } = await waitForCode(mobile, seen);
  const login = (await call({}, 'POST', '/account/registerverifytokenpost', {
    Email: mobile,
    Token: code,
  })) as LoginResponse;
  return { login, mobile, headers: { Authorization: `Basic ${login.AccessToken}` } };
}

/** Signs the browser in as the customer, the way the app keeps a session (storage read at start). */
export async function signIn(shopper: Shopper, login: LoginResponse): Promise<void> {
  await shopper.context.addInitScript(
    ([token, customer]) => {
      if (!localStorage.getItem('sabad.access-token')) {
        localStorage.setItem('sabad.access-token', token);
        localStorage.setItem('sabad.customer', customer);
      }
    },
    [login.AccessToken, JSON.stringify(login.Customer)] as const,
  );
}

let addressForm: AddressForm | undefined;

/** The store's address form (provinces, custom address attributes), read once. */
export async function readAddressForm(): Promise<AddressForm> {
  addressForm ??= await api<AddressForm>('/customer/addressform');
  return addressForm;
}

/** Tehran in the address form's province list. */
export async function tehranProvince() {
  const province = (await readAddressForm()).StateProvinces.find((item) => item.Name === 'تهران');
  if (!province) throw new Error('no Tehran province in the address form');
  return province;
}

/** Gives the customer a Tehran address with every required custom field filled, through the API. */
export async function addTehranAddress(customer: ApiCustomer): Promise<void> {
  const province = await tehranProvince();
  const cities = await api<{ Items: Array<{ Id: number; Name: string }> }>(`/common/cities/${province.Id}`);
  const city = cities.Items.find((item) => item.Name === 'تهران') ?? cities.Items[0];
  if (!city) throw new Error('no city in Tehran province');
  const form = await readAddressForm();
  await call(customer.headers, 'POST', '/customer/addresses', {
    FirstName: 'سمیرا',
    LastName: 'نوری',
    PhoneNumber: customer.mobile,
    StateProvinceId: province.Id,
    CityId: city.Id,
    Address1: 'خیابان ولیعصر، کوچهٔ یاس، پلاک ۳',
    ZipPostalCode: '1415913111',
    CustomAttributes: form.CustomAddressAttributes.filter((attribute) => attribute.IsRequired).map((attribute) => ({
      Key: String(attribute.Id),
      Value: attribute.AttributeControlType === 'TextBox' ? '۳' : String(attribute.Values[0]?.Id ?? ''),
    })),
  });
}

/** A new customer with these products in the cart (one each) and a Tehran address. */
export async function customerWithCart(productIds: number[]): Promise<ApiCustomer> {
  const customer = await registeredCustomer();
  for (const id of productIds) await call(customer.headers, 'POST', '/cart/add', { ProductId: id, Quantity: 1 });
  await addTehranAddress(customer);
  return customer;
}
