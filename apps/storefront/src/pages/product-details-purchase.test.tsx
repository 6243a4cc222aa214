import { AttributeChangeResponse, ProductDetails } from '@sabad/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { fakeCartServer, refused } from '@/test/cart-fixtures';
import { productDetails, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { openSideMenu, renderApp } from '@/test/render-app';

const value = (Id: number, Name: string, extra: Record<string, unknown> = {}) => ({
  Id,
  Name,
  PriceAdjustment: null,
  PriceAdjustmentValue: 0,
  IsPreSelected: false,
  ColorSquaresRgb: null,
  PictureUrl: null,
  ...extra,
});

/** A phone with every control type the seeded catalogue uses. */
const phone = ProductDetails.parse({
  ...productDetails,
  ProductAttributes: [
    {
      Id: 1,
      Name: 'رنگ',
      TextPrompt: 'رنگ را انتخاب کنید',
      IsRequired: true,
      AttributeControlType: 'ColorSquares',
      Values: [value(11, 'مشکی', { ColorSquaresRgb: '#111111' }), value(12, 'آبی', { ColorSquaresRgb: '#1d4ed8' })],
    },
    {
      Id: 2,
      Name: 'حافظه داخلی',
      TextPrompt: null,
      IsRequired: true,
      AttributeControlType: 'DropdownList',
      Values: [
        value(21, '۱۲۸ گیگابایت', { IsPreSelected: true }),
        value(22, '۲۵۶ گیگابایت', { PriceAdjustment: '+۱۰٬۰۰۰٬۰۰۰ تومان', PriceAdjustmentValue: 100_000_000 }),
      ],
    },
    {
      Id: 3,
      Name: 'گارانتی',
      TextPrompt: null,
      IsRequired: true,
      AttributeControlType: 'RadioList',
      Values: [value(31, 'گارانتی ۱۸ ماهه شرکتی', { IsPreSelected: true }), value(32, 'گارانتی با بیمه')],
    },
    {
      Id: 4,
      Name: 'خدمات اضافه',
      TextPrompt: null,
      IsRequired: false,
      AttributeControlType: 'Checkboxes',
      Values: [value(41, 'بسته‌بندی هدیه'), value(42, 'قاب محافظ')],
    },
    {
      Id: 5,
      Name: 'متن حکاکی',
      TextPrompt: 'متن حکاکی (اختیاری)',
      IsRequired: false,
      AttributeControlType: 'TextBox',
      Values: [],
    },
  ],
});

const storeApi = {
  'GET /api/v2/settings/isstoreclosed': storeOpen,
  'GET /api/v2/topic/gettopicslist': topicList,
  'GET /api/v2/product/details/1': phone,
  'GET /api/v2/wishlist/isinwishlist/1': { Success: true, Result: false },
};

const attributeAnswer = (request: RecordedRequest) => {
  const body = request.body as { attrValues: Array<{ Key: string; Value: string }> };
  const storage = body.attrValues.find((choice) => choice.Key === '2')?.Value;
  return {
    body: AttributeChangeResponse.parse({
      Success: true,
      Price: storage === '22' ? '۹۶٬۹۰۰٬۰۰۰ تومان' : '۸۶٬۹۰۰٬۰۰۰ تومان',
      PriceValue: storage === '22' ? 969_000_000 : 869_000_000,
      StockAvailability: storage === '22' ? 'تنها ۲ عدد در انبار' : 'موجود در انبار',
      InStock: true,
      Sku: storage === '22' ? 'SB-MOB-101-256' : 'SB-MOB-101',
      PictureUrl: null,
      Errors: [],
    }),
  };
};

const attributeCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url.pathname === '/api/v2/cart/ProductDetails_AttributeChange');

