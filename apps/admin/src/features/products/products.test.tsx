import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProductDetail, AdminProductEditorOptions } from '@sabad/contract/admin';
import { SEEDED_ROLES } from '@sabad/contract/admin/permissions';
import { App } from '@/app/app';
import type { Me } from '@/lib/session';
import { csrf } from '@/lib/session';
import { fakeAdminApi, type FakeAdminApi } from '@/test/fake-api';

let api: FakeAdminApi;

function staff(role: keyof typeof SEEDED_ROLES): Me {
  return {
    id: 1,
    email: 'staff@sabad.test',
    name: 'مریم کارمند',
    roles: [{ systemName: role, name: SEEDED_ROLES[role].name }],
    permissions: [...SEEDED_ROLES[role].permissions],
    csrfToken: 'csrf-me',
    mustChangePassword: false,
    totpConfirmed: true,
  };
}

const options: AdminProductEditorOptions = {
  categories: [
    { id: 1, name: 'لوازم‌التحریر', depth: 0 },
    { id: 2, name: 'دفتر', depth: 1 },
  ],
  manufacturers: [{ id: 5, name: 'پاپکو' }],
  attributeNames: ['رنگ'],
  specificationNames: ['جنس'],
};

const product: AdminProductDetail = {
  id: 42,
  rowVersion: 3,
  name: 'دفتر سیمی',
  shortDescription: '',
  fullDescription: '<p>کاغذ ۸۰ گرمی</p>',
  sku: 'NB-1',
  price: 1_250_000,
  oldPrice: null,
  published: true,
  slug: 'دفتر-سیمی',
  metaTitle: '',
  metaDescription: '',
  categoryIds: [2],
  manufacturerId: 5,
  inventoryMethod: 'product',
  stockQuantity: 7,
  allowBackorder: false,
  attributes: [],
  combinations: [],
  specifications: [],
  pictures: [
    { id: 11, altText: 'جلو', thumbUrl: '/images/11/thumb/a.webp', width: 64, height: 48 },
    { id: 12, altText: 'پشت', thumbUrl: '/images/12/thumb/b.webp', width: 64, height: 48 },
  ],
  download: {
    isDownload: false,
    unlimitedDownloads: true,
    maxNumberOfDownloads: null,
    expirationDays: null,
    activation: 'paid',
    hasUserAgreement: false,
    userAgreementText: '',
    file: null,
  },
  recurring: { isRecurring: false, cycleLength: 1, cyclePeriod: 'month', totalCycles: 0 },
  storefrontUrl: '/product-details/42',
  createdAt: '2026-11-29T06:00:00.000Z',
  updatedAt: '2026-11-29T06:00:00.000Z',
};

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

const lastBody = (name: string) =>
  api.calls.filter((call) => call.name === name).at(-1)?.body as Record<string, unknown>;

beforeEach(() => {
  api = fakeAdminApi();
  vi.stubGlobal('fetch', api.fetch);
  csrf.set(null);
  api.on('adminGetProductEditorOptions', () => options);
  api.on('adminGetProduct', () => product);
});
afterEach(() => vi.unstubAllGlobals());

