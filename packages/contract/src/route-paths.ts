/**
 * The method and path of every endpoint, without schemas: routes.ts adds the zod schemas to these
 * names, and the storefront imports this file alone (`@sabad/contract/route-paths`) so its bundle
 * carries the addresses but not the validation library. Nothing here may import zod or a schema file.
 */

/** Every API path lives under this base (DESIGN §2). */
export const API_BASE_PATH = '/api/v2';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Where one endpoint answers. `path` is relative to {@link API_BASE_PATH} unless `absolute` is set, written as
 * the spec writes it (the server matches it case-insensitively, with or without a trailing slash); `:name`
 * marks a path parameter.
 */
export interface RoutePath {
  method: HttpMethod;
  path: string;
  absolute?: boolean;
}

/** The route table's addresses: the server registers exactly these; the storefront calls through them. */
export const routePaths = {
  getLogo: { method: 'GET', path: '/common/logo' },
  isStoreClosed: { method: 'GET', path: '/settings/isstoreclosed' },
  getCustomerSettings: { method: 'GET', path: '/settings/getcustomersettings' },
  getCatalogSettings: { method: 'GET', path: '/settings/catalogsettings' },
  getAppConfig: { method: 'GET', path: '/settings/getappconfig' },
  getCartSettings: { method: 'GET', path: '/settings/cartsettings' },
  getShoppingCartSettings: { method: 'GET', path: '/cart/getshoppingcartsettings' },
  getOrderSettings: { method: 'GET', path: '/orders/getordersettings' },
  getTopicList: { method: 'GET', path: '/topic/gettopicslist' },
  getTopic: { method: 'GET', path: '/topic/getbysystemname/:systemName' },
  getAppVersions: { method: 'GET', path: '/app-version.json', absolute: true },
  getCategoryTree: { method: 'GET', path: '/catalog/categorytree' },
  getHomePage: { method: 'GET', path: '/catalog/homepage' },
  getManufacturers: { method: 'GET', path: '/catalog/manufacturers' },
  searchProducts: { method: 'GET', path: '/product/search' },
  getProductFilters: { method: 'GET', path: '/product/searchfilters' },
  getSearchSuggestions: { method: 'GET', path: '/product/searchsuggestions' },
  getProductDetails: { method: 'GET', path: '/product/details/:id' },
  changeProductAttributes: { method: 'POST', path: '/cart/ProductDetails_AttributeChange' },
  getCurrentCustomer: { method: 'GET', path: '/account/currentcustomer' },
  register: { method: 'POST', path: '/account/register' },
  verifyRegistration: { method: 'POST', path: '/account/registerverifytokenpost' },
  resendRegistrationCode: { method: 'POST', path: '/account/registerverifytokenresend' },
  login: { method: 'POST', path: '/account/login' },
  logout: { method: 'POST', path: '/account/logout' },
  changePassword: { method: 'PUT', path: '/user/changepassword' },
  sendPasswordRecoveryCode: { method: 'POST', path: '/user/passwordrecoverysend' },
  verifyPasswordRecoveryCode: { method: 'POST', path: '/user/passwordrecoveryverifytokenpost' },
  resendPasswordRecoveryCode: { method: 'POST', path: '/user/passwordrecoveryverifytokenresend' },
  confirmPasswordRecovery: { method: 'POST', path: '/user/passwordrecoveryconfirmpost' },
  getCustomerInfo: { method: 'GET', path: '/customer/info' },
  updateCustomerInfo: { method: 'PUT', path: '/customer/info' },
  startContactChange: { method: 'POST', path: '/customer/contactchange' },
  verifyContactChange: { method: 'POST', path: '/customer/contactchangeverify' },
  uploadAvatar: { method: 'POST', path: '/customer/avatar' },
  deleteAvatar: { method: 'DELETE', path: '/customer/avatar' },
  getAddresses: { method: 'GET', path: '/customer/addresses' },
  createAddress: { method: 'POST', path: '/customer/addresses' },
  updateAddress: { method: 'PUT', path: '/customer/addresses/:id' },
  deleteAddress: { method: 'DELETE', path: '/customer/addresses/:id' },
  getAddressForm: { method: 'GET', path: '/customer/addressform' },
  getCities: { method: 'GET', path: '/common/cities/:id' },
  getCompareList: { method: 'GET', path: '/catalog/compare' },
  addToCompareList: { method: 'POST', path: '/catalog/compare/:id' },
  removeFromCompareList: { method: 'DELETE', path: '/catalog/compare/:id' },
  clearCompareList: { method: 'DELETE', path: '/catalog/compare' },
  getProductBySku: { method: 'GET', path: '/product/bysku/:sku' },
  getProductReviews: { method: 'GET', path: '/product/productreviews/:id' },
  addProductReview: { method: 'POST', path: '/product/productreviewsadd/:id' },
  setReviewHelpfulness: { method: 'POST', path: '/product/setproductreviewhelpfulness/:id' },
  getBackInStockSubscriptions: { method: 'GET', path: '/backinstocksubscriptions' },
  getBackInStockStatus: { method: 'GET', path: '/backinstocksubscriptions/product/:id' },
  subscribeBackInStock: { method: 'POST', path: '/backinstocksubscriptions/product/:id' },
  deleteBackInStockSubscription: { method: 'DELETE', path: '/backinstocksubscriptions/:id' },
  getCartItems: { method: 'GET', path: '/cart/getitems' },
  getOrderTotals: { method: 'GET', path: '/cart/ordertotals' },
  addToCart: { method: 'POST', path: '/cart/add' },
  updateCartQuantity: { method: 'PUT', path: '/cart/updatequantity' },
  deleteCartItem: { method: 'DELETE', path: '/cart/delete/:id' },
  applyGiftCard: { method: 'POST', path: '/cart/applygiftcard' },
  removeGiftCard: { method: 'DELETE', path: '/cart/removegiftcard/:id' },
  getWishlist: { method: 'GET', path: '/Wishlist/Get' },
  addToWishlist: { method: 'POST', path: '/Wishlist/WishlistAdd' },
  deleteWishlistItem: { method: 'DELETE', path: '/Wishlist/Delete/:id' },
  isInWishlist: { method: 'GET', path: '/wishlist/isinwishlist/:id' },
  moveWishlistItemToCart: { method: 'POST', path: '/Wishlist/AddToCart/:id' },
  // Checkout and placement (DESIGN §2b; modules/checkout).
  getCheckoutAddresses: { method: 'GET', path: '/address/get' },
  applyBillingAddress: { method: 'PUT', path: '/address/applybillingaddress/:id' },
  applyShippingAddress: { method: 'PUT', path: '/address/applyshippingaddress/:id' },
  applyPickupAddress: { method: 'PUT', path: '/address/applypickupaddress/:id' },
  getShippingMethods: { method: 'GET', path: '/cart/shipping' },
  applyShippingMethod: { method: 'POST', path: '/cart/applyshippingmethod' },
  getDeliveryDateTimes: { method: 'GET', path: '/DeliveryScheduling/LoadAvailableDeliveryDateTimes' },
  selectDeliveryDateTime: { method: 'POST', path: '/DeliveryScheduling/CheckAvailabilityForSelectedDateTime' },
  removeDeliveryDateTime: { method: 'DELETE', path: '/DeliveryScheduling/RemoveSelectedDateTime' },
  getPaymentMethods: { method: 'GET', path: '/cart/paymentmethods' },
  applyPaymentMethod: { method: 'PUT', path: '/cart/applypaymentmethod' },
  getCheques: { method: 'GET', path: '/CheckVertex/GetChecks' },
  addCheque: { method: 'POST', path: '/CheckVertex/AddNewCheck' },
  removeCheque: { method: 'POST', path: '/CheckVertex/RemoveCheck' },
  placeOrder: { method: 'POST', path: '/cart/placeordernew' },
  // Discount codes (modules/discounts).
  applyDiscountCoupon: { method: 'POST', path: '/cart/applydiscountcoupon/:code' },
  removeDiscountCoupon: { method: 'DELETE', path: '/cart/removediscountcoupon/:id' },
  getAppliedDiscounts: { method: 'GET', path: '/cart/applieddiscounts' },
  // Orders (modules/orders) and paying them (modules/payments).
  getOrders: { method: 'GET', path: '/orders/get' },
  getOrderById: { method: 'GET', path: '/orders/getbyid/:id' },
  cancelOrder: { method: 'POST', path: '/orders/cancel/:id' },
  // After the purchase, orders (issue 12, modules/orders): reorder and the printable invoice (HTML, not JSON).
  reorder: { method: 'POST', path: '/orders/reorder/:id' },
  getOrderInvoice: { method: 'GET', path: '/orders/invoice/:id' },
  getPaymentUrl: { method: 'GET', path: '/orders/getpaymentmethodurl/:orderId' },
  getPaymentResult: { method: 'GET', path: '/orders/paymentresult/:orderId' },
  // Recurring orders (modules/orders/recurring-*).
  cancelRecurringOrder: { method: 'POST', path: '/orders/recurring/cancel/:id' },
  // Return requests (modules/returns).
  getReturnRequestForm: { method: 'GET', path: '/returnrequest/:orderId' },
  submitReturnRequest: { method: 'POST', path: '/returnrequest/submit/:orderId' },
  getCustomerReturnRequests: { method: 'GET', path: '/returnrequest/customer' },
  uploadReturnRequestPicture: { method: 'POST', path: '/returnrequest/uploadfile' },
  // Downloadable products (issue 12, modules/downloads); getDownload answers the file itself, not JSON.
  getDownloadableProducts: { method: 'GET', path: '/customer/downloadableproducts' },
  getDownload: { method: 'GET', path: '/download/getdownload/:orderItemGuid' },
  // Reward points, affiliates and commissions (issue 12, modules/reward-points and modules/affiliates).
  getRewardPoints: { method: 'GET', path: '/rewardpoints/getrewardpoints' },
  getCommissionStatus: { method: 'GET', path: '/commission/GetStatus' },
  getMyCommissions: { method: 'GET', path: '/commission/MyCommissionList' },
  getCommissionOrders: { method: 'POST', path: '/commission/OrderList' },
  // Contact us (issue 13, modules/contact).
  contactUs: { method: 'POST', path: '/common/contactus' },
  getContactInfo: { method: 'GET', path: '/common/contactinfo' },
  // Blog (issue 13, modules/blog).
  getBlogPosts: { method: 'GET', path: '/blog/list' },
  getBlogTags: { method: 'GET', path: '/blog/tags' },
  getBlogPost: { method: 'GET', path: '/blog/getblogpost/:id' },
  addBlogComment: { method: 'POST', path: '/blog/blogcommentadd/:id' },
  // Web Push (issue 14, modules/push).
  getPushPublicKey: { method: 'GET', path: '/push/publickey' },
  subscribePush: { method: 'POST', path: '/push/subscribe' },
  unsubscribePush: { method: 'POST', path: '/push/unsubscribe' },
} as const satisfies Record<string, RoutePath>;

export type RoutePaths = typeof routePaths;
export type RouteName = keyof RoutePaths;

/** Fills `:name` parameters of a route path ("/product/details/:id" + {id: 5} → "/product/details/5"). */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