describe('product details: attributes and purchase', () => {
  beforeEach(() => {
    session.resetCartCount();
  });

  it('sends every attribute change with the spec fields and shows the price, stock and SKU the answer gives', async () => {
    const { requests } = installFakeApi({
      ...storeApi,
      'POST /api/v2/cart/ProductDetails_AttributeChange': attributeAnswer,
    });
    await renderApp('/product-details/1');
    const storage = await screen.findByLabelText(/حافظه داخلی/, {}, { timeout: 15_000 }); // the page's chunk compiles first
    expect(attributeCalls(requests)).toHaveLength(0);

    fireEvent.change(storage, { target: { value: '22' } });
    await waitFor(() => expect(attributeCalls(requests)).toHaveLength(1));
    expect(attributeCalls(requests)[0]!.body).toEqual({
      productId: 1,
      validateAttributeConditions: false,
      loadPicture: false,
      attrValues: [
        { Key: '2', Value: '22' },
        { Key: '3', Value: '31' },
      ],
    });
    expect(await screen.findByText('۹۶٬۹۰۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(screen.getByText('تنها ۲ عدد در انبار')).toBeInTheDocument();
    expect(screen.getByText('SB-MOB-101-256')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'آبی' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'بسته‌بندی هدیه' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'قاب محافظ' }));
    const engraving = screen.getByRole('textbox', { name: 'متن حکاکی (اختیاری)' });
    fireEvent.change(engraving, { target: { value: 'سارا' } });
    fireEvent.blur(engraving);
    await waitFor(() => expect(attributeCalls(requests)).toHaveLength(5));
    expect((attributeCalls(requests)[4]!.body as { attrValues: unknown }).attrValues).toEqual([
      { Key: '1', Value: '12' },
      { Key: '2', Value: '22' },
      { Key: '3', Value: '31' },
      { Key: '4', Value: '41,42' },
      { Key: '5', Value: 'سارا' },
    ]);
  });

  it('asks for the real price on opening when a preselected value carries a price adjustment', async () => {
    const installed = ProductDetails.parse({
      ...productDetails,
      ProductAttributes: [
        {
          Id: 2,
          Name: 'حافظه داخلی',
          TextPrompt: null,
          IsRequired: true,
          AttributeControlType: 'DropdownList',
          Values: [
            value(21, '۱۲۸ گیگابایت'),
            value(22, '۲۵۶ گیگابایت', {
              IsPreSelected: true,
              PriceAdjustment: '+۱۰٬۰۰۰٬۰۰۰ تومان',
              PriceAdjustmentValue: 100_000_000,
            }),
          ],
        },
      ],
    });
    const { requests } = installFakeApi({
      ...storeApi,
      'GET /api/v2/product/details/1': installed,
      'POST /api/v2/cart/ProductDetails_AttributeChange': attributeAnswer,
    });
    await renderApp('/product-details/1');
    expect(await screen.findByText('۹۶٬۹۰۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(attributeCalls(requests).map((request) => (request.body as { attrValues: unknown }).attrValues)).toEqual([
      [{ Key: '2', Value: '22' }],
    ]);
  });

  it('refuses to send while a required attribute is not chosen, and says which', async () => {
    const server = fakeCartServer();
    const { requests } = installFakeApi({
      ...storeApi,
      ...server.routes,
      'POST /api/v2/cart/ProductDetails_AttributeChange': attributeAnswer,
    });
    await renderApp('/product-details/1');
    fireEvent.click(await screen.findByText('افزودن به سبد خرید', { selector: 'ion-button' }));
    expect(await screen.findByText('رنگ را انتخاب کنید.')).toBeInTheDocument();
    expect(requests.some((request) => request.url.pathname === '/api/v2/cart/add')).toBe(false);
  });

  it('adds to the cart on Success and opens the add-to-cart popup with the product, "go to cart" and "continue shopping"; the badge follows', async () => {
    const server = fakeCartServer();
    const { requests } = installFakeApi({
      ...storeApi,
      ...server.routes,
      'POST /api/v2/cart/ProductDetails_AttributeChange': attributeAnswer,
    });
    await renderApp('/product-details/1');
    fireEvent.click(await screen.findByRole('radio', { name: 'مشکی' }));
    fireEvent.click(screen.getByRole('button', { name: 'افزودن یکی' }));
    fireEvent.click(screen.getByText('افزودن به سبد خرید', { selector: 'ion-button' }));

    expect(await screen.findByText('به سبد خرید اضافه شد')).toBeInTheDocument();
    const add = requests.find((request) => request.url.pathname === '/api/v2/cart/add');
    expect(add?.body).toEqual({
      ProductId: 1,
      Quantity: 2,
      Attributes: [
        { Key: '1', Value: '11' },
        { Key: '2', Value: '21' },
        { Key: '3', Value: '31' },
      ],
    });
    const popup = screen.getByText('به سبد خرید اضافه شد').closest('.add-to-cart-popup') as HTMLElement;
    expect(await within(popup).findByRole('heading', { name: 'گوشی موبایل سامسونگ' })).toBeInTheDocument();
    expect(within(popup).getByText('رفتن به سبد خرید')).toBeInTheDocument();
    expect(within(popup).getByText('ادامه خرید')).toBeInTheDocument();
    openSideMenu();
    await waitFor(() => expect(document.querySelector('.side-menu__cart .count-badge--cart')).toHaveTextContent('۲'));

    fireEvent.click(within(popup).getByText('ادامه خرید'));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'گوشی موبایل سامسونگ' }).closest('.add-to-cart-popup'),
      ).toBeNull(),
    );
  });

  it("shows the server's Persian message when the add answers Success false, and stays on the product", async () => {
    const server = fakeCartServer();
    installFakeApi({
      ...storeApi,
      ...server.routes,
      'POST /api/v2/cart/ProductDetails_AttributeChange': attributeAnswer,
      'POST /api/v2/cart/add': () => refused(409, 'موجودی این کالا کافی نیست.'),
    });
    await renderApp('/product-details/1');
    fireEvent.click(await screen.findByRole('radio', { name: 'مشکی' }));
    fireEvent.click(screen.getByText('افزودن به سبد خرید', { selector: 'ion-button' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('موجودی این کالا کافی نیست.');
    expect(screen.queryByText('به سبد خرید اضافه شد')).toBeNull();
  });

  it('offers the allowed quantities only, hides the buy button when the product disables it, and shows the wishlist state', async () => {
    const limited = ProductDetails.parse({ ...productDetails, AllowedQuantities: [2, 5, 10], DisableBuyButton: true });
    installFakeApi({
      ...storeApi,
      'GET /api/v2/product/details/1': limited,
      'GET /api/v2/wishlist/isinwishlist/1': { Success: true, Result: true },
    });
    await renderApp('/product-details/1');
    const quantity = await screen.findByRole('combobox', { name: 'تعداد' });
    expect([...(quantity as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['۲', '۵', '۱۰']);
    expect(screen.queryByText('افزودن به سبد خرید', { selector: 'ion-button' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'افزودن این محصول به سبد خرید' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'در علاقه‌مندی‌های شما' })).toHaveAttribute('href', '/wish-list');
  });

  it('adds to the cart from the product picture (docs/product.md §1: the bundled settings)', async () => {
    const server = fakeCartServer();
    const { requests } = installFakeApi({
      ...storeApi,
      'GET /api/v2/product/details/1': productDetails,
      ...server.routes,
    });
    await renderApp('/product-details/1');
    fireEvent.click(await screen.findByRole('button', { name: 'افزودن این محصول به سبد خرید' }));
    expect(await screen.findByText('به سبد خرید اضافه شد')).toBeInTheDocument();
    expect(requests.find((request) => request.url.pathname === '/api/v2/cart/add')?.body).toEqual({
      ProductId: 1,
      Quantity: 1,
      Attributes: [],
    });
  });

  it('adds to the wishlist and the heart then shows it is there', async () => {
    let inWishlist = false;
    const server = fakeCartServer();
    installFakeApi({
      ...storeApi,
      ...server.routes,
      'GET /api/v2/product/details/1': productDetails,
      'GET /api/v2/wishlist/isinwishlist/1': () => ({ body: { Success: true, Result: inWishlist } }),
      'POST /api/v2/Wishlist/WishlistAdd': () => {
        inWishlist = true;
        return { body: { Success: true, Errors: [] } };
      },
    });
    await renderApp('/product-details/1');
    fireEvent.click(await screen.findByRole('button', { name: 'افزودن به علاقه‌مندی‌ها' }));
    expect(await screen.findByRole('link', { name: 'در علاقه‌مندی‌های شما' })).toBeInTheDocument();
    expect(screen.getByText('به علاقه‌مندی‌ها اضافه شد.')).toHaveAttribute('role', 'status');
  });
});
