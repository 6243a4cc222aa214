import type { z } from 'zod';
import { IdParams, SuccessResponse } from './common.js';
import {
  AppConfig,
  AppVersionList,
  CartSettings,
  CatalogSettings,
  CustomerSettings,
  OrderSettings,
  StoreClosedStatus,
  StoreLogo,
} from './settings.js';
import { Topic, TopicList, TopicParams } from './content.js';
import {
  AddToCartRequest,
  ApplyGiftCardRequest,
  CartActionResponse,
  CartItemList,
  IsInWishlistResponse,
  OrderTotals,
  UpdateCartQuantityRequest,
  WishlistResponse,
} from './cart.js';
import {
  AttributeChangeRequest,
  AttributeChangeResponse,
  CategoryTree,
  HomePage,
  ManufacturerList,
  ProductDetails,
  ProductFilterQuery,
  ProductList,
  ProductListFilters,
  ProductQuery,
  SearchSuggestionList,
  SearchSuggestionQuery,
} from './catalog.js';
import {
  ChangePasswordRequest,
  CodeResendRequest,
  CodeSent,
  CurrentCustomer,
  LoginRequest,
  LoginResponse,
  PasswordRecoveryConfirmRequest,
  PasswordRecoverySendQuery,
  PasswordRecoveryVerified,
  PasswordRecoveryVerifyRequest,
  RegisterRequest,
  RegistrationStarted,
  RegistrationVerifyRequest,
} from './account.js';
import { CompareList } from './compare.js';
import { ProductBySku, ProductBySkuParams } from './links.js';
import {
  Address,
  AddressForm,
  AddressInput,
  AddressList,
  AvatarResponse,
  CityList,
  ContactChangeRequest,
  ContactChangeVerifyRequest,
  CustomerInfo,
  CustomerInfoUpdate,
} from './customer.js';
import {
  ProductReviewAddRequest,
  ProductReviewAddResponse,
  ProductReviewList,
  ProductReviewsQuery,
  ReviewHelpfulnessRequest,
  ReviewHelpfulnessResponse,
} from './reviews.js';
import {
  BackInStockStatus,
  BackInStockSubscribeResponse,
  BackInStockSubscriptionList,
  BackInStockSubscriptionsQuery,
} from './back-in-stock.js';

/** Every API path lives under this base (DESIGN §2). */
export const API_BASE_PATH = '/api/v2';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint. `path` is relative to {@link API_BASE_PATH} unless `absolute` is set, written as the
 * spec writes it (the server matches it case-insensitively, with or without a trailing slash);
 * `:name` marks a path parameter.
 */
export interface RouteDef {
  method: HttpMethod;
  path: string;
  absolute?: boolean;
  summary: string;
  tags: string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Whether the call needs a logged-in customer (401 otherwise). */
  auth?: boolean;
}

