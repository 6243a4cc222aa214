import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogSettings, homePage, storeLogo, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

async function renderHome() {
  installFakeApi({
    'GET /api/v2/catalog/homepage': homePage,
    'GET /api/v2/settings/catalogsettings': catalogSettings,
    'GET /api/v2/common/logo': storeLogo,
    'GET /api/v2/topic/gettopicslist': topicList,
    'GET /api/v2/settings/isstoreclosed': storeOpen,
  });
  await renderApp('/tabs/home');
}

describe('home page', () => {
  it('shows the categories as round tiles and the product rows with names and Toman prices', async () => {
    await renderHome();

    const featured = await screen.findByRole('region', { name: 'محصولات ویژه' });
    const samsung = within(featured).getByRole('link', { name: /گوشی موبایل سامسونگ/ });
    expect(samsung).toHaveAttribute('href', '/product-details/1');
    expect(within(samsung).getByText('۸۶٬۹۰۰٬۰۰۰ تومان')).toBeInTheDocument();

    const lipstick = within(featured).getByRole('link', { name: /رژ لب مایع/ });
    expect(within(lipstick).getByText('۳۹۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(lipstick).getByText('۴۶۰٬۰۰۰ تومان').tagName).toBe('DEL');

    const newest = screen.getByRole('region', { name: 'تازه‌ها' });
    expect(within(newest).getByRole('link', { name: /کفش دویدن مردانه/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'پرفروش‌ترین‌ها' })).not.toBeInTheDocument();

    const tiles = screen.getByRole('region', { name: 'دسته‌بندی‌ها' });
    await screen.findByText('سبد', { selector: 'ion-title' });
    expect(within(tiles).getByRole('link', { name: 'موبایل و تبلت' })).toHaveAttribute('href', '/product?CategoryId=1');
    expect(tiles.querySelector('.category-tiles--circle')).not.toBeNull();
  });

  it("loads the first row's visible pictures at once, the first one first, the rest lazily, at the size shown", async () => {
    await renderHome();

    const featured = await screen.findByRole('region', { name: 'محصولات ویژه' });
    const [first, second] = Array.from(featured.querySelectorAll('img'));
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'eager');
    expect(second).not.toHaveAttribute('fetchpriority');
    // A 132px card offers the 240px picture beside the 600px one it names, with its size set.
    expect(first).toHaveAttribute(
      'srcset',
      '/images/1/thumb/product-1.webp 240w, /images/1/medium/product-1.webp 600w',
    );
    expect(first).toHaveAttribute('sizes', '132px');
    expect(first).toHaveAttribute('width', '132');
    expect(first).toHaveAttribute('height', '132');

    const newest = screen.getByRole('region', { name: 'تازه‌ها' });
    for (const picture of Array.from(newest.querySelectorAll('img'))) {
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).not.toHaveAttribute('fetchpriority');
    }
  });
});
