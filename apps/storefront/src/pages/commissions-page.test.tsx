import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeConfig } from '@/config/store-config';
import { session } from '@/lib/session';
import { customer, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import * as fa from '@/strings/fa';
import { renderApp } from '@/test/render-app';

const base = {
  'GET /api/v2/settings/isstoreclosed': storeOpen,
  'GET /api/v2/topic/gettopicslist': topicList,
  'GET /api/v2/account/currentcustomer': { ...customer, IsAffiliate: true },
};
const order = (number: string, paid: boolean) => ({
  CustomOrderNumber: number,
  OrderStatus: paid ? 'تکمیل شده' : 'در حال پردازش',
  PaymentStatus: 'پرداخت شده',
  OrderTotal: '۲۸۰٬۰۰۰ تومان',
  OrderTotalValue: 2_800_000,
  CommissionAmount: '۲۰٬۰۰۰ تومان',
  CommissionAmountValue: 200_000,
  IsPaid: paid,
  DateOfPaymentString: paid ? '2026-11-24T10:00:00.000Z' : null,
});

async function signIn() {
  await session.load();
  await session.signIn('token-commissions', customer);
}

const bundled = storeConfig.commissionsEnabled;
afterEach(() => {
  storeConfig.commissionsEnabled = bundled;
});

describe('commissions page', () => {
  it("shows an affiliate's rate, link and their referred customers' orders with each commission", async () => {
    storeConfig.commissionsEnabled = true;
    await signIn();
    const { requests } = installFakeApi({
      ...base,
      'GET /api/v2/commission/GetStatus': { AccountEnabled: true },
      'GET /api/v2/commission/MyCommissionList': [{ CommissionRate: 8, FriendlyUrlName: 'AB12CD3' }],
      'POST /api/v2/commission/OrderList': [order('1405-000012', false), order('1405-000009', true)],
    });
    await renderApp('/commissions');

    expect(await screen.findByText('نرخ پورسانت شما: ۸٪')).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/?ref=AB12CD3`)).toBeInTheDocument();
    expect(await screen.findByText(fa.rewards.orderNumber('1405-000012'))).toBeInTheDocument();
    expect(screen.getByText('پرداخت نشده')).toBeInTheDocument();
    expect(screen.getByText(/^پرداخت شده در .*۱۴۰۵$/)).toBeInTheDocument();
    expect(screen.getAllByText('۲۰٬۰۰۰ تومان')).toHaveLength(2);
    expect(requests.find((r) => r.url.pathname === '/api/v2/commission/OrderList')?.body).toEqual({
      PageNumber: 1,
      PageSize: 10,
    });
  });

  it('says there is no account when the server reports none', async () => {
    storeConfig.commissionsEnabled = true;
    await signIn();
    const { requests } = installFakeApi({ ...base, 'GET /api/v2/commission/GetStatus': { AccountEnabled: false } });
    await renderApp('/commissions');
    expect(await screen.findByText('حساب پورسانت برای شما فعال نیست.')).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/v2/commission/OrderList')).toBe(false);
  });

  it('asks nothing of the server when the build has commissions off', async () => {
    storeConfig.commissionsEnabled = false;
    await signIn();
    const { requests } = installFakeApi(base);
    await renderApp('/commissions');
    expect(await screen.findByText('حساب پورسانت برای شما فعال نیست.')).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.startsWith('/api/v2/commission'))).toBe(false);
  });
});
