import { IonRouterOutlet } from '@ionic/react';
import type { ComponentType } from 'react';
import { Navigate, Route, matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import ConnectionErrorPage from '@/pages/connection-error-page';
import { lazyPage, preloadablePage } from './lazy-page';
import { Tabs, preloadTabPageAt } from './tabs';

type PageModule = () => Promise<{ default: ComponentType }>;

const pageRoutes: Array<[pattern: string, load: PageModule]> = [
  [paths.addresses.pattern, () => import('@/pages/address-page')],
  [paths.addressDetails.pattern, () => import('@/pages/address-details-page')],
  [paths.appInfo.pattern, () => import('@/pages/app-info-page')],
  [paths.backInStockSubscriptions.pattern, () => import('@/pages/back-in-stock-subscriptions-page')],
  [paths.checkout.pattern, () => import('@/pages/billing-address-page')],
  [paths.blog.pattern, () => import('@/pages/blog-page')],
  [paths.blogPost.pattern, () => import('@/pages/blog-post-page')],
  [paths.cartReview.pattern, () => import('@/pages/cart-review-page')],
  [paths.changePassword.pattern, () => import('@/pages/change-password-page')],
  [paths.commissions.pattern, () => import('@/pages/commissions-page')],
  [paths.contactUs.pattern, () => import('@/pages/contact-us-page')],
  [paths.customerInfo.pattern, () => import('@/pages/customer-info-page')],
  [paths.downloadableFiles.pattern, () => import('@/pages/downloadable-files-page')],
  [paths.intro.pattern, () => import('@/pages/intro-page')],
  [paths.mobileVerifyToken.pattern, () => import('@/pages/mobile-verify-token-page')],
  [paths.orders.pattern, () => import('@/pages/order-page')],
  [paths.orderDetails.pattern, () => import('@/pages/order-details-page')],
  [paths.passwordRecovery.pattern, () => import('@/pages/password-recovery-page')],
  [paths.payment.pattern, () => import('@/pages/payment-page')],
  [paths.paymentResult.pattern, () => import('@/pages/payment-result-page')],
  [paths.orderCompleted.pattern, () => import('@/pages/order-completed-page')],
  [paths.productList.pattern, () => import('@/pages/product-list-page')],
  [paths.productDetails.pattern, () => import('@/pages/product-details-page')],
  [paths.registrationResult.pattern, () => import('@/pages/registration-result-page')],
  [paths.resetPassword.pattern, () => import('@/pages/reset-password-page')],
  [paths.returnRequests.pattern, () => import('@/pages/return-requests-page')],
  [paths.rewardPoints.pattern, () => import('@/pages/reward-points-page')],
  [paths.selectLocationOnMap.pattern, () => import('@/pages/select-location-on-map-page')],
  [paths.shipping.pattern, () => import('@/pages/shipping-page')],
  [paths.shippingAddress.pattern, () => import('@/pages/shipping-address-page')],
  [paths.storeClosed.pattern, () => import('@/pages/store-closed-page')],
  [paths.termsConditions.pattern, () => import('@/pages/terms-conditions-page')],
  [paths.userReviews.pattern, () => import('@/pages/user-reviews-page')],
  [paths.addToCartPopup.pattern, () => import('@/pages/add-to-cart-popup-page')],
  [paths.checkPayment.pattern, () => import('@/pages/check-payment-page')],
  [paths.qrCodeScanner.pattern, () => import('@/pages/qr-code-scanner-page')],
  [paths.checkDetails.pattern, () => import('@/pages/check-details-page')],
  [paths.wishList.pattern, () => import('@/pages/wish-list-page')],
  [paths.productCompare.pattern, () => import('@/pages/product-compare-page')],
  [paths.topic.pattern, () => import('@/pages/topic-page')],
];

const routePages = pageRoutes.map(([pattern, load]) => [pattern, preloadablePage(load)] as const);

/** Fetches the start page's chunk beside the app's start, so the first render draws it without a spinner. */
export function preloadPageAt(pathname: string): Promise<boolean> {
  const tabPage = preloadTabPageAt(pathname);
  if (tabPage) return tabPage;
  const page = routePages.find(([pattern]) => matchPath(pattern, pathname))?.[1];
  if (!page) return Promise.resolve(false);
  return page.preload().then(
    () => true,
    () => false,
  );
}

const notFoundPage = lazyPage(() => import('@/pages/not-found-page'));

export function AppRouter({ startRoute }: { startRoute: string }) {
  return (
    <IonRouterOutlet id="main">
      <Route path={paths.tabs.pattern} element={<Tabs />} />
      <Route path={paths.home.pattern} element={<Navigate to={paths.tabsHome.link()} replace />} />
      <Route path={paths.root.pattern} element={<Navigate to={startRoute} replace />} />
      {/* Shown when the device is offline, so it cannot wait for a chunk from the network. */}
      <Route path={paths.connectionError.pattern} element={<ConnectionErrorPage />} />
      {routePages.map(([pattern, page]) => (
        <Route key={pattern} path={pattern} element={page.element} />
      ))}
      <Route path="*" element={notFoundPage} />
    </IonRouterOutlet>
  );
}
