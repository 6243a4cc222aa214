import { API_BASE_PATH, routePaths, type RouteName, type RoutePath } from '@sabad/contract/route-paths';

/**
 * What the storefront does without a network (docs/adr/0027): which API answers the service worker
 * keeps, and which failed calls send the shopper to connection-error. vite.config.ts builds the service
 * worker's URL patterns from these lists, so the worker and the app never disagree.
 */

/**
 * Catalogue reads kept by the service worker (stale-while-revalidate): their answers are the same for
 * every shopper (the API caches them keyed by their parameters alone, and prices are not per customer),
 * so a copy on the device never shows one shopper another's data. Nothing under account, customer, cart,
 * wishlist, checkout, orders, returns, downloads, reward points, back-in-stock or push is here.
 */
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

/**
 * A blog post carries its viewer's own comments still waiting for approval: the worker keeps it too, but
 * under a key that includes the signed-in viewer (vite.config.ts), so a copy is only ever shown to the
 * session that fetched it.
 */
export const viewerKeyedRoutes = ['getBlogPost'] as const satisfies readonly RouteName[];

/**
 * Calls made around a page's content (the start's store-closed check, the cart and wishlist counts, the
 * product's wishlist heart, stock subscription, reviews and the price of its preselected attributes, search
 * suggestions while typing, who is signed in, Web Push): offline, a failure is quiet. They never send the
 * shopper away from a page that opened from the cache.
 */
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

/**
 * Whether a call that failed while offline sends the shopper to connection-error. Without a service worker
 * answering (the native app, the first visit) every call does, as before. With one, a failed catalogue read
 * means the page was not seen, and a never-kept call (account, cart, checkout, orders) cannot work offline:
 * both go to connection-error; the background calls fail quietly.
 */
export function leavesForConnectionError(name: RouteName, cacheAnswersOffline: boolean): boolean {
  return !cacheAnswersOffline || !quietWhenOffline.has(name);
}

/**
 * Whether the app leaves the current page for connection-error on its own (on going offline, or on a
 * navigation while offline), before any call fails. Only without a cache: with one, the page's own calls
 * decide (the cache may answer them).
 */
export function leavesPageWhenOffline(state: { online: boolean; cacheAnswersOffline: boolean }): boolean {
  return !state.online && !state.cacheAnswersOffline;
}

/**
 * The URLs of `names` ('https://shop.example/api/v2/product/details/12?x=1'), for the service worker's
 * routes: Workbox tests a RegExp against the whole address.
 */
export function apiUrlPattern(names: readonly RouteName[]): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const alternatives = names.map((name) => {
    const route: RoutePath = routePaths[name];
    const full = `${route.absolute ? '' : API_BASE_PATH}${route.path}`;
    // A parameter fills one path segment.
    return full
      .split(/(:[A-Za-z]+)/)
      .map((part) => (part.startsWith(':') ? '[^/?#]+' : escape(part)))
      .join('');
  });
  return new RegExp(`^https?://[^/]+(?:${alternatives.join('|')})(?:\\?.*)?$`, 'i');
}
