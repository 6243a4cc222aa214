import { API_BASE_PATH, routePaths, type RouteName, type RoutePath } from '@sabad/contract/route-paths';

/** vite.config.ts builds the service worker's URL patterns from these lists, so the worker and the app agree. */

/** Kept by the service worker: the same answer for every shopper, so a copy never shows one shopper another's data. */
export const catalogueRoutes = [
  'getLogo',
  'isStoreClosed',
  'getCustomerSettings',
  'getCatalogSettings',
  'getAppConfig',
  'getCartSettings',
  'getTopicList',
  'getTopic',
  'getCategoryTree',
  'getHomePage',
  'getManufacturers',
  'searchProducts',
  'getProductFilters',
  'getProductDetails',
  'getBlogPosts',
  'getBlogTags',
  'getContactInfo',
] as const satisfies readonly RouteName[];

/** Carries the viewer's pending comments: kept under a key that includes the viewer, shown only to that session. */
export const viewerKeyedRoutes = ['getBlogPost'] as const satisfies readonly RouteName[];

/** Calls around a page's content: offline, their failure is quiet and never sends the shopper away. */
export const backgroundRoutes = [
  'isStoreClosed',
  'changeProductAttributes',
  'getSearchSuggestions',
  'getCurrentCustomer',
  'getCartItems',
  'getWishlist',
  'isInWishlist',
  'getBackInStockStatus',
  'getProductReviews',
  'getCompareList',
  'getPushPublicKey',
  'getAppVersions',
] as const satisfies readonly RouteName[];

const quietWhenOffline: ReadonlySet<RouteName> = new Set(backgroundRoutes);

export function leavesForConnectionError(name: RouteName, cacheAnswersOffline: boolean): boolean {
  return !cacheAnswersOffline || !quietWhenOffline.has(name);
}

export function leavesPageWhenOffline(state: { online: boolean; cacheAnswersOffline: boolean }): boolean {
  return !state.online && !state.cacheAnswersOffline;
}

/** Workbox tests a RegExp against the whole address. */
export function apiUrlPattern(names: readonly RouteName[]): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const alternatives = names.map((name) => {
    const route: RoutePath = routePaths[name];
    const full = `${route.absolute ? '' : API_BASE_PATH}${route.path}`;
    return full
      .split(/(:[A-Za-z]+)/)
      .map((part) => (part.startsWith(':') ? '[^/?#]+' : escape(part)))
      .join('');
  });
  return new RegExp(`^https?://[^/]+(?:${alternatives.join('|')})(?:\\?.*)?$`, 'i');
}
