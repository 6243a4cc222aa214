import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeConfig } from '@/config/store-config';
import { catalogSettings, categoryTree, product, productPage, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const catalogue = [
  product(1, { Name: 'گوشی نمونه', ShortDescription: 'صفحه‌نمایش ۶٫۱ اینچ' }),
  product(2, { Name: 'تبلت نمونه', ShortDescription: 'باتری ۸۰۰۰ میلی‌آمپر' }),
];

async function productListIn(layout: 'rows' | 'grid') {
  storeConfig.productListLayout = layout;
  installFakeApi({
    'GET /api/v2/product/search': (request: RecordedRequest) => ({
      body: productPage(catalogue, Number(request.url.searchParams.get('Limit')), 0),
    }),
    'GET /api/v2/catalog/categorytree': categoryTree,
    'GET /api/v2/settings/catalogsettings': catalogSettings,
    'GET /api/v2/topic/gettopicslist': topicList,
    'GET /api/v2/settings/isstoreclosed': storeOpen,
  });
  await renderApp('/product?CategoryId=1');
  const first = await screen.findByRole('link', { name: /گوشی نمونه/ });
  return first.closest('ul') as HTMLElement;
}

describe('product list layout (build setting productListLayout)', () => {
  const built = storeConfig.productListLayout;
  afterEach(() => {
    storeConfig.productListLayout = built;
  });

  it('shows one product a row with its summary in the bundled rows layout', async () => {
    expect(built).toBe('rows');
    const list = await productListIn('rows');
    expect(list).toHaveClass('product-list--rows');
    expect(list).not.toHaveClass('product-list--grid');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('صفحه‌نمایش ۶٫۱ اینچ')).toBeInTheDocument();
    expect(within(list).getByText('باتری ۸۰۰۰ میلی‌آمپر')).toBeInTheDocument();
  });

  it('shows the products as grid cards, name picture and price without the summary, in a grid build', async () => {
    const list = await productListIn('grid');
    expect(list).toHaveClass('product-list--grid');
    expect(list).not.toHaveClass('product-list--rows');
    const cells = within(list).getAllByRole('listitem');
    expect(cells).toHaveLength(2);
    expect(cells[0]?.querySelector('a')).toHaveClass('product-list-item--grid');
    expect(within(cells[0]!).getByRole('heading', { name: 'گوشی نمونه' })).toBeInTheDocument();
    expect(within(cells[0]!).getByText('۱۲۵٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(list).queryByText('صفحه‌نمایش ۶٫۱ اینچ')).not.toBeInTheDocument();
  });
});
