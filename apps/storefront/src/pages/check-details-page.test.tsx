import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeCheckoutServer } from '@/test/checkout-fixtures';
import { storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const storeApi = { 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList };

const cheque = (Id: number, Status: string, StatusText: string) => ({
  Id,
  Holder: 'مریم کاظمی',
  Serial: `123456789012345${Id}`,
  Amount: '۱٬۲۵۰٬۰۰۰ تومان',
  AmountValue: 12_500_000,
  Date: '1405/09/15',
  Status,
  StatusText,
});

describe('check details page', () => {
  it("shows an order's cheques with their statuses; none can be added while they cover the order", async () => {
    const checkout = fakeCheckoutServer();
    checkout.state.orderCheques.set(43, [cheque(1, 'pending', 'در انتظار بررسی')]);
    const { requests } = installFakeApi({ ...storeApi, ...checkout.routes });
    await renderApp('/check-details?orderId=43');

    expect(await screen.findByText('وضعیت: در انتظار بررسی', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/چک‌ها در وجه «فروشگاه سبد» صادر شود/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'چک تازه' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^حذف چک/ })).toBeNull();
    expect(
      requests
        .find((request) => request.url.pathname === '/api/v2/CheckVertex/GetChecks')
        ?.url.searchParams.get('orderId'),
    ).toBe('43');
  });

  it('lets the shopper register new cheques for the order once the store rejected them', async () => {
    const checkout = fakeCheckoutServer();
    checkout.state.orderCheques.set(43, [cheque(1, 'rejected', 'رد شده')]);
    const { requests } = installFakeApi({ ...storeApi, ...checkout.routes });
    await renderApp('/check-details?orderId=43');

    expect(
      await screen.findByText('فروشگاه چک‌های شما را نپذیرفت؛ چک‌های تازه ثبت کنید.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'چک تازه' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type('نام صاحب چک', 'علی رضایی');
    type('شناسهٔ صیادی (۱۶ رقم)', '1111222233334444');
    type('مبلغ (تومان)', '1250000');
    type('تاریخ سررسید', '1405/09/20');
    fireEvent.click(within(form).getByRole('button', { name: 'ثبت چک' }));

    expect(await screen.findByText('شناسهٔ صیادی: ۱۱۱۱۲۲۲۲۳۳۳۳۴۴۴۴')).toBeInTheDocument();
    expect(requests.find((request) => request.url.pathname === '/api/v2/CheckVertex/AddNewCheck')?.body).toMatchObject({
      OrderId: 43,
      Serial: '1111222233334444',
      Amount: 12_500_000,
    });
    fireEvent.click(screen.getByText('مشاهده سفارش'));
    expect(await screen.findByText('جزئیات سفارش', { selector: 'ion-title' })).toBeInTheDocument();
  });
});
