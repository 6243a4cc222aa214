import type { z } from 'zod';
import { routePaths, type RouteName, type RoutePath, type RoutePaths } from './route-paths.js';
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
  WishlistActionResponse,
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
import {
  CustomerReturnRequestList,
  ReturnRequestForm,
  ReturnRequestOrderParams,
  ReturnRequestUploadResponse,
  SubmitReturnRequest,
  SubmitReturnRequestResponse,
} from './returns.js';
import { RecurringOrder } from './recurring.js';
import {
  AddChequeRequest,
  ApplyBillingAddressQuery,
  ApplyPaymentMethodQuery,
  ApplyShippingMethodRequest,
  AppliedDiscountList,
  CheckoutAddresses,
  CheckoutStepResponse,
  ChequeList,
  ChequesQuery,
  CustomerOrderList,
  DeliveryDateTimesQuery,
  DeliveryDateTimesResponse,
  DiscountCodeParams,
  OrderDetails,
  OrderIdParams,
  OrderInvoiceHtml,
  OrderListQuery,
  PaymentMethodList,
  PaymentResultResponse,
  PaymentUrlQuery,
  PaymentUrlResponse,
  PlaceOrderRequest,
  PlaceOrderResponse,
  RemoveChequeQuery,
  ReorderResponse,
  SelectDeliveryTimeRequest,
  ShippingMethodList,
} from './checkout.js';
import { ProductBySku, ProductBySkuParams } from './links.js';
import { RewardPointsPage, RewardPointsQuery } from './reward-points.js';
import {
  CommissionAccountList,
  CommissionOrderList,
  CommissionOrderListRequest,
  CommissionStatus,
} from './commissions.js';
import { DownloadableProductList, DownloadFile, GetDownloadParams, GetDownloadQuery } from './downloads.js';
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
import { ContactInfo, ContactUsRequest, ContactUsResponse } from './contact.js';
import {
  BlogCommentAddRequest,
  BlogCommentAddResponse,
  BlogPost,
  BlogPostList,
  BlogPostsQuery,
  BlogTagList,
} from './blog.js';
import { PushPublicKey, PushSubscribeRequest, PushSubscriptionResponse, PushUnsubscribeRequest } from './push.js';

export { API_BASE_PATH, buildPath, type HttpMethod } from './route-paths.js';

/** One endpoint: its address (route-paths.ts) with its documentation and schemas. */
export interface RouteDef extends RoutePath {
  summary: string;
  tags: string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Whether the call needs a logged-in customer (401 otherwise). */
  auth?: boolean;
}

/**
 * The route table: each entry spreads its address from `routePaths` and adds the schemas; the type
 * below makes every name of `routePaths` appear here, with the same method and path.
 */
