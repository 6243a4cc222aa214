import type { RouteName, Routes } from '@sabad/contract';

type RouteAddress<N extends RouteName> = Pick<Routes[N], 'method' | 'path'> & ('absolute' extends keyof Routes[N] ? { absolute: true } : unknown);

/**
 * Method and path of the contract's routes the app calls. The contract's table itself carries zod
 * schemas, which would put the whole validation library into the app's first load; `satisfies`
 * makes the compiler check each entry against the contract literally (name, method and path), so the
 * two cannot drift apart. A route the contract gains is added here when the app starts calling it.
 */
export const apiRoutes = {
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
} as const satisfies { [N in RouteName]?: RouteAddress<N> };

export type ApiRouteName = keyof typeof apiRoutes;
