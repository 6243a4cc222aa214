import { ProductListFilters, SearchSuggestionList } from '@sabad/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogSettings, categoryTree, product, productPage, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { installIntersectionObserver } from '@/test/intersection-observer';
import { renderApp } from '@/test/render-app';

const catalogue = Array.from({ length: 4 }, (_, index) => product(index + 1, { Name: `گوشی شماره ${index + 1}` }));

const filters = (selected: { brands?: number[]; options?: number[]; from?: number | null } = {}) =>
  ProductListFilters.parse({
    TotalCount: 4,
    Brands: [
      { Id: 1, Name: 'سامسونگ', Count: 3, Selected: selected.brands?.includes(1) ?? false },
      { Id: 2, Name: 'اپل', Count: 1, Selected: selected.brands?.includes(2) ?? false },
      { Id: 3, Name: 'نوکیا', Count: 0, Selected: false },
    ],
    Price: {
      MinValue: 1_000_000,
      MaxValue: 90_000_000,
      Min: '۱۰۰٬۰۰۰ تومان',
      Max: '۹٬۰۰۰٬۰۰۰ تومان',
      FromValue: selected.from ?? null,
      ToValue: null,
    },
    Specifications: [
      {
        Id: 7,
        Name: 'رنگ',
        Options: [
          { Id: 70, Name: 'مشکی', ColorRgb: '#000000', Count: 2, Selected: selected.options?.includes(70) ?? false },
          { Id: 71, Name: 'سفید', ColorRgb: '#ffffff', Count: 2, Selected: false },
        ],
      },
    ],
  });

const ids = (value: string | null) => (value ? value.split(',').map(Number) : []);

function fakeStore(options: { failList?: boolean } = {}) {
  return installFakeApi({
    'GET /api/v2/product/search': (request: RecordedRequest) =>
      options.failList
        ? { status: 500, body: { Success: false, Message: 'خطا', Errors: [] } }
        : {
            body: productPage(
              request.url.searchParams.get('BrandIds') === '3' ? [] : catalogue,
              Number(request.url.searchParams.get('Limit')),
              Number(request.url.searchParams.get('Offset')),
            ),
          },
    'GET /api/v2/product/searchfilters': (request: RecordedRequest) => ({
      body: filters({
        brands: ids(request.url.searchParams.get('BrandIds')),
        options: ids(request.url.searchParams.get('SpecificationOptionIds')),
        from: request.url.searchParams.get('Price')
          ? Number(request.url.searchParams.get('Price')!.split('-')[0])
          : null,
      }),
    }),
    'GET /api/v2/product/searchsuggestions': (request: RecordedRequest) => ({
      body: SearchSuggestionList.parse({
        Items: [
          { Text: `${request.url.searchParams.get('Prefix')} سامسونگ`, ProductId: null },
          { Text: 'گوشی موبایل سامسونگ A54', ProductId: 54 },
        ],
      }),
    }),
    'GET /api/v2/catalog/categorytree': categoryTree,
    'GET /api/v2/settings/catalogsettings': catalogSettings,
    'GET /api/v2/topic/gettopicslist': topicList,
    'GET /api/v2/settings/isstoreclosed': storeOpen,
  });
}

const lastCall = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.url.pathname === `/api/v2/product/${path}`).at(-1);

async function openSheet() {
  fireEvent.click(await screen.findByRole('button', { name: /^فیلتر/ }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: 'فیلترها' }, { timeout: 5000 });
}

afterEach(() => vi.useRealTimers());