export const routes = {
  getLogo: {
    ...routePaths.getLogo,
    summary: 'Store logo and name',
    tags: ['settings'],
    response: StoreLogo,
  },
  isStoreClosed: {
    ...routePaths.isStoreClosed,
    summary: 'Whether the store is closed',
    tags: ['settings'],
    response: StoreClosedStatus,
  },
  getCustomerSettings: {
    ...routePaths.getCustomerSettings,
    summary: 'Registration and profile settings',
    tags: ['settings'],
    response: CustomerSettings,
  },
  getCatalogSettings: {
    ...routePaths.getCatalogSettings,
    summary: 'Catalogue settings',
    tags: ['settings'],
    response: CatalogSettings,
  },
  getAppConfig: {
    ...routePaths.getAppConfig,
    summary: 'App configuration, including reward points',
    tags: ['settings'],
    response: AppConfig,
  },
  getCartSettings: {
    ...routePaths.getCartSettings,
    summary: 'Shopping cart settings',
    tags: ['settings'],
    response: CartSettings,
  },
  getShoppingCartSettings: {
    ...routePaths.getShoppingCartSettings,
    summary: 'Shopping cart settings (the cart screen reads them here)',
    tags: ['cart'],
    response: CartSettings,
  },
  getOrderSettings: {
    ...routePaths.getOrderSettings,
    summary: 'Order settings',
    tags: ['orders'],
    response: OrderSettings,
  },
  getTopicList: {
    ...routePaths.getTopicList,
    summary: 'Information pages for the side menu',
    tags: ['content'],
    response: TopicList,
  },
  getTopic: {
    ...routePaths.getTopic,
    summary: 'One information page',
    tags: ['content'],
    params: TopicParams,
    response: Topic,
  },
  getAppVersions: {
    ...routePaths.getAppVersions,
    summary: 'Remote version records, one per app build',
    tags: ['settings'],
    response: AppVersionList,
  },
  getCategoryTree: {
    ...routePaths.getCategoryTree,
    summary: 'Category tree under the root (id 0)',
    tags: ['catalog'],
    response: CategoryTree,
  },
  getHomePage: {
    ...routePaths.getHomePage,
    summary: 'Home page: categories and product rows',
    tags: ['catalog'],
    response: HomePage,
  },
  getManufacturers: {
    ...routePaths.getManufacturers,
    summary: 'Brands',
    tags: ['catalog'],
    response: ManufacturerList,
  },
  searchProducts: {
    ...routePaths.searchProducts,
    summary: 'Product list and search',
    tags: ['catalog'],
    query: ProductQuery,
    response: ProductList,
  },
  getProductFilters: {
    ...routePaths.getProductFilters,
    summary: 'Filters of a product list (brands, price range, specification options) with facet counts',
    tags: ['catalog'],
    query: ProductFilterQuery,
    response: ProductListFilters,
  },
  getSearchSuggestions: {
    ...routePaths.getSearchSuggestions,
    summary: 'Search suggestions as the shopper types',
    tags: ['catalog'],
    query: SearchSuggestionQuery,
    response: SearchSuggestionList,
  },
  getProductDetails: {
    ...routePaths.getProductDetails,
    summary: 'Product details',
    tags: ['catalog'],
    params: IdParams,
    response: ProductDetails,
  },
  changeProductAttributes: {
    ...routePaths.changeProductAttributes,
    summary: 'Price, stock and SKU for the chosen attributes',
    tags: ['catalog'],
    body: AttributeChangeRequest,
    response: AttributeChangeResponse,
  },
  getCurrentCustomer: {
    ...routePaths.getCurrentCustomer,
    summary: 'The logged-in customer',
    tags: ['account'],
    auth: true,
    response: CurrentCustomer,
  },
  register: {
    ...routePaths.register,
    summary: 'Start a registration: a code goes to the email or mobile number',
    tags: ['account'],
    body: RegisterRequest,
    response: RegistrationStarted,
  },
  verifyRegistration: {
    ...routePaths.verifyRegistration,
    summary: 'Confirm a registration with its code; answers with the AccessToken',
    tags: ['account'],
    body: RegistrationVerifyRequest,
    response: LoginResponse,
  },
  resendRegistrationCode: {
    ...routePaths.resendRegistrationCode,
    summary: 'Send the registration code again',
    tags: ['account'],
    body: CodeResendRequest,
    response: CodeSent,
  },
  login: {
    ...routePaths.login,
    summary: 'Log in with an email or mobile number and a password',
    tags: ['account'],
    body: LoginRequest,
    response: LoginResponse,
  },
  logout: {
    ...routePaths.logout,
    summary: 'End this session: the token stops working',
    tags: ['account'],
    response: SuccessResponse,
  },
  changePassword: {
    ...routePaths.changePassword,
    summary: "Change the password; the customer's other sessions end",
    tags: ['account'],
    auth: true,
    body: ChangePasswordRequest,
    response: SuccessResponse,
  },
  sendPasswordRecoveryCode: {
    ...routePaths.sendPasswordRecoveryCode,
    summary: 'Send a password-recovery code (the same answer for unknown accounts)',
    tags: ['account'],
    query: PasswordRecoverySendQuery,
    response: CodeSent,
  },
  verifyPasswordRecoveryCode: {
    ...routePaths.verifyPasswordRecoveryCode,
    summary: 'Check a recovery code; answers with a one-time reset ticket',
    tags: ['account'],
    body: PasswordRecoveryVerifyRequest,
    response: PasswordRecoveryVerified,
  },
  resendPasswordRecoveryCode: {
    ...routePaths.resendPasswordRecoveryCode,
    summary: 'Send the recovery code again',
    tags: ['account'],
    body: CodeResendRequest,
    response: CodeSent,
  },
  confirmPasswordRecovery: {
    ...routePaths.confirmPasswordRecovery,
    summary: 'Set a new password with the reset ticket',
    tags: ['account'],
    body: PasswordRecoveryConfirmRequest,
    response: SuccessResponse,
  },
  getCustomerInfo: {
    ...routePaths.getCustomerInfo,
    summary: "The customer's profile",
    tags: ['customer'],
    auth: true,
    response: CustomerInfo,
  },
  updateCustomerInfo: {
    ...routePaths.updateCustomerInfo,
    summary: "Change the customer's profile",
    tags: ['customer'],
    auth: true,
    body: CustomerInfoUpdate,
    response: CustomerInfo,
  },
  startContactChange: {
    ...routePaths.startContactChange,
    summary:
      'Change the email or mobile number: a code goes to the new address (the same answer when another account holds it; its owner gets a notice)',
    tags: ['customer'],
    auth: true,
    body: ContactChangeRequest,
    response: RegistrationStarted,
  },
  verifyContactChange: {
    ...routePaths.verifyContactChange,
    summary: 'Confirm the new email or mobile number with its code; answers with the updated profile',
    tags: ['customer'],
    auth: true,
    body: ContactChangeVerifyRequest,
    response: CustomerInfo,
  },
  uploadAvatar: {
    ...routePaths.uploadAvatar,
    // The body is not JSON, so it has no zod schema here; the summary documents it for the OpenAPI page.
    summary:
      "Set the customer's avatar. Body: multipart/form-data with one file field `Picture` (JPEG, PNG or WebP, at most 2 MB; " +
      'the content is checked, then cropped to a square of at most 512 px); answers with the new AvatarUrl',
    tags: ['customer'],
    auth: true,
    response: AvatarResponse,
  },
  deleteAvatar: {
    ...routePaths.deleteAvatar,
    summary: "Remove the customer's avatar (AvatarUrl becomes null)",
    tags: ['customer'],
    auth: true,
    response: AvatarResponse,
  },
  getAddresses: {
    ...routePaths.getAddresses,
    summary: "The customer's addresses (a guest's too when guests may check out)",
    tags: ['customer'],
    response: AddressList,
  },
  createAddress: {
    ...routePaths.createAddress,
    summary: 'Add an address (guests too when they may check out)',
    tags: ['customer'],
    body: AddressInput,
    response: Address,
  },
  updateAddress: {
    ...routePaths.updateAddress,
    summary: 'Change one of the customer’s addresses',
    tags: ['customer'],
    params: IdParams,
    body: AddressInput,
    response: Address,
  },
  deleteAddress: {
    ...routePaths.deleteAddress,
    summary: 'Delete one of the customer’s addresses',
    tags: ['customer'],
    params: IdParams,
    response: SuccessResponse,
  },
  getAddressForm: {
    ...routePaths.getAddressForm,
    summary: 'Provinces and the custom address fields of the address form',
    tags: ['customer'],
    response: AddressForm,
  },
  getCities: {
    ...routePaths.getCities,
    summary: 'The cities of a province',
    tags: ['customer'],
    params: IdParams,
    response: CityList,
  },
  getCompareList: {
    ...routePaths.getCompareList,
    summary: "The shopper's compare list (404 when the store has compare turned off)",
    tags: ['catalog'],
    response: CompareList,
  },
  addToCompareList: {
    ...routePaths.addToCompareList,
    summary: 'Add a product to the compare list; a full list drops its oldest product and says so in Message',
    tags: ['catalog'],
    params: IdParams,
    response: CompareList,
  },
  removeFromCompareList: {
    ...routePaths.removeFromCompareList,
    summary: 'Take a product off the compare list',
    tags: ['catalog'],
    params: IdParams,
    response: CompareList,
  },
  clearCompareList: {
    ...routePaths.clearCompareList,
    summary: 'Empty the compare list',
    tags: ['catalog'],
    response: CompareList,
  },
  getProductBySku: {
    ...routePaths.getProductBySku,
    summary: 'The product a SKU belongs to (a scanned or typed code)',
    tags: ['catalog'],
    params: ProductBySkuParams,
    response: ProductBySku,
  },
  getProductReviews: {
    ...routePaths.getProductReviews,
    summary: "A product's approved reviews, newest first, with its average rating",
    tags: ['reviews'],
    params: IdParams,
    query: ProductReviewsQuery,
    response: ProductReviewList,
  },
  addProductReview: {
    ...routePaths.addProductReview,
    summary: 'Write a review of a product (one per customer; shown once approved when the store approves reviews)',
    tags: ['reviews'],
    auth: true,
    params: IdParams,
    body: ProductReviewAddRequest,
    response: ProductReviewAddResponse,
  },
  setReviewHelpfulness: {
    ...routePaths.setReviewHelpfulness,
    summary: "Vote whether a review was helpful (one vote per customer, changeable; not on one's own review)",
    tags: ['reviews'],
    auth: true,
    params: IdParams,
    body: ReviewHelpfulnessRequest,
    response: ReviewHelpfulnessResponse,
  },
  getBackInStockSubscriptions: {
    ...routePaths.getBackInStockSubscriptions,
    summary: "The customer's back-in-stock subscriptions, newest first",
    tags: ['back-in-stock'],
    auth: true,
    query: BackInStockSubscriptionsQuery,
    response: BackInStockSubscriptionList,
  },
  getBackInStockStatus: {
    ...routePaths.getBackInStockStatus,
    summary: 'Whether a product can be subscribed to and whether the customer already is',
    tags: ['back-in-stock'],
    params: IdParams,
    response: BackInStockStatus,
  },
  subscribeBackInStock: {
    ...routePaths.subscribeBackInStock,
    summary: 'Be told when an out-of-stock product is back (registered customers; one subscription per product)',
    tags: ['back-in-stock'],
    auth: true,
    params: IdParams,
    response: BackInStockSubscribeResponse,
  },
  deleteBackInStockSubscription: {
    ...routePaths.deleteBackInStockSubscription,
    summary: 'End one of the customer’s back-in-stock subscriptions',
    tags: ['back-in-stock'],
    auth: true,
    params: IdParams,
    response: SuccessResponse,
  },
  getCartItems: {
    ...routePaths.getCartItems,
    summary: "The shopper's cart lines, priced now",
    tags: ['cart'],
    response: CartItemList,
  },
  getOrderTotals: {
    ...routePaths.getOrderTotals,
    summary: "The cart's subtotal, discounts, tax, gift cards and total",
    tags: ['cart'],
    response: OrderTotals,
  },
  addToCart: {
    ...routePaths.addToCart,
    summary: 'Add a product with its chosen attributes (the same product and attributes add to the existing line)',
    tags: ['cart'],
    body: AddToCartRequest,
    response: CartActionResponse,
  },
  updateCartQuantity: {
    ...routePaths.updateCartQuantity,
    summary: "Set a cart line's quantity",
    tags: ['cart'],
    body: UpdateCartQuantityRequest,
    response: CartActionResponse,
  },
  deleteCartItem: {
    ...routePaths.deleteCartItem,
    summary: 'Remove a cart line',
    tags: ['cart'],
    params: IdParams,
    response: CartActionResponse,
  },
  applyGiftCard: {
    ...routePaths.applyGiftCard,
    summary: 'Apply a gift card code to the cart',
    tags: ['cart'],
    body: ApplyGiftCardRequest,
    response: CartActionResponse,
  },
  removeGiftCard: {
    ...routePaths.removeGiftCard,
    summary: 'Take a gift card off the cart',
    tags: ['cart'],
    params: IdParams,
    response: CartActionResponse,
  },
  getWishlist: {
    ...routePaths.getWishlist,
    summary: "The shopper's wishlist",
    tags: ['wishlist'],
    response: WishlistResponse,
  },
  addToWishlist: {
    ...routePaths.addToWishlist,
    summary: 'Add a product with its chosen attributes to the wishlist',
    tags: ['wishlist'],
    body: AddToCartRequest,
    response: WishlistActionResponse,
  },
  deleteWishlistItem: {
    ...routePaths.deleteWishlistItem,
    summary: 'Remove a wishlist item',
    tags: ['wishlist'],
    params: IdParams,
    response: WishlistActionResponse,
  },
  isInWishlist: {
    ...routePaths.isInWishlist,
    summary: 'Whether a product is in the wishlist',
    tags: ['wishlist'],
    params: IdParams,
    response: IsInWishlistResponse,
  },
  moveWishlistItemToCart: {
    ...routePaths.moveWishlistItemToCart,
    summary: 'Move a wishlist item to the cart (empty body)',
    tags: ['wishlist'],
    params: IdParams,
    response: WishlistActionResponse,
  },
  getCheckoutAddresses: {
    ...routePaths.getCheckoutAddresses,
    summary: "The shopper's addresses and the ones chosen for this checkout",
    tags: ['checkout'],
    response: CheckoutAddresses,
  },
  applyBillingAddress: {
    ...routePaths.applyBillingAddress,
    summary: 'Choose the billing address (and, with shipToSameAddress, the shipping address)',
    tags: ['checkout'],
    params: IdParams,
    query: ApplyBillingAddressQuery,
    response: CheckoutStepResponse,
  },
  applyShippingAddress: {
    ...routePaths.applyShippingAddress,
    summary: 'Choose the shipping address',
    tags: ['checkout'],
    params: IdParams,
    response: CheckoutStepResponse,
  },
  applyPickupAddress: {
    ...routePaths.applyPickupAddress,
    summary: 'Choose a pickup point (this store has none: refused with the reason)',
    tags: ['checkout'],
    params: IdParams,
    response: CheckoutStepResponse,
  },
  getShippingMethods: {
    ...routePaths.getShippingMethods,
    summary: 'Shipping methods offered to the chosen shipping address, with their fees',
    tags: ['checkout'],
    response: ShippingMethodList,
  },
  applyShippingMethod: {
    ...routePaths.applyShippingMethod,
    summary: 'Choose a shipping method',
    tags: ['checkout'],
    body: ApplyShippingMethodRequest,
    response: CheckoutStepResponse,
  },
  getDeliveryDateTimes: {
    ...routePaths.getDeliveryDateTimes,
    summary: "The courier's delivery days and time ranges with the capacity left",
    tags: ['checkout'],
    query: DeliveryDateTimesQuery,
    response: DeliveryDateTimesResponse,
  },
  selectDeliveryDateTime: {
    ...routePaths.selectDeliveryDateTime,
    summary: 'Hold a delivery day and time range while the shopper checks out',
    tags: ['checkout'],
    body: SelectDeliveryTimeRequest,
    response: CheckoutStepResponse,
  },
  removeDeliveryDateTime: {
    ...routePaths.removeDeliveryDateTime,
    summary: 'Give back the held delivery slot',
    tags: ['checkout'],
    response: CheckoutStepResponse,
  },
  getPaymentMethods: {
    ...routePaths.getPaymentMethods,
    summary: 'Payment methods offered for this order, and the reward points that can pay part of it',
    tags: ['checkout'],
    response: PaymentMethodList,
  },
  applyPaymentMethod: {
    ...routePaths.applyPaymentMethod,
    summary: 'Choose a payment method (args) and whether to use reward points',
    tags: ['checkout'],
    query: ApplyPaymentMethodQuery,
    response: CheckoutStepResponse,
  },
  getCheques: {
    ...routePaths.getCheques,
    summary: 'The Sayadi cheques registered for the checkout or an order, and the store instructions',
    tags: ['checkout'],
    query: ChequesQuery,
    response: ChequeList,
  },
  addCheque: {
    ...routePaths.addCheque,
    summary: 'Register a Sayadi cheque',
    tags: ['checkout'],
    body: AddChequeRequest,
    response: ChequeList,
  },
  removeCheque: {
    ...routePaths.removeCheque,
    summary: 'Remove a registered cheque the store has not accepted',
    tags: ['checkout'],
    query: RemoveChequeQuery,
    response: ChequeList,
  },
  placeOrder: {
    ...routePaths.placeOrder,
    summary: 'Place the order (Idempotency-Key header: every repeat gets the first answer)',
    tags: ['checkout'],
    body: PlaceOrderRequest,
    response: PlaceOrderResponse,
  },
  applyDiscountCoupon: {
    ...routePaths.applyDiscountCoupon,
    summary: 'Apply a discount code to the cart',
    tags: ['cart'],
    params: DiscountCodeParams,
    response: CheckoutStepResponse,
  },
  removeDiscountCoupon: {
    ...routePaths.removeDiscountCoupon,
    summary: 'Remove a discount code from the cart',
    tags: ['cart'],
    params: IdParams,
    response: CheckoutStepResponse,
  },
  getAppliedDiscounts: {
    ...routePaths.getAppliedDiscounts,
    summary: 'Discount codes applied to the cart, with what each takes off now',
    tags: ['cart'],
    response: AppliedDiscountList,
  },
  getOrders: {
    ...routePaths.getOrders,
    summary: "A page of the customer's orders, newest first",
    tags: ['orders'],
    query: OrderListQuery,
    response: CustomerOrderList,
    auth: true,
  },
  getOrderById: {
    ...routePaths.getOrderById,
    summary: "One of the shopper's orders in full",
    tags: ['orders'],
    params: IdParams,
    response: OrderDetails,
  },
  cancelOrder: {
    ...routePaths.cancelOrder,
    summary: 'Cancel an order not yet paid online or shipped; stock, gift cards, codes and points are given back',
    tags: ['orders'],
    params: IdParams,
    response: CheckoutStepResponse,
  },
  // After the purchase, orders (issue 12).
  reorder: {
    ...routePaths.reorder,
    summary: "Put an order's lines back in the cart; each line that can no longer be bought is named in Warnings",
    tags: ['orders'],
    params: IdParams,
    response: ReorderResponse,
  },
  getOrderInvoice: {
    ...routePaths.getOrderInvoice,
    summary: "The order's invoice: an HTML page (text/html) laid out for A4 print, in Persian",
    tags: ['orders'],
    params: IdParams,
    response: OrderInvoiceHtml,
  },
  getPaymentUrl: {
    ...routePaths.getPaymentUrl,
    summary: "The gateway address where the shopper pays an unpaid order (source=MobileApp for the app's return)",
    tags: ['orders'],
    params: OrderIdParams,
    query: PaymentUrlQuery,
    response: PaymentUrlResponse,
  },
  getPaymentResult: {
    ...routePaths.getPaymentResult,
    summary: "What the server knows of an order's payment: paid or not, the latest attempt's outcome, the hold",
    tags: ['orders'],
    params: OrderIdParams,
    response: PaymentResultResponse,
  },
  // Recurring orders (modules/orders/recurring-*).
  cancelRecurringOrder: {
    ...routePaths.cancelRecurringOrder,
    summary: "Cancel one of the customer's subscriptions: no further orders are made (a repeat changes nothing)",
    tags: ['orders'],
    params: IdParams,
    response: RecurringOrder,
    auth: true,
  },
  // Return requests (modules/returns).
  getReturnRequestForm: {
    ...routePaths.getReturnRequestForm,
    summary:
      'The return form of a Complete order within the return window: its lines with the quantity each may still be asked back for, the reasons and actions',
    tags: ['returns'],
    params: ReturnRequestOrderParams,
    response: ReturnRequestForm,
    auth: true,
  },
  submitReturnRequest: {
    ...routePaths.submitReturnRequest,
    summary: 'Ask lines of an order back: one return request per line with a quantity above zero',
    tags: ['returns'],
    params: ReturnRequestOrderParams,
    body: SubmitReturnRequest,
    response: SubmitReturnRequestResponse,
    auth: true,
  },
  getCustomerReturnRequests: {
    ...routePaths.getCustomerReturnRequests,
    summary: "The customer's return requests, newest first, with their Persian status",
    tags: ['returns'],
    response: CustomerReturnRequestList,
    auth: true,
  },
  uploadReturnRequestPicture: {
    ...routePaths.uploadReturnRequestPicture,
    summary:
      'Upload a photo for a return request. Body: multipart/form-data with one file field `Picture` (JPEG, PNG or WebP, at most 2 MB; ' +
      'the content is checked and re-encoded); answers with the PictureId to send as UploadedPictureId',
    tags: ['returns'],
    response: ReturnRequestUploadResponse,
    auth: true,
  },
  // Downloadable products (issue 12, modules/downloads).
  getDownloadableProducts: {
    ...routePaths.getDownloadableProducts,
    summary: 'The downloadable products the customer bought, newest order first, with downloads left and expiry',
    tags: ['downloads'],
    response: DownloadableProductList,
    auth: true,
  },
  getDownload: {
    ...routePaths.getDownload,
    summary:
      'The file of a bought downloadable product (not JSON: its own Content-Type, Content-Disposition: attachment ' +
      "with the Persian name in filename*). 404 for another shopper's line; 403 until agree=true when the product " +
      'has a user agreement (Errors holds its text); 422 when not yet paid or activated, expired or used up',
    tags: ['downloads'],
    params: GetDownloadParams,
    query: GetDownloadQuery,
    response: DownloadFile,
  },
  // Reward points, affiliates and commissions (issue 12).
  getRewardPoints: {
    ...routePaths.getRewardPoints,
    summary: "The customer's reward points: balance, the ledger paged, and their referral code when an affiliate",
    tags: ['reward-points'],
    query: RewardPointsQuery,
    response: RewardPointsPage,
    auth: true,
  },
  getCommissionStatus: {
    ...routePaths.getCommissionStatus,
    summary: 'Whether the customer has a commission account (commissions enabled and an active affiliate)',
    tags: ['commissions'],
    response: CommissionStatus,
    auth: true,
  },
  getMyCommissions: {
    ...routePaths.getMyCommissions,
    summary: "The affiliate's commission rate and referral code",
    tags: ['commissions'],
    response: CommissionAccountList,
    auth: true,
  },
  getCommissionOrders: {
    ...routePaths.getCommissionOrders,
    summary: "Orders of the affiliate's referred customers with each commission, newest first",
    tags: ['commissions'],
    body: CommissionOrderListRequest,
    response: CommissionOrderList,
    auth: true,
  },
  // Contact us (issue 13, modules/contact).
  contactUs: {
    ...routePaths.contactUs,
    summary: "The shopper's message to the store: stored, emailed to the store, rate limited per client and address",
    tags: ['contact'],
    body: ContactUsRequest,
    response: ContactUsResponse,
  },
  getContactInfo: {
    ...routePaths.getContactInfo,
    summary: "The store's phone, address, working hours and email for the contact page",
    tags: ['contact'],
    response: ContactInfo,
  },
  // Blog (issue 13, modules/blog).
  getBlogPosts: {
    ...routePaths.getBlogPosts,
    summary: 'Published blog posts, newest first, optionally of one tag',
    tags: ['blog'],
    query: BlogPostsQuery,
    response: BlogPostList,
  },
  getBlogTags: {
    ...routePaths.getBlogTags,
    summary: 'Tags of published blog posts with their post counts, most used first',
    tags: ['blog'],
    response: BlogTagList,
  },
  getBlogPost: {
    ...routePaths.getBlogPost,
    summary: "One blog post with its approved comments (and the viewer's own waiting ones)",
    tags: ['blog'],
    params: IdParams,
    response: BlogPost,
  },
  addBlogComment: {
    ...routePaths.addBlogComment,
    summary: 'Comment on a blog post (logged-in customers; shown once approved when the store approves comments)',
    tags: ['blog'],
    auth: true,
    params: IdParams,
    body: BlogCommentAddRequest,
    response: BlogCommentAddResponse,
  },
  // Web Push (issue 14, modules/push).
  getPushPublicKey: {
    ...routePaths.getPushPublicKey,
    summary: "The server's VAPID public key, for PushManager.subscribe's applicationServerKey",
    tags: ['push'],
    response: PushPublicKey,
  },
  subscribePush: {
    ...routePaths.subscribePush,
    summary: "Registers a browser's push subscription for a topic (and the signed-in customer); rate limited",
    tags: ['push'],
    body: PushSubscribeRequest,
    response: PushSubscriptionResponse,
  },
  unsubscribePush: {
    ...routePaths.unsubscribePush,
    summary: "Forgets a browser's push subscription",
    tags: ['push'],
    body: PushUnsubscribeRequest,
    response: PushSubscriptionResponse,
  },
} as const satisfies { [N in RouteName]: RouteDef & RoutePaths[N] };

export type Routes = typeof routes;
export type { RouteName };

type Schema<R, K extends string> = R extends Record<K, infer S extends z.ZodType> ? S : never;
/** What a route answers, as the client receives it. */
export type RouteResponse<N extends RouteName> = z.output<Routes[N]['response']>;
/** What a route's query accepts, as the client sends it. */
export type RouteQuery<N extends RouteName> = z.input<Schema<Routes[N], 'query'>>;
export type RouteBody<N extends RouteName> = z.input<Schema<Routes[N], 'body'>>;
export type RouteParams<N extends RouteName> = z.input<Schema<Routes[N], 'params'>>;
