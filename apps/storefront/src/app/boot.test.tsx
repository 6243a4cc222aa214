import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeCartServer, cartLine } from '@/test/cart-fixtures';
import { orderDetails } from '@/test/checkout-fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { catalogSettings, categoryTree, storeOpen } from '@/test/fixtures';
import { boot } from './boot';

const started: Root[] = [];
const asked = (requests: RecordedRequest[]) => requests.map((request) => request.url.pathname + request.url.search);

/** Boots the app at `path` as the browser does, and returns what it asked the API before its first render. */
async function bootAt(path: string, routes: Record<string, unknown>) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="root"></div>';
  const { requests } = installFakeApi({ 'GET /api/v2/settings/isstoreclosed': storeOpen, ...routes });
  started.push(await boot());
  // boot() has handed the first render to React and returned: nothing of the app has mounted yet.
  expect(document.querySelector('ion-app')).toBeNull();
  return asked(requests);
}

describe('boot', () => {
  afterEach(() => {
    act(() => started.splice(0).forEach((root) => root.unmount()));
    window.history.replaceState(null, '', '/');
  });

  it("asks for the categories tab's data before the app renders, and the page shows it", async () => {
    const before = await bootAt('/tabs/categories', {
      'GET /api/v2/catalog/categorytree': categoryTree,
      'GET /api/v2/settings/catalogsettings': catalogSettings,
    });
    expect(before).toEqual(
      expect.arrayContaining(['/api/v2/catalog/categorytree', '/api/v2/settings/catalogsettings']),
    );
    expect(await screen.findByText(categoryTree.Items[0]!.Name, {}, { timeout: 5_000 })).toBeTruthy();
  });

  it("asks for the cart's lines, totals and settings, an order's details and the blog's first page by their addresses", async () => {
    const cart = await bootAt('/tabs/cart', fakeCartServer({ cart: [cartLine(1, 1, 1)] }).routes);
    expect(cart).toEqual(
      expect.arrayContaining([
        '/api/v2/cart/getitems',
        '/api/v2/cart/ordertotals',
        '/api/v2/cart/getshoppingcartsettings',
      ]),
    );
    act(() => started.splice(0).forEach((root) => root.unmount()));
    expect(await bootAt('/order-details/12', { 'GET /api/v2/orders/getbyid/12': orderDetails(12) })).toContain(
      '/api/v2/orders/getbyid/12',
    );
    act(() => started.splice(0).forEach((root) => root.unmount()));
    expect(await bootAt('/blog?tag=موبایل', {})).toEqual(
      expect.arrayContaining([`/api/v2/blog/list?Limit=10&Offset=0&Tag=${encodeURIComponent('موبایل')}`]),
    );
  });
});
