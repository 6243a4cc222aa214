import type { ProductQueryInput } from '@sabad/contract';
import { buildQueryString } from '../lib/query-string';

/** Route patterns as the router registers them. */
export const routePatterns = {
  tabs: '/tabs/*',
  productDetails: '/product-details/:id',
  topic: '/topic/:systemName',
} as const;

/** The product list's query: the spec's product query with a sort, without paging. */
export type ProductListFilter = Omit<ProductQueryInput, 'Limit' | 'Offset'>;

export interface PaymentResultLink {
  success?: string;
  message?: string;
  orderId?: string;
}

/** Every link of the app is built here. */
export const paths = {
  root: () => '/',
  home: () => '/home',
  tabsHome: () => '/tabs/home',
  tabsHomeRefreshed: () => '/tabs/home?refreshPage=true',
  categories: () => '/tabs/categories',
  cart: () => '/tabs/cart',
  profile: () => '/tabs/profile',
  login: () => '/tabs/login',
  intro: () => '/intro',
  appInfo: () => '/app-info',
  contactUs: () => '/contactus',
  rewardPoints: () => '/reward-points',
  connectionError: () => '/connection-error',
  storeClosed: () => '/store-closed',
  termsConditions: () => '/terms-conditions',
  registrationResult: () => '/registration-result',
  mobileVerifyToken: (verification: { emailMobile: string; sentTo: string; expiresInSeconds: number }) =>
    `/mobile-verify-token${buildQueryString({ emailMobile: verification.emailMobile, sentTo: verification.sentTo, expires: verification.expiresInSeconds })}`,
  passwordRecovery: () => '/password-recovery',
  resetPassword: (reset: { emailMobile: string; ticket: string }) =>
    `/reset-password${buildQueryString({ emailMobile: reset.emailMobile, ticket: reset.ticket })}`,
  customerInfo: () => '/customer-info',
  changePassword: () => '/change-password',
  addresses: () => '/address',
  addressDetails: (id?: number) => `/address-details${id === undefined ? '' : buildQueryString({ id })}`,
  selectLocationOnMap: () => '/select-location-on-map',
  topic: (systemName: string) => `/topic/${encodeURIComponent(systemName)}`,
  productList: (filter: ProductListFilter = {}) => `/product${buildQueryString(filter)}`,
  productDetails: (id: number) => `/product-details/${id}`,
  productCompare: () => '/product-compare',
  /** The spec's user-reviews route; the product travels in the query (`?productId=12`). */
  userReviews: (productId: number) => `/user-reviews${buildQueryString({ productId })}`,
  backInStockSubscriptions: () => '/back-in-stock-subscriptions',
  qrCodeScanner: () => '/qr-code-scanner',
  wishList: () => '/wish-list',
  cartReview: () => '/cart-review',
  /** The first checkout step after the cart (nopCommerce's order: billing, shipping, payment, review). */
  checkout: () => '/billing-address',
  addToCartPopup: (productId: number, quantity: number) =>
    `/add-to-cart-popup${buildQueryString({ productId, quantity })}`,
  paymentResult: (result: PaymentResultLink) => `/payment-result${buildQueryString({ ...result })}`,
};

/** Paths of the tab pages: the Android back button offers to exit on these. */
export const tabPagePaths = ['/tabs/home', '/tabs/categories', '/tabs/cart', '/tabs/profile', '/tabs/login'];