describe('the product editor', () => {
  it('refuses a missing and a negative price in Persian, then creates the product in Rial', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    api.on('adminCreateProduct', ({ body }) => ({ ...product, ...(body as object), id: 43, rowVersion: 1 }));
    const user = userEvent.setup();
    openAt('/admin/catalogue/products/new');
    await screen.findByRole('heading', { level: 1, name: 'محصول تازه' }, { timeout: 10_000 });
    await user.type(screen.getByLabelText('نام محصول'), 'خودکار آبی');
    await user.click(screen.getByRole('button', { name: 'ساختن محصول' }));
    const price = screen.getByLabelText('قیمت (تومان)');
    expect(await screen.findByText('قیمت باید عدد باشد.')).toBeInTheDocument();
    await waitFor(() => expect(price).toHaveFocus());
    expect(api.calls.some((call) => call.name === 'adminCreateProduct')).toBe(false);

    await user.type(price, '-۵۰۰');
    await user.click(screen.getByRole('button', { name: 'ساختن محصول' }));
    expect(await screen.findByText('قیمت نمی‌تواند منفی باشد.')).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '۴۸٬۰۰۰');
    await user.click(screen.getByRole('checkbox', { name: 'دفتر' }));
    await user.selectOptions(screen.getByLabelText('برند'), 'پاپکو');
    await user.click(screen.getByRole('button', { name: 'ساختن محصول' }));
    await waitFor(() => expect(api.calls.some((call) => call.name === 'adminCreateProduct')).toBe(true));
    expect(lastBody('adminCreateProduct')).toMatchObject({
      name: 'خودکار آبی',
      price: 480_000,
      categoryIds: [2],
      manufacturerId: 5,
    });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/catalogue/products/43'));
  });

  it('builds an attribute with values and one combination per value, each with its stock', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    api.on('adminCreateProduct', ({ body }) => ({ ...product, ...(body as object), id: 44, rowVersion: 1 }));
    const user = userEvent.setup();
    openAt('/admin/catalogue/products/new');
    await screen.findByRole('heading', { level: 1, name: 'محصول تازه' }, { timeout: 10_000 });
    await user.type(screen.getByLabelText('نام محصول'), 'تی‌شرت');
    await user.type(screen.getByLabelText('قیمت (تومان)'), '300000');
    await user.selectOptions(screen.getByLabelText('پیگیری موجودی'), 'combinations');
    await user.click(screen.getByRole('button', { name: 'افزودن ویژگی' }));
    const attribute = screen.getByRole('group', { name: 'ویژگی ۱' });
    await user.type(within(attribute).getByLabelText('نام ویژگی'), 'سایز');
    await user.type(within(attribute).getByLabelText('مقدار'), 'M');
    await user.click(within(attribute).getByRole('button', { name: 'افزودن مقدار' }));
    const values = within(attribute).getAllByLabelText('مقدار');
    await user.type(values[1]!, 'L');
    await user.click(screen.getByRole('button', { name: 'ساختن همهٔ ترکیب‌ها' }));
    const large = screen.getByRole('listitem', { name: 'ترکیب L' });
    const stock = within(large).getByLabelText('موجودی');
    await user.clear(stock);
    await user.type(stock, '۳');
    await user.click(within(large).getByRole('checkbox', { name: 'پیش‌سفارش' }));
    await user.click(screen.getByRole('button', { name: 'ساختن محصول' }));
    await waitFor(() => expect(api.calls.some((call) => call.name === 'adminCreateProduct')).toBe(true));
    expect(lastBody('adminCreateProduct')).toMatchObject({
      inventoryMethod: 'combinations',
      attributes: [{ name: 'سایز', values: [{ name: 'M' }, { name: 'L' }] }],
      combinations: [
        { values: [{ attribute: 'سایز', value: 'M' }], stockQuantity: 0, allowOutOfStockOrders: false },
        { values: [{ attribute: 'سایز', value: 'L' }], stockQuantity: 3, allowOutOfStockOrders: true },
      ],
    });
  });

  it('saves pictures in their new order with the version it loaded, and shows a stale save plainly', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    api.fail('adminUpdateProduct', 409, 'محصول ۴۲ پس از آنکه شما آن را باز کردید تغییر کرده است: قیمت.');
    const user = userEvent.setup();
    openAt('/admin/catalogue/products/42');
    await screen.findByRole('heading', { level: 1, name: 'دفتر سیمی' }, { timeout: 10_000 });
    expect(screen.getByLabelText('قیمت (تومان)')).toHaveValue('125000');
    await user.click(screen.getByRole('button', { name: 'بردن تصویر ۲ به جلو' }));
    const pictures = screen.getByRole('list', { name: 'تصاویر' });
    expect(
      within(pictures)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['پشت', 'جلو']);
    await user.click(screen.getByRole('button', { name: 'حذف تصویر ۲' }));
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    const notice = await screen.findByText('محصول ۴۲ پس از آنکه شما آن را باز کردید تغییر کرده است: قیمت.');
    expect(notice.closest('[role="alert"]')).toHaveTextContent('این مورد را کس دیگری تغییر داده است');
    const call = api.calls.find((c) => c.name === 'adminUpdateProduct');
    expect(call?.body).toMatchObject({ expectedVersion: 3, pictures: [{ id: 12, altText: 'پشت' }], price: 1_250_000 });
    expect(call?.headers['X-CSRF-Token']).toBe('csrf-me');
  });

  it('adds a chosen picture at once and saves next with the version the upload left', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    api.on('adminAddProductPicture', () => ({
      ...product,
      rowVersion: 4,
      pictures: [
        ...product.pictures,
        { id: 13, altText: '', thumbUrl: '/images/13/thumb/c.webp', width: 64, height: 48 },
      ],
    }));
    api.on('adminUpdateProduct', ({ body }) => ({ ...product, ...(body as object), rowVersion: 5 }));
    const user = userEvent.setup();
    const { container } = openAt('/admin/catalogue/products/42');
    await screen.findByRole('heading', { level: 1, name: 'دفتر سیمی' }, { timeout: 10_000 });
    await user.clear(screen.getByLabelText('نام محصول'));
    await user.type(screen.getByLabelText('نام محصول'), 'دفتر فنری');
    const input = container.querySelector<HTMLInputElement>('#product-picture-input');
    if (!input) throw new Error('no picture input');
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'c.png', { type: 'image/png' }));
    const pictures = screen.getByRole('list', { name: 'تصاویر' });
    await waitFor(() => expect(within(pictures).getAllByRole('listitem')).toHaveLength(3));
    expect(lastBody('adminAddProductPicture')).toEqual({ expectedVersion: 3, dataBase64: 'iVBORw==', altText: '' });
    // What was typed before the upload is still there.
    expect(screen.getByLabelText('نام محصول')).toHaveValue('دفتر فنری');
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    await waitFor(() => expect(api.calls.some((call) => call.name === 'adminUpdateProduct')).toBe(true));
    expect(lastBody('adminUpdateProduct')).toMatchObject({
      expectedVersion: 4,
      name: 'دفتر فنری',
      pictures: [{ id: 11 }, { id: 12 }, { id: 13 }],
    });
  });

  it('keeps a text attribute without values, and ticks of a several-choice attribute in one combination', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    api.on('adminGetProduct', () => ({
      ...product,
      inventoryMethod: 'combinations',
      attributes: [
        {
          id: 7,
          name: 'همراه',
          controlType: 'Checkboxes',
          isRequired: false,
          values: [
            { id: 71, name: 'کارت', priceAdjustment: 0, isPreSelected: false, colorRgb: null },
            { id: 72, name: 'روبان', priceAdjustment: 100_000, isPreSelected: false, colorRgb: null },
          ],
        },
        { id: 8, name: 'حکاکی', controlType: 'TextBox', isRequired: false, values: [] },
      ],
      combinations: [
        {
          values: [
            { attribute: 'همراه', value: 'کارت' },
            { attribute: 'همراه', value: 'روبان' },
          ],
          sku: '',
          stockQuantity: 2,
          allowOutOfStockOrders: false,
          overriddenPrice: null,
        },
      ],
    }));
    api.on('adminUpdateProduct', ({ body }) => ({ ...product, ...(body as object), rowVersion: 4 }));
    const user = userEvent.setup();
    openAt('/admin/catalogue/products/42');
    await screen.findByRole('heading', { level: 1, name: 'دفتر سیمی' }, { timeout: 10_000 });
    const text = screen.getByRole('group', { name: 'ویژگی ۲' });
    expect(within(text).getByLabelText('نمایش')).toHaveValue('TextBox');
    expect(within(text).queryByLabelText('مقدار')).toBeNull();
    expect(screen.getByRole('listitem', { name: 'ترکیب کارت / روبان' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    await waitFor(() => expect(api.calls.some((call) => call.name === 'adminUpdateProduct')).toBe(true));
    expect(lastBody('adminUpdateProduct')).toMatchObject({
      attributes: [
        { id: 7, controlType: 'Checkboxes', values: [{ id: 71 }, { id: 72, priceAdjustment: 100_000 }] },
        { id: 8, controlType: 'TextBox', values: [] },
      ],
      combinations: [{ values: [{ value: 'کارت' }, { value: 'روبان' }], stockQuantity: 2 }],
    });
  });

  it('shows Support the 403 page', async () => {
    api.on('adminMe', () => staff('Support'));
    openAt('/admin/catalogue/products/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'دسترسی ندارید' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
