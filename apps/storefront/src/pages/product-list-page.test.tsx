import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogSettings, categoryTree, product, productPage, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { installIntersectionObserver } from '@/test/intersection-observer';
import { renderApp } from '@/test/render-app';

const catalogue = Array.from({ length: 23 }, (_, index) => product(index + 1, { Name: `کالای شماره ${index + 1}` }));

function searchAnswer(request: RecordedRequest) {
  const limit = Number(request.url.searchParams.get('Limit'));
  const offset = Number(request.url.searchParams.get('Offset'));
  const words = request.url.searchParams.get('SearchWords');
  return { body: productPage(words ? [] : catalogue, limit, offset) };
}

function fakeStore() {
  return installFakeApi({
    'GET /api/v2/product/search': searchAnswer,
    'GET /api/v2/catalog/categorytree': categoryTree,
    'GET /api/v2/settings/catalogsettings': catalogSettings,
    'GET /api/v2/topic/gettopicslist': topicList,
    'GET /api/v2/settings/isstoreclosed': storeOpen,
  });
}

const listedProducts = () => document.querySelectorAll('.product-list > li');
const searches = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url.pathname === '/api/v2/product/search');

describe('product list page', () => {
  it('loads 10 products at a time as the shopper scrolls, until all are shown', async () => {
    const viewport = installIntersectionObserver();
    const { requests } = fakeStore();
    await renderApp('/product?CategoryId=1');

    expect(await screen.findByRole('link', { name: /کالای شماره 10/ })).toBeInTheDocument();
    expect(listedProducts()).toHaveLength(10);
    expect(screen.getByText('۲۳ محصول')).toBeInTheDocument();
    expect(await screen.findByText('موبایل و تبلت', { selector: 'ion-title' })).toBeInTheDocument();

    // The list's end is watched from an effect of its own: wait for it.
    await viewport.untilObserved(document.querySelector('.load-more')!);
    await act(async () => viewport.scrollIntoView(document.querySelector('.load-more')!));
    await waitFor(() => expect(listedProducts()).toHaveLength(20));
    await viewport.untilObserved(document.querySelector('.load-more')!);
    await act(async () => viewport.scrollIntoView(document.querySelector('.load-more')!));
    await waitFor(() => expect(listedProducts()).toHaveLength(23));
    expect(document.querySelector('.load-more')).toBeNull();

    const pages = searches(requests).map((request) => [
      request.url.searchParams.get('CategoryId'),
      request.url.searchParams.get('Limit'),
      request.url.searchParams.get('Offset'),
    ]);
    expect(pages).toEqual([
      ['1', '10', '0'],
      ['1', '10', '10'],
      ['1', '10', '20'],
    ]);
  });

  it("asks for the first screen's pictures first, each at the size it is shown", async () => {
    installIntersectionObserver();
    fakeStore();
    await renderApp('/product?CategoryId=1');
    await screen.findByRole('link', { name: /کالای شماره 10/ });

    const pictures = Array.from(document.querySelectorAll<HTMLImageElement>('.product-list img'));
    expect(pictures).toHaveLength(10);
    // As the server's first screen of the list asks for them: the first at high priority, the six rows a
    // phone shows at once, the rest when the shopper scrolls to them.
    expect(pictures.map((picture) => [picture.getAttribute('loading'), picture.getAttribute('fetchpriority')])).toEqual(
      [
        ['eager', 'high'],
        ...Array.from({ length: 5 }, () => ['eager', null]),
        ...Array.from({ length: 4 }, () => ['lazy', null]),
      ],
    );
    // A 96px row offers the 240px picture beside the 600px one it names, with its size set.
    expect(pictures[0]).toHaveAttribute(
      'srcset',
      '/images/1/thumb/product-1.webp 240w, /images/1/medium/product-1.webp 600w',
    );
    expect(pictures[0]).toHaveAttribute('sizes', '96px');
    expect(pictures[0]).toHaveAttribute('width', '96');
    expect(pictures[0]).toHaveAttribute('height', '96');
  });

  it('starts over from the first page when the sort order changes', async () => {
    installIntersectionObserver();
    const { requests } = fakeStore();
    await renderApp('/product?CategoryId=1');
    await screen.findByRole('link', { name: /کالای شماره 1\b/ });

    fireEvent.change(screen.getByLabelText('مرتب‌سازی'), { target: { value: 'price-asc' } });

    await waitFor(() => expect(searches(requests).at(-1)?.url.searchParams.get('Sort')).toBe('price-asc'));
    expect(searches(requests).at(-1)?.url.searchParams.get('Offset')).toBe('0');
    expect(screen.getByLabelText('مرتب‌سازی')).toHaveValue('price-asc');
  });

  it('says so when nothing matches', async () => {
    installIntersectionObserver();
    fakeStore();
    await renderApp('/product?SearchWords=ناموجود');
    expect(await screen.findByText('محصولی با این مشخصات پیدا نشد.')).toBeInTheDocument();
    expect(listedProducts()).toHaveLength(0);
  });
});
