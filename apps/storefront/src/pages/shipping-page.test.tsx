import type { ShippingMethodList } from '@sabad/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeCheckoutServer, refusal } from '@/test/checkout-fixtures';
import { storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const storeApi = { 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList };

async function openShipping(routes: Record<string, unknown> = {}) {
  const checkout = fakeCheckoutServer();
  const api = installFakeApi({ ...storeApi, ...checkout.routes, ...routes });
  await renderApp('/shipping');
  const group = await screen.findByRole('group', { name: 'روش ارسال را انتخاب کنید' }, { timeout: 15_000 });
  return { checkout, group, ...api };
}

const posted = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.method === 'POST' && request.url.pathname === path).map((r) => r.body);

describe('shipping method page', () => {
  it('lists the methods with fees and descriptions, marks پس‌کرایه, shows the warnings, and applies the one chosen', async () => {
    const { group, requests, checkout } = await openShipping();
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(group).getByText('۴۵٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(group).getByText('تحویل ۲ تا ۴ روز کاری')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: /تیپاکس.*پس‌کرایه/ })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('ارسال با پیک فقط در شهر تهران ممکن است.');

    fireEvent.click(screen.getByRole('button', { name: 'ادامه' }));
    expect(await screen.findByText('یک روش ارسال را انتخاب کنید.')).toBeInTheDocument();

    fireEvent.click(within(group).getByRole('radio', { name: /پست پیشتاز/ }));
    await waitFor(() => expect(checkout.state.shippingMethod).toBe('Shipping.Post'));
    expect(posted(requests, '/api/v2/cart/applyshippingmethod')).toEqual([
      { ShippingMethodSystemName: 'Shipping.Post' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'ادامه' }));
    expect(await screen.findByText('پرداخت', { selector: 'ion-title' })).toBeInTheDocument();
  });

  it('for پیک, shows the delivery days and time ranges with the capacity left and holds the one chosen', async () => {
    const { group, requests, checkout } = await openShipping();
    fireEvent.click(within(group).getByRole('radio', { name: /پیک/ }));

    const slots = await screen.findByRole('group', { name: 'روز و ساعت تحویل' });
    expect(within(slots).getByRole('group', { name: 'سه‌شنبه ۴ آذر' })).toBeInTheDocument();
    expect(within(slots).getByRole('radio', { name: 'سه‌شنبه ۴ آذر، ساعت ۱۸ تا ۲۱' })).toBeDisabled();
    expect(within(slots).getByText('ظرفیت باقی‌مانده: ۳')).toBeInTheDocument();
    expect(within(slots).getByText('تکمیل')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'ادامه' }));
    expect(await screen.findByText('روز و ساعت تحویل را انتخاب کنید.')).toBeInTheDocument();

    fireEvent.click(within(slots).getByRole('radio', { name: 'چهارشنبه ۵ آذر، ساعت ۹ تا ۱۲' }));
    await waitFor(() => expect(checkout.state.slot).toEqual({ date: '2026-11-26', rangeId: 1 }));
    expect(posted(requests, '/api/v2/DeliveryScheduling/CheckAvailabilityForSelectedDateTime')).toEqual([
      { DeliveryDate: '2026-11-26', AvailableDeliveryTimeRangeId: 1 },
    ]);
    expect(requests.some((request) => request.url.searchParams.get('selectedName') === 'Shipping.Courier')).toBe(true);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'چهارشنبه ۵ آذر، ساعت ۹ تا ۱۲' })).toBeChecked());
    fireEvent.click(screen.getByRole('button', { name: 'ادامه' }));
    expect(await screen.findByText('پرداخت', { selector: 'ion-title' })).toBeInTheDocument();
  });

  it('shows the Persian refusal when the slot filled up meanwhile, and does not go on', async () => {
    const full = 'ظرفیت این بازهٔ زمانی پر شده است؛ زمان دیگری را انتخاب کنید.';
    const { group } = await openShipping({
      'POST /api/v2/DeliveryScheduling/CheckAvailabilityForSelectedDateTime': () => refusal(409, full),
    });
    fireEvent.click(within(group).getByRole('radio', { name: /پیک/ }));
    fireEvent.click(await screen.findByRole('radio', { name: 'سه‌شنبه ۴ آذر، ساعت ۹ تا ۱۲' }));

    expect(await screen.findByText(full)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'سه‌شنبه ۴ آذر، ساعت ۹ تا ۱۲' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'ادامه' }));
    expect(await screen.findByText('روز و ساعت تحویل را انتخاب کنید.')).toBeInTheDocument();
  });

  it('shows the refusal of a method that cannot be used', async () => {
    const { group } = await openShipping({
      'POST /api/v2/cart/applyshippingmethod': () => refusal(422, 'این روش ارسال برای نشانی شما در دسترس نیست.'),
    });
    fireEvent.click(within(group).getByRole('radio', { name: /تیپاکس/ }));
    expect(await screen.findByText('این روش ارسال برای نشانی شما در دسترس نیست.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'ادامه' }));
    expect(await screen.findByText('یک روش ارسال را انتخاب کنید.')).toBeInTheDocument();
  });

  it('says why a method ships free', async () => {
    const checkout = fakeCheckoutServer();
    const reason = 'ارسال رایگان، چون مبلغ کالاهای سبد به ۵٬۰۰۰٬۰۰۰ تومان یا بیشتر رسیده است.';
    const listed = checkout.routes['GET /api/v2/cart/shipping'] as () => { body: ShippingMethodList };
    const { group } = await openShipping({
      'GET /api/v2/cart/shipping': () => {
        const { body } = listed();
        return {
          body: {
            ...body,
            ShippingMethods: body.ShippingMethods.map((method, index) =>
              index === 0 ? { ...method, Fee: 'رایگان', FeeValue: 0, FreeShippingReason: reason } : method,
            ),
          },
        };
      },
    });
    expect(within(group).getByText(reason)).toBeInTheDocument();
    expect(within(group).getAllByText(/ارسال رایگان/)).toHaveLength(1);
  });
});
