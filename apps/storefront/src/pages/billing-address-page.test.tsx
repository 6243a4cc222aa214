import type { Address } from '@sabad/contract';
import { AddressForm } from '@sabad/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutAddress, fakeCheckoutServer, refusal } from '@/test/checkout-fixtures';
import { fakeCartServer, cartLine } from '@/test/cart-fixtures';
import { session } from '@/lib/session';
import { customer, storeOpen, tehranCities, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const storeApi = {
  'GET /api/v2/settings/isstoreclosed': storeOpen,
  'GET /api/v2/topic/gettopicslist': topicList,
};

function setup(options: Parameters<typeof fakeCheckoutServer>[0] = {}, routes: Record<string, unknown> = {}) {
  const checkout = fakeCheckoutServer(options);
  const cart = fakeCartServer({ cart: [cartLine(1, 12, 1)] });
  const api = installFakeApi({ ...storeApi, ...cart.routes, ...checkout.routes, ...routes });
  return { checkout, ...api };
}

const title = (text: string) => screen.findByText(text, { selector: 'ion-title' }, { timeout: 15_000 });
const billingPuts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url.pathname.startsWith('/api/v2/address/applybillingaddress/'));

describe('billing address page', () => {
  it("lists the shopper's addresses as cards; the chosen one with «ارسال به همین نشانی» leads to the shipping method", async () => {
    const { checkout, requests } = setup();
    await renderApp('/billing-address');

    const group = await screen.findByRole('group', { name: 'نشانی صورتحساب را انتخاب کنید' }, { timeout: 15_000 });
    const cards = within(group).getAllByRole('radio');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toBeChecked();
    expect(within(group).getByText('علی رضایی')).toBeInTheDocument();
    expect(within(group).getAllByText(/کد پستی: ۱۲۳۴۵۶۷۸۹۰/)).toHaveLength(2);

    fireEvent.click(within(group).getByRole('radio', { name: /علی رضایی/ }));
    expect(screen.getByRole('checkbox', { name: 'ارسال به همین نشانی' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'ادامه' }));

    expect(await title('روش ارسال')).toBeInTheDocument();
    const [put] = billingPuts(requests);
    expect(put?.method).toBe('PUT');
    expect(put?.url.pathname).toBe('/api/v2/address/applybillingaddress/2');
    expect(put?.url.searchParams.get('shipToSameAddress')).toBe('true');
    expect(checkout.state.shippingAddressId).toBe(2);
  });

  it('goes to the shipping address when the order ships elsewhere', async () => {
    const { requests } = setup();
    await renderApp('/billing-address');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'ارسال به همین نشانی' }, { timeout: 15_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'ادامه' }));

    expect(await title('نشانی ارسال')).toBeInTheDocument();
    expect(billingPuts(requests)[0]?.url.searchParams.get('shipToSameAddress')).toBe('false');
  });

  it('skips shipping when nothing in the cart ships, and offers no «ارسال به همین نشانی»', async () => {
    setup({ isShippable: false });
    await renderApp('/billing-address');
    await screen.findByRole('group', { name: 'نشانی صورتحساب را انتخاب کنید' }, { timeout: 15_000 });
    expect(screen.queryByRole('checkbox', { name: 'ارسال به همین نشانی' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ادامه' }));
    expect(await title('پرداخت')).toBeInTheDocument();
  });

  it("shows the server's Persian refusal and stays", async () => {
    setup(
      {},
      { 'PUT /api/v2/address/applybillingaddress/1': () => refusal(422, 'این نشانی کامل نیست؛ کد پستی ندارد.') },
    );
    await renderApp('/billing-address');
    await screen.findByRole('group', { name: 'نشانی صورتحساب را انتخاب کنید' }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'ادامه' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('این نشانی کامل نیست؛ کد پستی ندارد.');
    expect(screen.queryByText('روش ارسال', { selector: 'ion-title' })).toBeNull();
  });

  it('sends a shopper the checkout answers 401 (no guest checkout) to the login page', async () => {
    setup({}, { 'GET /api/v2/address/get': () => ({ status: 401, body: { Message: 'ابتدا وارد شوید.' } }) });
    await renderApp('/billing-address');
    expect(await title('ورود / ثبت نام')).toBeInTheDocument();
  });

  it('adds a new address with the address form (no map point) and uses it', async () => {
    let saved: Address | null = null;
    const { checkout, requests } = setup(
      { addresses: [] },
      {
        'GET /api/v2/customer/addressform': AddressForm.parse({
          StateProvinces: [{ Id: 8, Name: 'تهران' }],
          CustomAddressAttributes: [],
        }),
        'GET /api/v2/common/cities/8': tehranCities,
        'POST /api/v2/customer/addresses': (request: RecordedRequest) => {
          saved = checkoutAddress(7, { ...(request.body as Partial<Address>), Latitude: null, Longitude: null });
          checkout.state.addresses = [saved];
          return { body: saved };
        },
      },
    );
    await renderApp('/billing-address');
    expect(await screen.findByText('هنوز نشانی‌ای ثبت نکرده‌اید؛ یک نشانی تازه بیفزایید.', {}, { timeout: 15_000 }));
    const form = await screen.findByRole('form', { name: 'جزئیات نشانی' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type('نام گیرنده', 'سارا');
    type('نام خانوادگی گیرنده', 'احمدی');
    type('شماره موبایل گیرنده', '۰۹۱۲۱۲۳۴۵۶۷');
    type('استان', '8');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'شهریار' })).toBeInTheDocument());
    type('شهر', '302');
    type('نشانی', 'خیابان آزادی، پلاک ۴');
    type('کد پستی', '۱۲۳۴۵۶۷۸۹۰');
    fireEvent.click(within(form).getByRole('button', { name: 'ذخیرهٔ نشانی' }));

    const group = await screen.findByRole('group', { name: 'نشانی صورتحساب را انتخاب کنید' });
    expect(within(group).getByRole('radio', { name: /سارا احمدی/ })).toBeChecked();
    expect((requests.find((request) => request.method === 'POST')?.body as Address).Latitude).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ادامه' }));
    expect(await title('روش ارسال')).toBeInTheDocument();
    expect(billingPuts(requests)[0]?.url.pathname).toBe('/api/v2/address/applybillingaddress/7');
    expect(saved).not.toBeNull();
  });

  it("starts a new address with a signed-in customer's name and mobile", async () => {
    setup(
      {},
      { 'GET /api/v2/customer/addressform': AddressForm.parse({ StateProvinces: [], CustomAddressAttributes: [] }) },
    );
    await session.load();
    await session.signIn('token-billing', customer);
    await renderApp('/billing-address');
    fireEvent.click(await screen.findByRole('button', { name: 'افزودن نشانی تازه' }, { timeout: 15_000 }));
    const form = await screen.findByRole('form', { name: 'جزئیات نشانی' });
    expect(within(form).getByLabelText('نام گیرنده')).toHaveValue('مریم');
    expect(within(form).getByLabelText('نام خانوادگی گیرنده')).toHaveValue('کاظمی');
    expect(within(form).getByLabelText('شماره موبایل گیرنده')).toHaveValue('۰۹۱۲۱۲۳۴۵۶۷');
    await session.signOut();
  });

  it('goes to the cart when opened with an empty cart (Back after an order was placed)', async () => {
    const checkout = fakeCheckoutServer();
    installFakeApi({ ...storeApi, ...fakeCartServer({ cart: [] }).routes, ...checkout.routes });
    await renderApp('/billing-address');
    expect(await screen.findByText('سبد خرید شما خالی است.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
