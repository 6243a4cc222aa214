import * as fa from '@/strings/fa';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeCheckoutServer, refusal } from '@/test/checkout-fixtures';
import { fakeCartServer, cartLine } from '@/test/cart-fixtures';
import { storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const storeApi = { 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList };

async function openPayment(routes: Record<string, unknown> = {}) {
  const checkout = fakeCheckoutServer();
  const api = installFakeApi({
    ...storeApi,
    ...fakeCartServer({ cart: [cartLine(1, 12, 1)] }).routes,
    ...checkout.routes,
    ...routes,
  });
  await renderApp('/payment');
  const group = await screen.findByRole('group', { name: 'روش پرداخت را انتخاب کنید' }, { timeout: 15_000 });
  return { checkout, group, ...api };
}

describe('payment method page', () => {
  it('lists the methods, the warnings and the reward points; applies the method with the points and goes to the review', async () => {
    const { group, requests, checkout } = await openPayment();
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(group).getByText('پرداخت با همهٔ کارت‌های عضو شتاب')).toBeInTheDocument();
    // Why a method is missing, under its own title.
    expect(screen.getByRole('region', { name: fa.checkout.methodsNotOffered })).toHaveTextContent(
      'پرداخت در محل برای سفارش‌های بیش از ۵۰ میلیون تومان ممکن نیست.',
    );
    expect(screen.getByText('۱٬۲۰۰ امتیاز، معادل ۱۲٬۰۰۰ تومان')).toBeInTheDocument();
    // The amount to pay, and what is left once the points are used.
    const amount = screen.getByRole('region', { name: fa.checkout.amountToPay });
    expect(within(amount).getByText('۱٬۲۵۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(amount).queryByText(fa.checkout.amountWithPoints('۱٬۲۳۸٬۰۰۰ تومان'))).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'ادامه' }));
    expect(await screen.findByText('یک روش پرداخت را انتخاب کنید.')).toBeInTheDocument();

    fireEvent.click(within(group).getByRole('radio', { name: 'پرداخت اینترنتی' }));
    fireEvent.click(screen.getByRole('switch', { name: /استفاده از امتیازها/ }));
    expect(within(amount).getByText(fa.checkout.amountWithPoints('۱٬۲۳۸٬۰۰۰ تومان'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'ادامه' }));

    expect(await screen.findByText('بازبینی سبد خرید', { selector: 'ion-title' })).toBeInTheDocument();
    const put = requests.find((request) => request.url.pathname === '/api/v2/cart/applypaymentmethod');
    expect(put?.method).toBe('PUT');
    expect(put?.url.searchParams.get('args')).toBe('Payments.SandboxBank');
    expect(put?.url.searchParams.get('useRewardPoints')).toBe('true');
    expect(checkout.state.useRewardPoints).toBe(true);
  });

  it('continues to check-payment for the cheque method', async () => {
    const { group } = await openPayment();
    fireEvent.click(within(group).getByRole('radio', { name: 'پرداخت با چک' }));
    fireEvent.click(screen.getByRole('button', { name: 'ادامه' }));
    expect(await screen.findByText('بررسی پرداخت', { selector: 'ion-title' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a method not allowed for this order", async () => {
    const { group } = await openPayment({
      'PUT /api/v2/cart/applypaymentmethod': () => refusal(422, 'پرداخت در محل برای شهر شما فعال نیست.'),
    });
    fireEvent.click(within(group).getByRole('radio', { name: 'پرداخت در محل' }));
    fireEvent.click(screen.getByRole('button', { name: 'ادامه' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('برای شهر شما فعال نیست'))).toBe(
        true,
      ),
    );
    expect(screen.queryByText('بازبینی سبد خرید', { selector: 'ion-title' })).toBeNull();
  });
});
