import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { customer, productDetails, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const base = { 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList };
const subscription = (id: number, productId: number, name: string) => ({
  Id: id,
  ProductId: productId,
  ProductName: name,
  PictureUrl: null,
  CreatedOn: '2026-11-20T10:00:00.000Z',
  CustomProperties: {},
});

async function signIn() {
  await session.load();
  await session.signIn('token-bis', customer);
}

describe('back-in-stock subscriptions page', () => {
  it('lists the customer’s subscriptions and cancels one', async () => {
    await signIn();
    let items = [subscription(5, 1, 'گوشی موبایل سامسونگ'), subscription(4, 2, 'هدفون بی‌سیم')];
    const { requests } = installFakeApi({
      ...base,
      'GET /api/v2/account/currentcustomer': customer,
      'GET /api/v2/backinstocksubscriptions': () => ({ body: { Items: items, TotalCount: items.length } }),
      'DELETE /api/v2/backinstocksubscriptions/4': () => {
        items = items.filter((s) => s.Id !== 4);
        return { body: { Success: true, Message: 'درخواست اطلاع‌رسانی حذف شد.' } };
      },
    });
    await renderApp('/back-in-stock-subscriptions');

    const link = await screen.findByRole('link', { name: 'هدفون بی‌سیم' });
    expect(link).toHaveAttribute('href', '/product-details/2');
    expect(screen.getByRole('link', { name: 'گوشی موبایل سامسونگ' })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'لغو اطلاع‌رسانی «هدفون بی‌سیم»' })));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'هدفون بی‌سیم' })).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'DELETE' && r.url.pathname === '/api/v2/backinstocksubscriptions/4')).toBe(
      true,
    );
  });

  it('says when there is nothing to wait for', async () => {
    await signIn();
    installFakeApi({
      ...base,
      'GET /api/v2/account/currentcustomer': customer,
      'GET /api/v2/backinstocksubscriptions': { Items: [], TotalCount: 0 },
    });
    await renderApp('/back-in-stock-subscriptions');
    expect(await screen.findByText(/درخواست اطلاع‌رسانی فعالی ندارید/)).toBeInTheDocument();
  });

  it('sends a guest to login', async () => {
    installFakeApi(base);
    await renderApp('/back-in-stock-subscriptions');
    expect(await screen.findByRole('form', { name: 'ورود' })).toBeInTheDocument();
  });
});

describe('product details: notify me when back in stock', () => {
  const outOfStock = { ...productDetails, InStock: false, StockAvailability: 'ناموجود' };

  it('subscribes a signed-in customer and then offers to cancel', async () => {
    await signIn();
    let subscriptionId: number | null = null;
    const { requests } = installFakeApi({
      ...base,
      'GET /api/v2/account/currentcustomer': customer,
      'GET /api/v2/product/details/1': outOfStock,
      'GET /api/v2/backinstocksubscriptions/product/1': () => ({
        body: { ProductId: 1, CanSubscribe: true, SubscriptionId: subscriptionId },
      }),
      'POST /api/v2/backinstocksubscriptions/product/1': () => {
        subscriptionId = 12;
        return {
          body: {
            Success: true,
            Message: 'به محض موجود شدن این محصول به شما خبر می‌دهیم.',
            Subscription: subscription(12, 1, 'گوشی'),
          },
        };
      },
    });
    await renderApp('/product-details/1');
    const notify = await screen.findByRole('button', { name: 'موجود شد خبرم کن' });
    await waitFor(() => expect(notify).toBeEnabled());
    await act(async () => fireEvent.click(notify));
    expect(await screen.findByText('موجود شدن این محصول به شما خبر داده می‌شود.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'لغو اطلاع‌رسانی' })).toBeInTheDocument();
    expect(
      requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/v2/backinstocksubscriptions/product/1'),
    ).toHaveLength(1);
  });

  it('sends a guest to login instead of subscribing', async () => {
    const { requests } = installFakeApi({
      ...base,
      'GET /api/v2/product/details/1': outOfStock,
      'GET /api/v2/backinstocksubscriptions/product/1': { ProductId: 1, CanSubscribe: true, SubscriptionId: null },
    });
    await renderApp('/product-details/1');
    const notify = await screen.findByRole('button', { name: 'موجود شد خبرم کن' });
    await waitFor(() => expect(notify).toBeEnabled());
    await act(async () => fireEvent.click(notify));
    expect(await screen.findByRole('form', { name: 'ورود' })).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('is not offered while the product is in stock', async () => {
    const { requests } = installFakeApi({ ...base, 'GET /api/v2/product/details/1': productDetails });
    await renderApp('/product-details/1');
    const summary = (await screen.findByRole('heading', { level: 1, name: 'گوشی موبایل سامسونگ' })).parentElement!;
    expect(within(summary).getByText('موجود در انبار')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'موجود شد خبرم کن' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.startsWith('/api/v2/backinstocksubscriptions'))).toBe(false);
  });
});
