import type { CompareList, CompareProduct } from '@sabad/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { catalogSettings, productDetails, storeOpen, topicList } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function compareProduct(id: number, name: string, overrides: Partial<CompareProduct> = {}): CompareProduct {
  return {
    Id: id,
    Name: name,
    PictureUrl: null,
    Price: '۱٬۰۰۰٬۰۰۰ تومان',
    PriceValue: 10_000_000,
    OldPrice: null,
    OldPriceValue: null,
    InStock: true,
    RatingAverage: 0,
    TotalReviews: 0,
    Brand: null,
    Specifications: {},
    CustomProperties: {},
    ...overrides,
  };
}

const twoPhones: CompareList = {
  Items: [
    compareProduct(1, 'گوشی الف', {
      Brand: 'سامسونگ',
      RatingAverage: 4.5,
      TotalReviews: 2,
      Specifications: { حافظه: '۱۲۸ گیگابایت', 'صفحه نمایش': '۶٫۱ اینچ' },
    }),
    compareProduct(2, 'گوشی ب', {
      Price: '۲٬۰۰۰٬۰۰۰ تومان',
      InStock: false,
      Specifications: { حافظه: '۲۵۶ گیگابایت' },
    }),
  ],
  SpecificationNames: ['حافظه', 'صفحه نمایش'],
  MaximumProducts: 4,
  Message: null,
  CustomProperties: {},
};
const emptyList: CompareList = { ...twoPhones, Items: [], SpecificationNames: [] };
const base = { 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList };
const cellsOf = (rowName: string) =>
  within(screen.getByRole('rowheader', { name: rowName }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('product compare page', () => {
  it('lines the products up by price, brand, rating, stock and specifications', async () => {
    installFakeApi({ ...base, 'GET /api/v2/catalog/compare': twoPhones });
    await renderApp('/product-compare');
    const table = await screen.findByRole('table', { name: 'مقایسهٔ محصولات کنار هم' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['گوشی الف', 'گوشی ب']);
    expect(cellsOf('قیمت')).toEqual(['۱٬۰۰۰٬۰۰۰ تومان', '۲٬۰۰۰٬۰۰۰ تومان']);
    expect(cellsOf('برند')).toEqual(['سامسونگ', '—']);
    expect(cellsOf('امتیاز')).toEqual(['۴٫۵ از ۵ (۲ نظر)', 'بدون امتیاز']);
    expect(cellsOf('موجودی')).toEqual(['موجود', 'ناموجود']);
    expect(cellsOf('حافظه')).toEqual(['۱۲۸ گیگابایت', '۲۵۶ گیگابایت']);
    expect(cellsOf('صفحه نمایش')).toEqual(['۶٫۱ اینچ', '—']);
    expect(screen.getByText(/تا ۴ محصول را می‌توان کنار هم مقایسه کرد/)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /گوشی الف/ })).toHaveAttribute('href', '/product-details/1');
  });

  it('removes one product and clears the list', async () => {
    const api = installFakeApi({
      ...base,
      'GET /api/v2/catalog/compare': twoPhones,
      'DELETE /api/v2/catalog/compare/1': { ...twoPhones, Items: [twoPhones.Items[1]!], SpecificationNames: ['حافظه'] },
      'DELETE /api/v2/catalog/compare': emptyList,
    });
    await renderApp('/product-compare');
    fireEvent.click(await screen.findByRole('button', { name: 'حذف «گوشی الف» از مقایسه' }));
    await screen.findByRole('button', { name: 'حذف «گوشی ب» از مقایسه' });
    expect(await screen.findByRole('columnheader', { name: /گوشی ب/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /گوشی الف/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'پاک کردن فهرست' }));
    expect(
      await screen.findByText('فهرست مقایسه خالی است. در صفحهٔ هر محصول «افزودن به مقایسه» را بزنید.'),
    ).toBeInTheDocument();
    const calls = api.requests
      .filter((request: RecordedRequest) => request.method === 'DELETE')
      .map((request) => request.url.pathname);
    expect(calls).toEqual(['/api/v2/catalog/compare/1', '/api/v2/catalog/compare']);
  });

  it('says when the store has compare turned off', async () => {
    installFakeApi({
      ...base,
      'GET /api/v2/catalog/compare': () => ({
        status: 404,
        body: { Success: false, Message: 'مقایسهٔ محصولات در این فروشگاه فعال نیست.', Errors: [] },
      }),
    });
    await renderApp('/product-compare');
    expect(await screen.findByText('مقایسهٔ محصولات در این فروشگاه فعال نیست.')).toBeInTheDocument();
  });
});

describe('compare button on product details', () => {
  const detailsRoutes = { ...base, 'GET /api/v2/product/details/1': productDetails };

  it('adds the product, links to the compare page, and tells when the oldest product made room', async () => {
    const full: CompareList = {
      ...twoPhones,
      Items: [
        compareProduct(3, 'پ'),
        compareProduct(4, 'ت'),
        compareProduct(5, 'ث'),
        compareProduct(1, 'گوشی موبایل سامسونگ'),
      ],
      Message: '«گوشی الف» از فهرست مقایسه برداشته شد تا جا برای محصول تازه باز شود.',
    };
    const api = installFakeApi({
      ...detailsRoutes,
      'GET /api/v2/settings/catalogsettings': catalogSettings,
      'GET /api/v2/catalog/compare': {
        ...twoPhones,
        Items: [compareProduct(2, 'x'), compareProduct(3, 'پ'), compareProduct(4, 'ت'), compareProduct(5, 'ث')],
      },
      'POST /api/v2/catalog/compare/1': full,
    });
    await renderApp('/product-details/1');
    const add = await screen.findByRole('button', { name: 'افزودن به مقایسه' });
    // Enabled once the list is known (whether this product is on it).
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.getByRole('link', { name: 'مشاهدهٔ مقایسه (۴)' })).toBeInTheDocument();
    fireEvent.click(add);
    expect(
      await screen.findByText('«گوشی الف» از فهرست مقایسه برداشته شد تا جا برای محصول تازه باز شود.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'حذف از مقایسه' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مشاهدهٔ مقایسه (۴)' })).toHaveAttribute('href', '/product-compare');
    expect(
      api.requests.some((request) => request.method === 'POST' && request.url.pathname === '/api/v2/catalog/compare/1'),
    ).toBe(true);
  });

  it('is not shown when the store has compare turned off', async () => {
    const api = installFakeApi({
      ...detailsRoutes,
      'GET /api/v2/settings/catalogsettings': { ...catalogSettings, CompareProductsEnabled: false },
    });
    await renderApp('/product-details/1');
    await screen.findByRole('heading', { level: 1, name: 'گوشی موبایل سامسونگ' });
    await screen.findByRole('button', { name: 'نمایش کد QR محصول' });
    expect(screen.queryByRole('button', { name: 'افزودن به مقایسه' })).toBeNull();
    expect(api.requests.some((request) => request.url.pathname === '/api/v2/catalog/compare')).toBe(false);
  });
});

describe('product QR code on product details', () => {
  it("draws the product's absolute link as a QR code on demand", async () => {
    installFakeApi({ ...base, 'GET /api/v2/product/details/1': productDetails });
    await renderApp('/product-details/1');
    fireEvent.click(await screen.findByRole('button', { name: 'نمایش کد QR محصول' }));
    const picture = await screen.findByRole('img', { name: 'کد QR صفحهٔ «گوشی موبایل سامسونگ»' });
    expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText(`${window.location.origin}/product-details/1`)).toBeInTheDocument();
  });
});
