import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { productDetails, storeOpen, topicList } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const baseRoutes = {
  'GET /api/v2/settings/isstoreclosed': storeOpen,
  'GET /api/v2/topic/gettopicslist': topicList,
  'GET /api/v2/product/details/1': productDetails,
};

async function typeAndOpen(text: string) {
  const user = userEvent.setup();
  await renderApp('/qr-code-scanner');
  const field = await screen.findByLabelText('نشانی یا کد محصول (SKU)');
  if (text) await user.type(field, text);
  await user.click(screen.getByRole('button', { name: 'نمایش محصول' }));
}

describe('QR code scanner page, manual entry', () => {
  it('offers the camera, a picture and manual entry', async () => {
    installFakeApi(baseRoutes);
    await renderApp('/qr-code-scanner');
    expect(await screen.findByRole('button', { name: 'اسکن با دوربین' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'انتخاب تصویر کد QR' })).toBeInTheDocument();
    expect(screen.getByLabelText('انتخاب تصویر کد QR')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('heading', { name: 'ورود دستی' })).toBeInTheDocument();
  });

  it('opens the product of a SKU', async () => {
    const api = installFakeApi({ ...baseRoutes, 'GET /api/v2/product/bysku/SB-MOB-101': { Id: 1 } });
    await typeAndOpen('SB-MOB-101');
    expect(await screen.findByRole('heading', { level: 1, name: 'گوشی موبایل سامسونگ' })).toBeInTheDocument();
    expect(api.requests.some((request) => request.url.pathname === '/api/v2/product/bysku/SB-MOB-101')).toBe(true);
  });

  it('opens a product link of this store without asking the server', async () => {
    const api = installFakeApi(baseRoutes);
    await typeAndOpen(`${window.location.origin}/product-details/1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'گوشی موبایل سامسونگ' })).toBeInTheDocument();
    expect(api.requests.some((request) => request.url.pathname.includes('bysku'))).toBe(false);
  });

  it('says so in Persian for a SKU the store does not have', async () => {
    installFakeApi({
      ...baseRoutes,
      'GET /api/v2/product/bysku/NOPE-1': () => ({
        status: 404,
        body: { Success: false, Message: 'محصولی با این کد پیدا نشد.', Errors: [] },
      }),
    });
    await typeAndOpen('NOPE-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('محصولی با این کد پیدا نشد.');
  });

  it.each(['https://evil.example/product-details/1', 'سلام دنیا!'])(
    'refuses %j with a Persian message',
    async (text) => {
      const api = installFakeApi(baseRoutes);
      await typeAndOpen(text);
      expect(await screen.findByRole('alert')).toHaveTextContent('این کد نشانی یا کد محصولی از این فروشگاه نیست.');
      expect(api.requests.some((request) => request.url.pathname.includes('/product/'))).toBe(false);
    },
  );

  it('asks for a code when the field is empty', async () => {
    installFakeApi(baseRoutes);
    await typeAndOpen('');
    expect(await screen.findByText('نشانی یا کد محصول را وارد کنید.')).toBeInTheDocument();
    expect(screen.getByLabelText('نشانی یا کد محصول (SKU)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to a picture or manual entry when there is no camera', async () => {
    installFakeApi(baseRoutes);
    const user = userEvent.setup();
    await renderApp('/qr-code-scanner');
    await user.click(await screen.findByRole('button', { name: 'اسکن با دوربین' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('دسترسی به دوربین ممکن نشد.');
    expect(screen.getByRole('button', { name: 'اسکن با دوربین' })).toBeInTheDocument();
  });
});

describe('the way to the scanner', () => {
  it('is offered on the categories tab', async () => {
    installFakeApi({ ...baseRoutes, 'GET /api/v2/catalog/categorytree': { Items: [] } });
    await renderApp('/tabs/categories');
    expect(await screen.findByRole('link', { name: 'اسکن کد QR یا ورود کد محصول' })).toHaveAttribute(
      'href',
      '/qr-code-scanner',
    );
  });
});
