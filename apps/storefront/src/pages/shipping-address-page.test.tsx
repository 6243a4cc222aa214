import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeCheckoutServer, refusal } from '@/test/checkout-fixtures';
import { storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const storeApi = { 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList };

describe('shipping address page', () => {
  it('chooses where the order goes and continues to the shipping method', async () => {
    const checkout = fakeCheckoutServer();
    checkout.state.billingAddressId = 1;
    checkout.state.shipToSameAddress = false;
    const { requests } = installFakeApi({ ...storeApi, ...checkout.routes });
    await renderApp('/shipping-address');

    const group = await screen.findByRole('group', { name: 'نشانی ارسال را انتخاب کنید' }, { timeout: 15_000 });
    fireEvent.click(within(group).getByRole('radio', { name: /علی رضایی/ }));
    fireEvent.click(screen.getByRole('button', { name: 'ادامه' }));

    expect(await screen.findByText('روش ارسال', { selector: 'ion-title' })).toBeInTheDocument();
    expect(
      requests.some(
        (request) => request.method === 'PUT' && request.url.pathname === '/api/v2/address/applyshippingaddress/2',
      ),
    ).toBe(true);
    expect(checkout.state.shippingAddressId).toBe(2);
  });

  it("shows the server's refusal (a province not served)", async () => {
    const checkout = fakeCheckoutServer();
    installFakeApi({
      ...storeApi,
      ...checkout.routes,
      'PUT /api/v2/address/applyshippingaddress/1': () => refusal(422, 'به این استان ارسال نداریم.'),
    });
    await renderApp('/shipping-address');
    await screen.findByRole('group', { name: 'نشانی ارسال را انتخاب کنید' }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'ادامه' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('به این استان ارسال نداریم.');
  });
});
