import type { ProductQueryInput } from '@sabad/contract';
import { buildPath } from '@sabad/contract/route-paths';
import { buildQueryString } from '@/lib/query-string';

export type ProductListFilter = Omit<ProductQueryInput, 'Limit' | 'Offset'>;

export interface PaymentResultLink {
  success?: string;
  message?: string;
  orderId?: string;
}

export interface AppPath<Args extends unknown[] = []> {
  pattern: string;
  link: (...args: Args) => string;
}

const fixed = (pattern: string): AppPath => ({ pattern, link: () => pattern });

const withQuery = <Args extends unknown[]>(pattern: string, query: (...args: Args) => object): AppPath<Args> => ({
  pattern,
  link: (...args) => `${pattern}${buildQueryString(query(...args))}`,
});

const withParams = <Args extends unknown[]>(
  pattern: string,
  params: (...args: Args) => Record<string, string | number>,
): AppPath<Args> => ({ pattern, link: (...args) => buildPath(pattern, params(...args)) });

const TABS = '/tabs';

export const paths = {
  root: fixed('/'),
  home: fixed('/home'),
  tabs: { pattern: `${TABS}/*`, link: () => TABS } satisfies AppPath,
  tabsHome: withQuery(`${TABS}/home`, (options: { refreshPage?: boolean } = {}) => ({
    refreshPage: options.refreshPage ? 'true' : undefined,
  })),
  categories: fixed(`${TABS}/categories`),
  cart: fixed(`${TABS}/cart`),
  profile: fixed(`${TABS}/profile`),
  login: withQuery(`${TABS}/login`, (returnUrl?: string) => ({ returnUrl })),
  intro: fixed('/intro'),
  appInfo: fixed('/app-info'),
  contactUs: fixed('/contactus'),
  rewardPoints: fixed('/reward-points'),
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
  checkDetails: withQuery('/check-details', (orderId?: number) => ({ orderId })),
  addToCartPopup: withQuery('/add-to-cart-popup', (productId: number, quantity: number) => ({ productId, quantity })),
  paymentResult: withQuery('/payment-result', (result: PaymentResultLink) => ({ ...result })),
  /** Where every placed order lands (nopCommerce's checkout/completed): the number and what happens next. */
  orderCompleted: withParams('/order-completed/:id', (id: number) => ({ id })),
  orders: fixed('/order'),
  orderDetails: withParams('/order-details/:id', (id: number) => ({ id })),
  returnRequests: withQuery('/return-requests', (orderId?: number) => ({ orderId })),
  downloadableFiles: fixed('/downloadable-files'),
  commissions: fixed('/commissions'),
  blog: withQuery('/blog', (tag?: string) => ({ tag })),
  blogPost: withQuery('/blog-post', (id: number) => ({ id })),
};

export const tabPagePaths = [paths.tabsHome, paths.categories, paths.cart, paths.profile, paths.login].map(
  (path) => path.pattern,
);
