import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productDetails, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { installIntersectionObserver } from '@/test/intersection-observer';
import { renderApp } from '@/test/render-app';

describe('product details page', () => {
  it('shows pictures, name, price, stock, SKU, brand, description and specifications', async () => {
    installFakeApi({
      'GET /api/v2/product/details/1': {
        ...productDetails,
        OldPrice: '۹۰٬۰۰۰٬۰۰۰ تومان',
        OldPriceValue: 900_000_000,
        Pictures: [
          { Url: '/images/1/large/a.webp', ThumbUrl: '/images/1/thumb/a.webp', Alt: '' },
          { Url: '/images/2/large/b.webp', ThumbUrl: '/images/2/thumb/b.webp', Alt: '' },
        ],
        FullDescription: '<p>دوربین اصلی</p><script>window.__hacked = true</script>',
      },
      'GET /api/v2/settings/isstoreclosed': storeOpen,
      'GET /api/v2/topic/gettopicslist': topicList,
    });
    await renderApp('/product-details/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'گوشی موبایل سامسونگ' })).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'تصاویر محصول' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(2);
    expect(within(gallery).getByRole('button', { name: 'نمایش تصویر ۲' })).toBeInTheDocument();
    expect(screen.getByText('۸۶٬۹۰۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(screen.getByText('۹۰٬۰۰۰٬۰۰۰ تومان').tagName).toBe('DEL');
    expect(screen.getByText('موجود در انبار')).toBeInTheDocument();
    expect(screen.getByText('SB-MOB-101')).toBeInTheDocument();
    expect(screen.getByText('سامسونگ')).toBeInTheDocument();
    // The description, specifications and related products are drawn near view; jsdom has no
    // IntersectionObserver, so here after the first paint (WhenNearView).
    expect(await screen.findByText('دوربین اصلی')).toBeInTheDocument();
    expect(document.querySelector('.rich-text script')).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'سیستم عامل' }).nextElementSibling).toHaveTextContent('Android');
  });

  it('says the product was not found for an unknown id', async () => {
    installFakeApi({ 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList });
    await renderApp('/product-details/999');
    expect(await screen.findByText('صفحهٔ مورد نظر پیدا نشد.')).toBeInTheDocument();
  });
});

describe('product details page: the parts far below the first screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws the description, specifications and related products only once the shopper scrolls near them', async () => {
    const observer = installIntersectionObserver();
    installFakeApi({
      'GET /api/v2/product/details/1': { ...productDetails, FullDescription: '<p>دوربین اصلی</p>' },
      'GET /api/v2/settings/isstoreclosed': storeOpen,
      'GET /api/v2/topic/gettopicslist': topicList,
    });
    await renderApp('/product-details/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'گوشی موبایل سامسونگ' })).toBeInTheDocument();
    // The QR code's button comes after the first paint; the far parts still wait for the scroll.
    expect(await screen.findByRole('button', { name: 'نمایش کد QR محصول' })).toBeInTheDocument();
    const sentinel = document.querySelector('.near-view-sentinel');
    expect(sentinel).not.toBeNull();
    expect(screen.queryByText('دوربین اصلی')).toBeNull();
    expect(screen.queryByRole('rowheader', { name: 'سیستم عامل' })).toBeNull();

    // The observer is set up once ion-content gives its scroller; then the scroll reaches the sentinel.
    await waitFor(() => {
      observer.scrollIntoView(sentinel!);
      expect(screen.getByText('دوربین اصلی')).toBeInTheDocument();
    });
    expect(screen.getByRole('rowheader', { name: 'سیستم عامل' }).nextElementSibling).toHaveTextContent('Android');
    expect(document.querySelector('.near-view-sentinel')).toBeNull();
  });
});
