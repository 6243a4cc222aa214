import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ProductList } from '@sabad/contract';
import { describe, expect, it } from 'vitest';
import { catalogSettings, categoryTree, product, productPage, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { installIntersectionObserver } from '@/test/intersection-observer';
import { renderApp } from '@/test/render-app';

const galaxy = product(1, { Name: 'گوشی موبایل سامسونگ Galaxy S24' });
const bestSellers = [galaxy, product(2, { Name: 'لپ‌تاپ لنوو IdeaPad' })];

/** The server's answer to a search that finds nothing: its alternatives, as issue 34 (item 17) asks. */
function searchAnswer(request: RecordedRequest) {
  const words = request.url.searchParams.get('SearchWords');
  if (words === 'samsung') return { body: productPage([galaxy], 10, 0) };
  return {
    body: ProductList.parse({
      Items: [],
      TotalCount: 0,
      Alternatives: {
        DidYouMean: 'samsung',
        Categories: [{ Id: 1, Name: 'موبایل و تبلت' }],
        PopularProducts: bestSellers,
      },
    }),
  };
}

describe('an empty search', () => {
  it('offers the corrected spelling, the closest categories and the best sellers, and searches the correction when tapped', async () => {
    installIntersectionObserver();
    const { requests } = installFakeApi({
      'GET /api/v2/product/search': searchAnswer,
      'GET /api/v2/catalog/categorytree': categoryTree,
      'GET /api/v2/settings/catalogsettings': catalogSettings,
      'GET /api/v2/topic/gettopicslist': topicList,
      'GET /api/v2/settings/isstoreclosed': storeOpen,
    });
    await renderApp('/product?SearchWords=samsuungg');

    expect(await screen.findByText('محصولی با این مشخصات پیدا نشد.')).toBeInTheDocument();
    const correction = screen.getByRole('link', { name: 'samsung' });
    expect(correction.closest('p')).toHaveTextContent('منظورتان samsung بود؟');
    const categories = screen.getByRole('region', { name: 'شاید در این دسته‌ها پیدا کنید' });
    expect(categories.querySelector('a')).toHaveTextContent('موبایل و تبلت');
    expect(categories.querySelector('a')?.getAttribute('href')).toContain('CategoryId=1');
    const popular = screen.getByRole('region', { name: 'پرفروش‌ترین‌های فروشگاه' });
    expect(popular.querySelectorAll('.product-list > li')).toHaveLength(2);

    fireEvent.click(correction);
    await waitFor(() =>
      expect(requests.some((request) => request.url.searchParams.get('SearchWords') === 'samsung')).toBe(true),
    );
    expect(await screen.findByRole('link', { name: /Galaxy S24/ })).toBeInTheDocument();
    expect(screen.queryByText('منظورتان')).toBeNull();
  });
});