describe('product list filters', () => {
  it('shows brands, price and specifications with counts, and a tick narrows the list through the URL', async () => {
    installIntersectionObserver();
    const { requests } = fakeStore();
    await renderApp('/product?CategoryId=1&Sort=price-asc');
    await screen.findByRole('link', { name: /گوشی شماره 1/ }, { timeout: 5000 });

    const sheet = await openSheet();
    const samsung = await within(sheet).findByRole('checkbox', { name: /سامسونگ/ }, { timeout: 5000 });
    expect(samsung.closest('label')).toHaveTextContent('سامسونگ۳');
    expect(within(sheet).getByRole('checkbox', { name: /نوکیا/ })).toBeDisabled();
    expect(within(sheet).getByRole('group', { name: 'رنگ' })).toHaveTextContent('مشکی۲');
    expect(within(sheet).getByText('قیمت محصولات این فهرست: ۱۰۰٬۰۰۰ تومان تا ۹٬۰۰۰٬۰۰۰ تومان')).toBeInTheDocument();
    // The filter call leaves the sort out: the counts do not depend on it.
    expect(lastCall(requests, 'searchfilters')!.url.searchParams.get('Sort')).toBeNull();

    fireEvent.click(samsung);
    await waitFor(() => expect(lastCall(requests, 'search')!.url.searchParams.get('BrandIds')).toBe('1'), {
      timeout: 5000,
    });
    const listCall = lastCall(requests, 'search')!.url.searchParams;
    expect([listCall.get('CategoryId'), listCall.get('Sort'), listCall.get('Offset'), listCall.get('Limit')]).toEqual([
      '1',
      'price-asc',
      '0',
      '10',
    ]);
    await waitFor(() => expect(within(sheet).getByRole('checkbox', { name: /سامسونگ/ })).toBeChecked(), {
      timeout: 5000,
    });

    fireEvent.click(within(sheet).getByRole('checkbox', { name: /مشکی/ }));
    await waitFor(() =>
      expect(lastCall(requests, 'search')!.url.searchParams.get('SpecificationOptionIds')).toBe('70'),
    );
    expect(lastCall(requests, 'search')!.url.searchParams.get('BrandIds')).toBe('1');
    expect(window.location.search).toBe('');

    fireEvent.click(within(sheet).getByRole('button', { name: 'نمایش ۴ محصول' }));
    expect(screen.queryByRole('dialog', { name: 'فیلترها' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'فیلتر (۲)' })).toBeInTheDocument();
  });

  it('takes a price range in Toman with Persian digits and sends it in Rial', async () => {
    installIntersectionObserver();
    const { requests } = fakeStore();
    await renderApp('/product?CategoryId=1');
    const sheet = await openSheet();
    fireEvent.change(await within(sheet).findByLabelText('از', {}, { timeout: 5000 }), {
      target: { value: '۱۰۰٬۰۰۰' },
    });
    fireEvent.change(within(sheet).getByLabelText('تا'), { target: { value: '2000000' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'اعمال قیمت' }));
    await waitFor(() => expect(lastCall(requests, 'search')!.url.searchParams.get('Price')).toBe('1000000-20000000'));
    await waitFor(() =>
      expect(lastCall(requests, 'searchfilters')!.url.searchParams.get('Price')).toBe('1000000-20000000'),
    );
    await waitFor(() => expect(within(sheet).getByLabelText('از')).toHaveValue('۱۰۰٬۰۰۰'));

    // "to" below "from": refused in the sheet, nothing sent.
    fireEvent.change(within(sheet).getByLabelText('تا'), { target: { value: '۵۰' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'اعمال قیمت' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('قیمت را با رقم بنویسید');
  });

  it('keeps filters from the URL, clears them all, and offers the sheet when they leave nothing', async () => {
    installIntersectionObserver();
    const { requests } = fakeStore();
    await renderApp('/product?CategoryId=1&BrandIds=3&SpecificationOptionIds=70');
    expect(await screen.findByText('محصولی با این مشخصات پیدا نشد.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(lastCall(requests, 'search')!.url.searchParams.get('SpecificationOptionIds')).toBe('70');

    const buttons = screen.getAllByRole('button', { name: 'فیلتر (۲)' });
    fireEvent.click(buttons.at(-1)!);
    const sheet = await screen.findByRole('dialog', { name: 'فیلترها' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'حذف همهٔ فیلترها' }));
    await waitFor(() => {
      const last = lastCall(requests, 'search')!.url.searchParams;
      expect([last.get('CategoryId'), last.get('BrandIds'), last.get('SpecificationOptionIds')]).toEqual([
        '1',
        null,
        null,
      ]);
    });
    expect(await screen.findByRole('link', { name: /گوشی شماره 1/ })).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    installIntersectionObserver();
    fakeStore({ failList: true });
    await renderApp('/product?CategoryId=1');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('دریافت اطلاعات ممکن نشد.');
    expect(screen.getByText('تلاش دوباره')).toBeInTheDocument();
  });
});

describe('search suggestions', () => {
  it('asks for suggestions once typing pauses for 300 ms, with Arabic letters and Persian digits as typed', async () => {
    installIntersectionObserver();
    const { requests } = fakeStore();
    await renderApp('/product?SearchWords=گوشی');
    const box = await screen.findByRole('searchbox', { name: 'جستجو در محصولات' }, { timeout: 5000 });
    expect(box).toHaveValue('گوشی');
    await screen.findByRole('link', { name: /گوشی شماره 1/ }, { timeout: 5000 });
    const suggestionCalls = () =>
      requests.filter((request) => request.url.pathname === '/api/v2/product/searchsuggestions');

    // The suggestions' chunk is loaded once the shopper types; fetched here first, so that it arrives at
    // the first change whatever the machine's load, and the debounce is timed from there.
    await import('@/features/catalog/components/search-suggestions');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: 'گوشي' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    fireEvent.change(box, { target: { value: 'گوشي ۱۲' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(suggestionCalls()).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    // Timers set meanwhile (React's and the query cache's own) run before the clock is real again.
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    vi.useRealTimers();
    await waitFor(() => expect(suggestionCalls()).toHaveLength(1));
    expect(suggestionCalls()[0]!.url.searchParams.get('Prefix')).toBe('گوشي ۱۲');

    const list = await screen.findByRole('list', { name: 'پیشنهادهای جستجو' });
    expect(within(list).getByRole('link', { name: /گوشی موبایل سامسونگ A54/ })).toHaveAttribute(
      'href',
      '/product-details/54',
    );
    fireEvent.click(within(list).getByRole('button', { name: 'گوشي ۱۲ سامسونگ' }));
    await waitFor(() =>
      expect(lastCall(requests, 'search')!.url.searchParams.get('SearchWords')).toBe('گوشي ۱۲ سامسونگ'),
    );
    expect(screen.queryByRole('list', { name: 'پیشنهادهای جستجو' })).not.toBeInTheDocument();
  });
});
