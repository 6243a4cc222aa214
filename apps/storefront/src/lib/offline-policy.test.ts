import { API_BASE_PATH, routePaths, type RouteName } from '@sabad/contract/route-paths';
import { describe, expect, it } from 'vitest';
import {
  apiUrlPattern,
  backgroundRoutes,
  catalogueRoutes,
  leavesForConnectionError,
  leavesPageWhenOffline,
  viewerKeyedRoutes,
} from './offline-policy';

const origin = 'https://shop.example';
const kept = apiUrlPattern([...catalogueRoutes, ...viewerKeyedRoutes]);

describe('offline policy', () => {
  it("keeps the catalogue's reads, with their parameters and query strings", () => {
    for (const url of [
      '/api/v2/catalog/homepage',
      '/api/v2/catalog/categorytree',
      '/api/v2/product/details/12',
      '/api/v2/product/search?CategoryId=3&PageNumber=1',
      '/api/v2/topic/getbysystemname/about-us',
      '/api/v2/blog/list?PageNumber=2',
      '/api/v2/blog/getblogpost/4',
      '/api/v2/settings/catalogsettings',
    ])
      expect(kept.test(`${origin}${url}`), url).toBe(true);
  });

  it("never keeps one shopper's data or an action, nor a longer path that starts like a kept one", () => {
    for (const url of [
      '/api/v2/account/currentcustomer',
      '/api/v2/customer/info',
      '/api/v2/cart/getitems',
      '/api/v2/Wishlist/Get',
      '/api/v2/wishlist/isinwishlist/12',
      '/api/v2/orders/get',
      '/api/v2/orders/getordersettings',
      '/api/v2/returnrequest/customer',
      '/api/v2/customer/downloadableproducts',
      '/api/v2/push/publickey',
      '/api/v2/backinstocksubscriptions/product/12',
      '/api/v2/product/details/12/extra',
      '/api/v2/product/searchsuggestions?q=x',
      '/images/thumbs/0000012_phone_300.jpeg',
    ])
      expect(kept.test(`${origin}${url}`), url).toBe(false);
  });

  it('keeps no route under a per-shopper area of the API', () => {
    const perShopper =
      /^\/(account|customer|cart|wishlist|address|checkout|orders|returnrequest|download|rewardpoints|backinstock|push|user|commission)/i;
    for (const name of [...catalogueRoutes, ...viewerKeyedRoutes] as RouteName[])
      expect(routePaths[name].path, name).not.toMatch(perShopper);
    expect(API_BASE_PATH).toBe('/api/v2');
  });

  it('leaves for connection-error on every failed offline call when no service worker can answer', () => {
    expect(leavesForConnectionError('getHomePage', false)).toBe(true);
    expect(leavesForConnectionError('isStoreClosed', false)).toBe(true);
    expect(leavesPageWhenOffline({ online: false, cacheAnswersOffline: false })).toBe(true);
    expect(leavesPageWhenOffline({ online: true, cacheAnswersOffline: false })).toBe(false);
  });

  it('with a service worker: stays on the page, leaves for a page not seen or never kept, ignores background calls', () => {
    expect(leavesPageWhenOffline({ online: false, cacheAnswersOffline: true })).toBe(false);
    expect(leavesForConnectionError('getProductDetails', true)).toBe(true);
    expect(leavesForConnectionError('getCustomerInfo', true)).toBe(true);
    expect(leavesForConnectionError('getOrders', true)).toBe(true);
    for (const name of backgroundRoutes) expect(leavesForConnectionError(name, true), name).toBe(false);
  });
});
