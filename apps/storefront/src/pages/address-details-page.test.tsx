import { Address } from '@sabad/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { addressForm, customer, customerSettings, storeOpen, tehranCities, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

function savedAddress(request: RecordedRequest) {
  const input = request.body as Record<string, unknown>;
  return Address.parse({
    ...input,
    Id: 41,
    Email: null,
    StateProvinceName: 'تهران',
    City: 'تهران',
    CustomAddressAttributes: addressForm.CustomAddressAttributes,
    CustomAttributeValues: [{ AttributeId: 1, Name: 'پلاک', Value: '۱۲' }],
    CustomProperties: {},
  });
}

async function openForm() {
  const { requests } = installFakeApi({
    'GET /api/v2/settings/isstoreclosed': storeOpen,
    'GET /api/v2/topic/gettopicslist': topicList,
    'GET /api/v2/settings/getcustomersettings': customerSettings,
    'GET /api/v2/account/currentcustomer': customer,
    'GET /api/v2/customer/addressform': addressForm,
    'GET /api/v2/common/cities/8': tehranCities,
    'GET /api/v2/customer/addresses': { Items: [] },
    'POST /api/v2/customer/addresses': (request: RecordedRequest) => ({ body: savedAddress(request) }),
  });
  await session.load();
  await session.signIn('token-address', customer);
  await renderApp('/address-details');
  const form = await screen.findByRole('form', { name: 'جزئیات نشانی' });
  return { form, requests };
}

const type = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
const save = (form: HTMLElement) =>
  act(async () => fireEvent.click(within(form).getByRole('button', { name: 'ذخیرهٔ نشانی' })));

describe('address form', () => {
  it('says what is missing in Persian, the store’s required custom fields included, and sends nothing', async () => {
    const { form, requests } = await openForm();
    await save(form);

    for (const message of [
      'نام گیرنده را وارد کنید.',
      'نام خانوادگی گیرنده را وارد کنید.',
      'شماره موبایل گیرنده را وارد کنید.',
      'استان را انتخاب کنید.',
      'شهر را انتخاب کنید.',
      'نشانی را وارد کنید.',
      'کد پستی را وارد کنید.',
      'پلاک را وارد کنید.',
      'زمان تحویل ترجیحی را انتخاب کنید.',
    ]) {
      expect(within(form).getByText(message), message).toBeInTheDocument();
    }
    expect(within(form).queryByText('واحد را وارد کنید.')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('refuses a 9-digit postal code and a non-mobile number, loads the cities of the chosen province, and sends a valid address', async () => {
    const { form, requests } = await openForm();
    type(form, 'نام گیرنده', 'مریم');
    type(form, 'نام خانوادگی گیرنده', 'کاظمی');
    type(form, 'شماره موبایل گیرنده', '۰۲۱۸۸۸۸۸۸۸۸');
    type(form, 'نشانی', 'خیابان ولیعصر، کوچهٔ نهم');
    type(form, 'کد پستی', '۱۲۳۴۵۶۷۸۹');
    await save(form);
    expect(within(form).getByText('شماره موبایل باید به شکل ۰۹xxxxxxxxx باشد.')).toBeInTheDocument();
    expect(within(form).getByText('کد پستی باید ۱۰ رقم باشد.')).toBeInTheDocument();

    const city = within(form).getByLabelText('شهر');
    expect(city).toBeDisabled();
    type(form, 'استان', '8');
    await waitFor(() => expect(within(city).getByRole('option', { name: 'شهریار' })).toBeInTheDocument());
    type(form, 'شهر', '301');
    type(form, 'شماره موبایل گیرنده', '۰۹۱۲۱۲۳۴۵۶۷');
    type(form, 'کد پستی', '۱۲۳۴۵-۶۷۸۹۰');
    type(form, 'پلاک *', '۱۲');
    fireEvent.click(within(form).getByLabelText('عصر (۱۸ تا ۲۱)'));
    await save(form);

    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    const sent = requests.find(
      (request) => request.method === 'POST' && request.url.pathname === '/api/v2/customer/addresses',
    );
    expect(sent?.body).toEqual({
      FirstName: 'مریم',
      LastName: 'کاظمی',
      PhoneNumber: '09121234567',
      StateProvinceId: 8,
      CityId: 301,
      Address1: 'خیابان ولیعصر، کوچهٔ نهم',
      Address2: '',
      ZipPostalCode: '1234567890',
      Latitude: null,
      Longitude: null,
      CustomAttributes: [
        { Key: '1', Value: '۱۲' },
        { Key: '3', Value: '11' },
      ],
    });
  });
});
