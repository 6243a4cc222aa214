import type { ProductQueryInput } from '@sabad/contract';
import { buildPath } from '@sabad/contract/route-paths';
import { buildQueryString } from '../lib/query-string';

/** The product list's query: the spec's product query with a sort, without paging. */
export type ProductListFilter = Omit<ProductQueryInput, 'Limit' | 'Offset'>;

export interface PaymentResultLink {
  success?: string;
  message?: string;
  orderId?: string;
}

/** One route of the app: the pattern the router registers, and the link that leads there. */
export interface AppPath<Args extends unknown[] = []> {
  pattern: string;
  link: (...args: Args) => string;
}

/** A route without parameters: its link is its pattern. */
const fixed = (pattern: string): AppPath => ({ pattern, link: () => pattern });

/** A route whose arguments travel in the query string (`/user-reviews?productId=12`). */
const withQuery = <Args extends unknown[]>(pattern: string, query: (...args: Args) => object): AppPath<Args> => ({
  pattern,
  link: (...args) => `${pattern}${buildQueryString(query(...args))}`,
});

/** A route with `:name` segments (`/product-details/:id`), filled and encoded by the link. */
const withParams = <Args extends unknown[]>(
  pattern: string,
  params: (...args: Args) => Record<string, string | number>,
): AppPath<Args> => ({ pattern, link: (...args) => buildPath(pattern, params(...args)) });

const TABS = '/tabs';

/** Every route of the app: app/router.tsx and app/tabs.tsx register the patterns, every link is built here. */
export const paths = {
  root: fixed('/'),
  home: fixed('/home'),
  /** The tab pages' outlet; its own address leads to the home tab. */
  tabs: { pattern: `${TABS}/*`, link: () => TABS } satisfies AppPath,
  /** `refreshPage` reloads the home page's data (docs/product.md §4, after a logout). */
  tabsHome: withQuery(`${TABS}/home`, (options: { refreshPage?: boolean } = {}) => ({
    refreshPage: options.refreshPage ? 'true' : undefined,
  })),
  categories: fixed(`${TABS}/categories`),
  cart: fixed(`${TABS}/cart`),
  profile: fixed(`${TABS}/profile`),
  /** `returnUrl`: where to go once logged in or registered (a path of this app, lib/return-url.ts). */
  login: withQuery(`${TABS}/login`, (returnUrl?: string) => ({ returnUrl })),
  intro: fixed('/intro'),
  appInfo: fixed('/app-info'),
  contactUs: fixed('/contactus'),
  rewardPoints: fixed('/reward-points'),
  /** `returnUrl`: the page the shopper wanted, opened again by the retry button (a path of this app). */
  connectionError: withQuery('/connection-error', (returnUrl?: string) => ({ returnUrl })),
  storeClosed: fixed('/store-closed'),
  termsConditions: fixed('/terms-conditions'),
  registrationResult: fixed('/registration-result'),
  mobileVerifyToken: withQuery(
    '/mobile-verify-token',
    (verification: { emailMobile: string; sentTo: string; expiresInSeconds: number; returnUrl?: string }) => ({
      emailMobile: verification.emailMobile,
      sentTo: verification.sentTo,
      expires: verification.expiresInSeconds,
      returnUrl: verification.returnUrl,
    }),
  ),
  passwordRecovery: fixed('/password-recovery'),
  resetPassword: withQuery('/reset-password', (reset: { emailMobile: string; ticket: string }) => ({
    emailMobile: reset.emailMobile,
    ticket: reset.ticket,
  })),
  customerInfo: fixed('/customer-info'),
  changePassword: fixed('/change-password'),
  addresses: fixed('/address'),
  addressDetails: withQuery('/address-details', (id?: number) => ({ id })),
  selectLocationOnMap: fixed('/select-location-on-map'),
  topic: withParams('/topic/:systemName', (systemName: string) => ({ systemName })),
  productList: withQuery('/product', (filter: ProductListFilter = {}) => filter),
  productDetails: withParams('/product-details/:id', (id: number) => ({ id })),
  productCompare: fixed('/product-compare'),
  /** The spec's user-reviews route; the product travels in the query (`?productId=12`). */
  userReviews: withQuery('/user-reviews', (productId: number) => ({ productId })),
  backInStockSubscriptions: fixed('/back-in-stock-subscriptions'),
  qrCodeScanner: fixed('/qr-code-scanner'),
  wishList: fixed('/wish-list'),
  cartReview: fixed('/cart-review'),
  /** The first checkout step after the cart (nopCommerce's order: billing, shipping, payment, review). */
  checkout: fixed('/billing-address'),
  shippingAddress: fixed('/shipping-address'),
  shipping: fixed('/shipping'),
  payment: fixed('/payment'),
  checkPayment: fixed('/check-payment'),
  /** The cheques of a placed order (`?orderId=12`): their statuses, and new ones when the store rejected them. */
  checkDetails: withQuery('/check-details', (orderId?: number) => ({ orderId })),
  addToCartPopup: withQuery('/add-to-cart-popup', (productId: number, quantity: number) => ({ productId, quantity })),
  paymentResult: withQuery('/payment-result', (result: PaymentResultLink) => ({ ...result })),
  orders: fixed('/order'),
  orderDetails: withParams('/order-details/:id', (id: number) => ({ id })),
  /** With `orderId`, the return form of that order; without it, the customer's return requests. */
  returnRequests: withQuery('/return-requests', (orderId?: number) => ({ orderId })),
  downloadableFiles: fixed('/downloadable-files'),
  commissions: fixed('/commissions'),
  /** The blog's posts, newest first; with `tag`, only the posts that carry it (`/blog?tag=موبایل`). */
  blog: withQuery('/blog', (tag?: string) => ({ tag })),
  /** One post (`/blog-post?id=3`), as the server's shared page head and sitemap link it. */
  blogPost: withQuery('/blog-post', (id: number) => ({ id })),
};

/** Paths of the tab pages: the Android back button offers to exit on these. */
export const tabPagePaths = [paths.tabsHome, paths.categories, paths.cart, paths.profile, paths.login].map(
  (path) => path.pattern,
);
