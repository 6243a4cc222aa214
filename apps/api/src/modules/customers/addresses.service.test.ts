import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { manualClock } from '../../testing/test-app.js';
import { insertRegisteredCustomer } from '../../testing/customer-fixture.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { createAddressesService, type AddressInputValues } from './addresses.service.js';
import { createCustomerProfileService } from './customer-profile.service.js';
import { addressMessages, profileMessages } from './customers.messages.js';

describe('addresses and profile', () => {
  let database: TestDatabase;
  let addresses: ReturnType<typeof createAddressesService>;
  let sara: number;
  let ali: number;
  let input: AddressInputValues;
  const clock = manualClock();

  const customer = (email: string) => insertRegisteredCustomer(database.kysely, email);

  beforeAll(async () => {
    database = await createTestDatabase();
    addresses = createAddressesService({ db: database.kysely, clock });
    sara = await customer('sara@example.com');
    ali = await customer('ali@example.com');
    const form = await addresses.form();
    const tehran = form.StateProvinces.find((p) => p.Name === 'تهران')!;
    const city = (await addresses.cities(tehran.Id)).Items[0]!;
    const plate = form.CustomAddressAttributes.find((a) => a.Name === 'پلاک')!;
    const delivery = form.CustomAddressAttributes.find((a) => a.Name === 'زمان تحویل ترجیحی')!;
    input = {
      FirstName: 'سارا',
      LastName: 'احمدی',
      Email: null,
      PhoneNumber: '۰۹۱۲ ۱۲۳ ۴۵۶۷',
      StateProvinceId: tehran.Id,
      CityId: city.Id,
      Address1: 'خیابان ولیعصر، کوچهٔ بهار',
      Address2: '',
      ZipPostalCode: '۱۴۱۵۸-۳۴۵۶۷',
      Latitude: 35.7,
      Longitude: 51.4,
      CustomAttributes: [
        { Key: String(plate.Id), Value: '۱۲' },
        { Key: String(delivery.Id), Value: String(delivery.Values[1]!.Id) },
      ],
    };
  });
  afterAll(() => database.close());

  it('offers the 31 provinces, their cities and the custom attributes', async () => {
    const form = await addresses.form();
    expect(form.StateProvinces).toHaveLength(31);
    expect(form.CustomAddressAttributes.map((a) => [a.Name, a.IsRequired, a.AttributeControlType])).toEqual([
      ['پلاک', true, 'TextBox'],
      ['واحد', false, 'TextBox'],
      ['زمان تحویل ترجیحی', false, 'RadioList'],
    ]);
    await expect(addresses.cities(99999)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('saves an address with normalised digits and readable custom values', async () => {
    const saved = await addresses.create(sara, input);
    expect(saved).toMatchObject({
      PhoneNumber: '09121234567',
      ZipPostalCode: '1415834567',
      StateProvinceName: 'تهران',
      City: 'تهران',
      Latitude: 35.7,
      CustomAttributeValues: [
        { Name: 'پلاک', Value: '۱۲' },
        { Name: 'زمان تحویل ترجیحی', Value: 'بعدازظهر (۱۲ تا ۱۸)' },
      ],
    });
    expect(await addresses.list(sara)).toHaveLength(1);
  });

  it('keeps one customer out of another’s addresses (404, nothing changed)', async () => {
    const [saras] = await addresses.list(sara);
    await expect(addresses.get(ali, saras!.Id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(addresses.update(ali, saras!.Id, { ...input, FirstName: 'علی' })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(addresses.remove(ali, saras!.Id)).rejects.toMatchObject({ statusCode: 404 });
    expect((await addresses.get(sara, saras!.Id)).FirstName).toBe('سارا');
    expect(await addresses.list(ali)).toEqual([]);
  });

  it('edits and deletes the owner’s address', async () => {
    const created = await addresses.create(sara, input);
    const edited = await addresses.update(sara, created.Id, { ...input, Address2: 'طبقهٔ سوم' });
    expect(edited.Address2).toBe('طبقهٔ سوم');
    await addresses.remove(sara, created.Id);
    await expect(addresses.get(sara, created.Id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it.each([
    ['a 9-digit postal code', { ZipPostalCode: '123456789' }, addressMessages.postalCode],
    ['a landline instead of a mobile', { PhoneNumber: '02188888888' }, addressMessages.mobile],
    ['a bad email', { Email: 'sara@' }, addressMessages.email],
    ['a city of another province', { CityId: 1 }, addressMessages.cityNotInProvince],
    ['an unknown province', { StateProvinceId: 99999 }, addressMessages.provinceNotFound],
    ['an unknown custom field', { CustomAttributes: [{ Key: '99999', Value: 'x' }] }, addressMessages.unknownAttribute],
    ['a missing required field', { CustomAttributes: [] }, addressMessages.requiredAttribute('پلاک')],
  ])('rejects %s with a Persian message', async (_name, change, message) => {
    const error = await addresses.create(sara, { ...input, ...change }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 400, message });
  });

  it('updates the profile and refuses a future or impossible birth date', async () => {
    const profiles = createCustomerProfileService({ db: database.kysely, clock });
    const row = await database.kysely
      .selectFrom('customer')
      .selectAll()
      .where('id', '=', sara)
      .executeTakeFirstOrThrow();
    const info = await profiles.update(row, {
      FirstName: ' سارا ',
      LastName: 'احمدی',
      Gender: 'F',
      DateOfBirth: '1995-03-21',
      Newsletter: true,
    });
    expect(info).toMatchObject({
      FirstName: 'سارا',
      LastName: 'احمدی',
      Gender: 'F',
      DateOfBirth: '1995-03-21',
      Newsletter: true,
      Email: 'sara@example.com',
    });
    for (const DateOfBirth of ['2030-01-01', '1995-02-30']) {
      await expect(profiles.update(row, { ...info, DateOfBirth })).rejects.toMatchObject({
        statusCode: 400,
        message: profileMessages.dateOfBirth,
      });
    }
  });
});
