import { AttributeChangeResponse, BackInStockStatus, ProductDetails } from '@sabad/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { fakeCartServer } from '@/test/cart-fixtures';
import {
  catalogSettings,
  categoryTree,
  product,
  productDetails,
  productPage,
  storeOpen,
  topicList,
} from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

/** Issue 13, defect 3: a sold-out product (or chosen combination) is shown as such before any press. */

const storeApi = {
  'GET /api/v2/settings/isstoreclosed': storeOpen,
  'GET /api/v2/topic/gettopicslist': topicList,
  'GET /api/v2/wishlist/isinwishlist/1': { Success: true, Result: false },
};

const soldOut = ProductDetails.parse({ ...productDetails, InStock: false, StockAvailability: 'ناموجود' });

const storage = (preselected: 21 | 22 | null) =>
  ProductDetails.parse({
    ...productDetails,
    ProductAttributes: [
      {
        Id: 2,
        Name: 'حافظه داخلی',
        TextPrompt: null,
        IsRequired: true,
        AttributeControlType: 'DropdownList',
        Values: [21, 22].map((Id) => ({
          Id,
          Name: Id === 21 ? '۱۲۸ گیگابایت' : '۲۵۶ گیگابایت',
          PriceAdjustment: null,
          PriceAdjustmentValue: 0,
          IsPreSelected: Id === preselected,
          ColorSquaresRgb: null,
          PictureUrl: null,
        })),
      },
    ],
  });

/** The 256 GB combination is sold out and takes no back-orders; the 128 GB one is in stock. */
const combinationAnswer = (request: RecordedRequest) => {
  const body = request.body as { attrValues: Array<{ Key: string; Value: string }> };
  const chosen = body.attrValues.find((choice) => choice.Key === '2')?.Value;
  return {
    body: AttributeChangeResponse.parse({
      Success: true,
      Price: '۸۶٬۹۰۰٬۰۰۰ تومان',
      PriceValue: 869_000_000,
      StockAvailability: chosen === '22' ? 'ناموجود' : 'موجود در انبار',
      InStock: chosen !== '22',
      Sku: 'SB-MOB-101',
      PictureUrl: null,
      Errors: [],
    }),
  };
};

const buyButton = () =>
  screen.getByText('افزودن به سبد خرید', { selector: 'ion-button' }) as HTMLElement & {
    disabled: boolean;
  };
const purchasePanel = () => screen.getByRole('region', { name: 'افزودن به سبد خرید' });
const cartAdds = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url.pathname === '/api/v2/cart/add');

describe('product details: stock shown before the press', () => {
  beforeEach(() => {
    session.resetCartCount();
  });

  it('disables buy for a sold-out product, says «ناموجود» beside it, drops the picture shortcut and offers notify-me', async () => {
    const server = fakeCartServer();
    const { requests } = installFakeApi({
      ...storeApi,
      ...server.routes,
      'GET /api/v2/product/details/1': soldOut,
      'GET /api/v2/backinstocksubscriptions/product/1': BackInStockStatus.parse({
        ProductId: 1,
        CanSubscribe: true,
        SubscriptionId: null,
      }),
    });
    await renderApp('/product-details/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'گوشی موبایل سامسونگ' }, { timeout: 15_000 }));

    expect(buyButton().disabled).toBe(true);
    expect(within(purchasePanel()).getByText('ناموجود')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'افزودن این محصول به سبد خرید' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'موجود شد خبرم کن' })).toBeInTheDocument();

    fireEvent.click(buyButton());
    expect(cartAdds(requests)).toHaveLength(0);
  });

  it('disables buy when the chosen combination is sold out and enables it again for one in stock', async () => {
    const server = fakeCartServer();
    const { requests } = installFakeApi({
      ...storeApi,
      ...server.routes,
      'GET /api/v2/product/details/1': storage(null),
      'POST /api/v2/cart/ProductDetails_AttributeChange': combinationAnswer,
    });
    await renderApp('/product-details/1');
    const select = await screen.findByLabelText(/حافظه داخلی/, {}, { timeout: 15_000 });
    expect(buyButton().disabled).toBe(false);

    fireEvent.change(select, { target: { value: '22' } });
    await waitFor(() => expect(buyButton().disabled).toBe(true));
    expect(within(purchasePanel()).getByText('ناموجود')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'افزودن این محصول به سبد خرید' })).toBeNull();
    // Subscriptions are per product, and this product has a combination in stock: no notify-me.
    expect(screen.queryByRole('button', { name: 'موجود شد خبرم کن' })).toBeNull();

    fireEvent.change(select, { target: { value: '21' } });
    await waitFor(() => expect(buyButton().disabled).toBe(false));
    expect(within(purchasePanel()).queryByText('ناموجود')).toBeNull();
    expect(screen.getByRole('button', { name: 'افزودن این محصول به سبد خرید' })).toBeInTheDocument();

    fireEvent.click(buyButton());
    await waitFor(() => expect(cartAdds(requests)).toHaveLength(1));
    expect(cartAdds(requests)[0]!.body).toEqual({ ProductId: 1, Quantity: 1, Attributes: [{ Key: '2', Value: '21' }] });
  });

  it('asks on opening for the stock of a preselected combination, and shows it sold out before any press', async () => {
    const { requests } = installFakeApi({
      ...storeApi,
      'GET /api/v2/product/details/1': storage(22),
      'POST /api/v2/cart/ProductDetails_AttributeChange': combinationAnswer,
    });
    await renderApp('/product-details/1');
    await screen.findByLabelText(/حافظه داخلی/, {}, { timeout: 15_000 });
    await waitFor(() => expect(buyButton().disabled).toBe(true));
    expect(within(purchasePanel()).getByText('ناموجود')).toBeInTheDocument();
    expect(
      requests
        .filter((request) => request.url.pathname === '/api/v2/cart/ProductDetails_AttributeChange')
        .map((request) => (request.body as { attrValues: unknown }).attrValues),
    ).toEqual([[{ Key: '2', Value: '22' }]]);
  });
});

describe('product list: stock shown before the press', () => {
  it('shows a sold-out item as «ناموجود» with no add-to-cart button', async () => {
    const items = [product(1, { Name: 'کالای موجود' }), product(2, { Name: 'کالای ناموجود', InStock: false })];
    installFakeApi({
      ...storeApi,
      'GET /api/v2/product/search': productPage(items, 10, 0),
      'GET /api/v2/catalog/categorytree': categoryTree,
      'GET /api/v2/settings/catalogsettings': catalogSettings,
    });
    await renderApp('/product?CategoryId=1');
    const soldOutItem = (await screen.findByRole('link', { name: /کالای ناموجود/ }, { timeout: 15_000 })).closest('li');
    expect(soldOutItem).not.toBeNull();
    const item = within(soldOutItem!);
    expect(item.getByText('ناموجود')).toBeInTheDocument();
    expect(item.queryByText('۱۲۵٬۰۰۰ تومان')).toBeNull();
    expect(item.queryByRole('button')).toBeNull();
    expect(screen.queryAllByRole('button', { name: /سبد خرید/ })).toHaveLength(0);
  });
});