/** The route table: the server registers exactly these; the storefront calls through them. */
export const routes = {
  getLogo: {
    method: 'GET',
    path: '/common/logo',
    summary: 'Store logo and name',
    tags: ['settings'],
    response: StoreLogo,
  },
  isStoreClosed: {
    method: 'GET',
    path: '/settings/isstoreclosed',
    summary: 'Whether the store is closed',
    tags: ['settings'],
    response: StoreClosedStatus,
  },
  getCustomerSettings: {
    method: 'GET',
    path: '/settings/getcustomersettings',
    summary: 'Registration and profile settings',
    tags: ['settings'],
    response: CustomerSettings,
  },
  getCatalogSettings: {
    method: 'GET',
    path: '/settings/catalogsettings',
    summary: 'Catalogue settings',
    tags: ['settings'],
    response: CatalogSettings,
  },
  getAppConfig: {
    method: 'GET',
    path: '/settings/getappconfig',
    summary: 'App configuration, including reward points',
    tags: ['settings'],
    response: AppConfig,
  },
  getCartSettings: {
    method: 'GET',
    path: '/settings/cartsettings',
    summary: 'Shopping cart settings',
    tags: ['settings'],
    response: CartSettings,
  },
  getShoppingCartSettings: {
    method: 'GET',
    path: '/cart/getshoppingcartsettings',
    summary: 'Shopping cart settings (the cart screen reads them here)',
    tags: ['cart'],
    response: CartSettings,
  },
  getOrderSettings: {
    method: 'GET',
    path: '/orders/getordersettings',
    summary: 'Order settings',
    tags: ['orders'],
    response: OrderSettings,
  },
  getTopicList: {
    method: 'GET',
    path: '/topic/gettopicslist',
    summary: 'Information pages for the side menu',
    tags: ['content'],
    response: TopicList,
  },
  getTopic: {
    method: 'GET',
    path: '/topic/getbysystemname/:systemName',
    summary: 'One information page',
    tags: ['content'],
    params: TopicParams,
    response: Topic,
  },
  getAppVersions: {
    method: 'GET',
    path: '/app-version.json',
    absolute: true,
    summary: 'Remote version records, one per app build',
    tags: ['settings'],
    response: AppVersionList,
  },
  getCategoryTree: {
    method: 'GET',
    path: '/catalog/categorytree',
    summary: 'Category tree under the root (id 0)',
    tags: ['catalog'],
    response: CategoryTree,
  },
  getHomePage: {
    method: 'GET',
    path: '/catalog/homepage',
    summary: 'Home page: categories and product rows',
    tags: ['catalog'],
    response: HomePage,
  },
  getManufacturers: {
    method: 'GET',
    path: '/catalog/manufacturers',
    summary: 'Brands',
    tags: ['catalog'],
    response: ManufacturerList,
  },
  searchProducts: {
    method: 'GET',
    path: '/product/search',
    summary: 'Product list and search',
    tags: ['catalog'],
    query: ProductQuery,
    response: ProductList,
  },
  getProductFilters: {
    method: 'GET',
    path: '/product/searchfilters',
    summary: 'Filters of a product list (brands, price range, specification options) with facet counts',
    tags: ['catalog'],
    query: ProductFilterQuery,
    response: ProductListFilters,
  },
  getSearchSuggestions: {
    method: 'GET',
    path: '/product/searchsuggestions',
    summary: 'Search suggestions as the shopper types',
    tags: ['catalog'],
    query: SearchSuggestionQuery,
    response: SearchSuggestionList,
  },
  getProductDetails: {
    method: 'GET',
    path: '/product/details/:id',
    summary: 'Product details',
    tags: ['catalog'],
    params: IdParams,
    response: ProductDetails,
  },
  changeProductAttributes: {
    method: 'POST',
    path: '/cart/ProductDetails_AttributeChange',
    summary: 'Price, stock and SKU for the chosen attributes',
    tags: ['catalog'],
    body: AttributeChangeRequest,
    response: AttributeChangeResponse,
  },
  getCurrentCustomer: {
    method: 'GET',
    path: '/account/currentcustomer',
    summary: 'The logged-in customer',
    tags: ['account'],
    auth: true,
    response: CurrentCustomer,
  },
  register: {
    method: 'POST',
    path: '/account/register',
    summary: 'Start a registration: a code goes to the email or mobile number',
    tags: ['account'],
    body: RegisterRequest,
    response: RegistrationStarted,
  },
  verifyRegistration: {
    method: 'POST',
    path: '/account/registerverifytokenpost',
    summary: 'Confirm a registration with its code; answers with the AccessToken',
    tags: ['account'],
    body: RegistrationVerifyRequest,
    response: LoginResponse,
  },
  resendRegistrationCode: {
    method: 'POST',
    path: '/account/registerverifytokenresend',
    summary: 'Send the registration code again',
    tags: ['account'],
    body: CodeResendRequest,
    response: CodeSent,
  },
  login: {
    method: 'POST',
    path: '/account/login',
    summary: 'Log in with an email or mobile number and a password',
    tags: ['account'],
    body: LoginRequest,
    response: LoginResponse,
  },
  logout: {
    method: 'POST',
    path: '/account/logout',
    summary: 'End this session: the token stops working',
    tags: ['account'],
    response: SuccessResponse,
  },
  changePassword: {
    method: 'PUT',
    path: '/user/changepassword',
    summary: "Change the password; the customer's other sessions end",
    tags: ['account'],
    auth: true,
    body: ChangePasswordRequest,
    response: SuccessResponse,
  },
  sendPasswordRecoveryCode: {
    method: 'POST',
    path: '/user/passwordrecoverysend',
    summary: 'Send a password-recovery code (the same answer for unknown accounts)',
    tags: ['account'],
    query: PasswordRecoverySendQuery,
    response: CodeSent,
  },
  verifyPasswordRecoveryCode: {
    method: 'POST',
    path: '/user/passwordrecoveryverifytokenpost',
    summary: 'Check a recovery code; answers with a one-time reset ticket',
    tags: ['account'],
    body: PasswordRecoveryVerifyRequest,
    response: PasswordRecoveryVerified,
  },
  resendPasswordRecoveryCode: {
    method: 'POST',
    path: '/user/passwordrecoveryverifytokenresend',
    summary: 'Send the recovery code again',
    tags: ['account'],
    body: CodeResendRequest,
    response: CodeSent,
  },
  confirmPasswordRecovery: {
    method: 'POST',
    path: '/user/passwordrecoveryconfirmpost',
    summary: 'Set a new password with the reset ticket',
    tags: ['account'],
    body: PasswordRecoveryConfirmRequest,
    response: SuccessResponse,
  },
  getCustomerInfo: {
    method: 'GET',
    path: '/customer/info',
    summary: "The customer's profile",
    tags: ['customer'],
    auth: true,
    response: CustomerInfo,
  },
  updateCustomerInfo: {
    method: 'PUT',
    path: '/customer/info',
    summary: "Change the customer's profile",
    tags: ['customer'],
    auth: true,
    body: CustomerInfoUpdate,
    response: CustomerInfo,
  },
  startContactChange: {
    method: 'POST',
    path: '/customer/contactchange',
    summary:
      'Change the email or mobile number: a code goes to the new address (the same answer when another account holds it; its owner gets a notice)',
    tags: ['customer'],
    auth: true,
    body: ContactChangeRequest,
    response: RegistrationStarted,
  },
  verifyContactChange: {
    method: 'POST',
    path: '/customer/contactchangeverify',
    summary: 'Confirm the new email or mobile number with its code; answers with the updated profile',
    tags: ['customer'],
    auth: true,
    body: ContactChangeVerifyRequest,
    response: CustomerInfo,
  },
  uploadAvatar: {
    method: 'POST',
    path: '/customer/avatar',
    // The body is not JSON, so it has no zod schema here; the summary documents it for the OpenAPI page.
    summary:
      "Set the customer's avatar. Body: multipart/form-data with one file field `Picture` (JPEG, PNG or WebP, at most 2 MB; " +
      'the content is checked, then cropped to a square of at most 512 px); answers with the new AvatarUrl',
    tags: ['customer'],
    auth: true,
    response: AvatarResponse,
  },
  deleteAvatar: {
    method: 'DELETE',
    path: '/customer/avatar',
    summary: "Remove the customer's avatar (AvatarUrl becomes null)",
    tags: ['customer'],
    auth: true,
    response: AvatarResponse,
  },
  getAddresses: {
    method: 'GET',
    path: '/customer/addresses',
    summary: "The customer's addresses",
    tags: ['customer'],
    auth: true,
    response: AddressList,
  },
  createAddress: {
    method: 'POST',
    path: '/customer/addresses',
    summary: 'Add an address',
    tags: ['customer'],
    auth: true,
    body: AddressInput,
    response: Address,
  },
  updateAddress: {
    method: 'PUT',
    path: '/customer/addresses/:id',
    summary: 'Change one of the customer’s addresses',
    tags: ['customer'],
    auth: true,
    params: IdParams,
    body: AddressInput,
    response: Address,
  },
  deleteAddress: {
    method: 'DELETE',
    path: '/customer/addresses/:id',
    summary: 'Delete one of the customer’s addresses',
    tags: ['customer'],
    auth: true,
    params: IdParams,
    response: SuccessResponse,
  },
  getAddressForm: {
    method: 'GET',
    path: '/customer/addressform',
    summary: 'Provinces and the custom address fields of the address form',
    tags: ['customer'],
    response: AddressForm,
  },
  getCities: {
    method: 'GET',
    path: '/common/cities/:id',
    summary: 'The cities of a province',
    tags: ['customer'],
    params: IdParams,
    response: CityList,
  },
  getCompareList: {
    method: 'GET',
    path: '/catalog/compare',
    summary: "The shopper's compare list (404 when the store has compare turned off)",
    tags: ['catalog'],
    response: CompareList,
  },
  addToCompareList: {
    method: 'POST',
    path: '/catalog/compare/:id',
    summary: 'Add a product to the compare list; a full list drops its oldest product and says so in Message',
    tags: ['catalog'],
    params: IdParams,
    response: CompareList,
  },
  removeFromCompareList: {
    method: 'DELETE',
    path: '/catalog/compare/:id',
    summary: 'Take a product off the compare list',
    tags: ['catalog'],
    params: IdParams,
    response: CompareList,
  },
  clearCompareList: {
    method: 'DELETE',
    path: '/catalog/compare',
    summary: 'Empty the compare list',
    tags: ['catalog'],
    response: CompareList,
  },
  getProductBySku: {
    method: 'GET',
    path: '/product/bysku/:sku',
    summary: 'The product a SKU belongs to (a scanned or typed code)',
    tags: ['catalog'],
    params: ProductBySkuParams,
    response: ProductBySku,
  },
  getProductReviews: {
    method: 'GET',
    path: '/product/productreviews/:id',
    summary: "A product's approved reviews, newest first, with its average rating",
    tags: ['reviews'],
    params: IdParams,
    query: ProductReviewsQuery,
    response: ProductReviewList,
  },
  addProductReview: {
    method: 'POST',
    path: '/product/productreviewsadd/:id',
    summary: 'Write a review of a product (one per customer; shown once approved when the store approves reviews)',
    tags: ['reviews'],
    auth: true,
    params: IdParams,
    body: ProductReviewAddRequest,
    response: ProductReviewAddResponse,
  },
  setReviewHelpfulness: {
    method: 'POST',
    path: '/product/setproductreviewhelpfulness/:id',
    summary: "Vote whether a review was helpful (one vote per customer, changeable; not on one's own review)",
    tags: ['reviews'],
    auth: true,
    params: IdParams,
    body: ReviewHelpfulnessRequest,
    response: ReviewHelpfulnessResponse,
  },
  getBackInStockSubscriptions: {
    method: 'GET',
    path: '/backinstocksubscriptions',
    summary: "The customer's back-in-stock subscriptions, newest first",
    tags: ['back-in-stock'],
    auth: true,
    query: BackInStockSubscriptionsQuery,
    response: BackInStockSubscriptionList,
  },
  getBackInStockStatus: {
    method: 'GET',
    path: '/backinstocksubscriptions/product/:id',
    summary: 'Whether a product can be subscribed to and whether the customer already is',
    tags: ['back-in-stock'],
    params: IdParams,
    response: BackInStockStatus,
  },
  subscribeBackInStock: {
    method: 'POST',
    path: '/backinstocksubscriptions/product/:id',
    summary: 'Be told when an out-of-stock product is back (registered customers; one subscription per product)',
    tags: ['back-in-stock'],
    auth: true,
    params: IdParams,
    response: BackInStockSubscribeResponse,
  },
  deleteBackInStockSubscription: {
    method: 'DELETE',
    path: '/backinstocksubscriptions/:id',
    summary: 'End one of the customer’s back-in-stock subscriptions',
    tags: ['back-in-stock'],
    auth: true,
    params: IdParams,
    response: SuccessResponse,
  },
  getCartItems: {
    method: 'GET',
    path: '/cart/getitems',
    summary: "The shopper's cart lines, priced now",
    tags: ['cart'],
    response: CartItemList,
  },
  getOrderTotals: {
    method: 'GET',
    path: '/cart/ordertotals',
    summary: "The cart's subtotal, discounts, tax, gift cards and total",
    tags: ['cart'],
    response: OrderTotals,
  },
  addToCart: {
    method: 'POST',
    path: '/cart/add',
    summary: 'Add a product with its chosen attributes (the same product and attributes add to the existing line)',
    tags: ['cart'],
    body: AddToCartRequest,
    response: CartActionResponse,
  },
  updateCartQuantity: {
    method: 'PUT',
    path: '/cart/updatequantity',
    summary: "Set a cart line's quantity",
    tags: ['cart'],
    body: UpdateCartQuantityRequest,
    response: CartActionResponse,
  },
  deleteCartItem: {
    method: 'DELETE',
    path: '/cart/delete/:id',
    summary: 'Remove a cart line',
    tags: ['cart'],
    params: IdParams,
    response: CartActionResponse,
  },
  applyGiftCard: {
    method: 'POST',
    path: '/cart/applygiftcard',
    summary: 'Apply a gift card code to the cart',
    tags: ['cart'],
    body: ApplyGiftCardRequest,
    response: CartActionResponse,
  },
  removeGiftCard: {
    method: 'DELETE',
    path: '/cart/removegiftcard/:id',
    summary: 'Take a gift card off the cart',
    tags: ['cart'],
    params: IdParams,
    response: CartActionResponse,
  },
  getWishlist: {
    method: 'GET',
    path: '/Wishlist/Get',
    summary: "The shopper's wishlist",
    tags: ['wishlist'],
    response: WishlistResponse,
  },
  addToWishlist: {
    method: 'POST',
    path: '/Wishlist/WishlistAdd',
    summary: 'Add a product with its chosen attributes to the wishlist',
    tags: ['wishlist'],
    body: AddToCartRequest,
    response: CartActionResponse,
  },
  deleteWishlistItem: {
    method: 'DELETE',
    path: '/Wishlist/Delete/:id',
    summary: 'Remove a wishlist item',
    tags: ['wishlist'],
    params: IdParams,
    response: CartActionResponse,
  },
  isInWishlist: {
    method: 'GET',
    path: '/wishlist/isinwishlist/:id',
    summary: 'Whether a product is in the wishlist',
    tags: ['wishlist'],
    params: IdParams,
    response: IsInWishlistResponse,
  },
  moveWishlistItemToCart: {
    method: 'POST',
    path: '/Wishlist/AddToCart/:id',
    summary: 'Move a wishlist item to the cart (empty body)',
    tags: ['wishlist'],
    params: IdParams,
    response: CartActionResponse,
  },
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

type Schema<R, K extends string> = R extends Record<K, infer S extends z.ZodType> ? S : never;
/** What a route answers, as the client receives it. */
export type RouteResponse<N extends RouteName> = z.output<Routes[N]['response']>;
/** What a route's query accepts, as the client sends it. */
export type RouteQuery<N extends RouteName> = z.input<Schema<Routes[N], 'query'>>;
export type RouteBody<N extends RouteName> = z.input<Schema<Routes[N], 'body'>>;
export type RouteParams<N extends RouteName> = z.input<Schema<Routes[N], 'params'>>;

/** Fills `:name` parameters of a route path ("/product/details/:id" + {id: 5} → "/product/details/5"). */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
