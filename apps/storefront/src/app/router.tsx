import { IonRouterOutlet } from '@ionic/react';
import type { ComponentType } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { paths } from '../config/paths';
import ConnectionErrorPage from '../pages/connection-error-page';
import { lazyPage } from './lazy-page';
import { Tabs } from './tabs';

type PageModule = () => Promise<{ default: ComponentType }>;

/** Every route of the spec (§2 "Routes") outside the tabs, each page in its own chunk (connection-error aside). */
const pageRoutes: Array<[path: string, load: PageModule]> = [
  ['/address', () => import('../pages/address-page')],
  ['/address-details', () => import('../pages/address-details-page')],
  ['/app-info', () => import('../pages/app-info-page')],
  ['/back-in-stock-subscriptions', () => import('../pages/back-in-stock-subscriptions-page')],
  ['/billing-address', () => import('../pages/billing-address-page')],
  ['/blog', () => import('../pages/blog-page')],
  ['/blog-post', () => import('../pages/blog-post-page')],
  ['/cart-review', () => import('../pages/cart-review-page')],
  ['/change-password', () => import('../pages/change-password-page')],
  ['/commissions', () => import('../pages/commissions-page')],
  ['/contactus', () => import('../pages/contact-us-page')],
  ['/customer-info', () => import('../pages/customer-info-page')],
  ['/downloadable-files', () => import('../pages/downloadable-files-page')],
  ['/intro', () => import('../pages/intro-page')],
  ['/mobile-verify-token', () => import('../pages/mobile-verify-token-page')],
  ['/order', () => import('../pages/order-page')],
  ['/order-details', () => import('../pages/order-details-page')],
  ['/password-recovery', () => import('../pages/password-recovery-page')],
  ['/payment', () => import('../pages/payment-page')],
  ['/payment-result', () => import('../pages/payment-result-page')],
  ['/product', () => import('../pages/product-list-page')],
  ['/product-details/:id', () => import('../pages/product-details-page')],
  ['/registration-result', () => import('../pages/registration-result-page')],
  ['/reset-password', () => import('../pages/reset-password-page')],
  ['/return-requests', () => import('../pages/return-requests-page')],
  ['/reward-points', () => import('../pages/reward-points-page')],
  ['/select-location-on-map', () => import('../pages/select-location-on-map-page')],
  ['/shipping', () => import('../pages/shipping-page')],
  ['/shipping-address', () => import('../pages/shipping-address-page')],
  ['/store-closed', () => import('../pages/store-closed-page')],
  ['/terms-conditions', () => import('../pages/terms-conditions-page')],
  ['/user-reviews', () => import('../pages/user-reviews-page')],
  ['/add-to-cart-popup', () => import('../pages/add-to-cart-popup-page')],
  ['/check-payment', () => import('../pages/check-payment-page')],
  ['/qr-code-scanner', () => import('../pages/qr-code-scanner-page')],
  ['/check-details', () => import('../pages/check-details-page')],
  ['/wish-list', () => import('../pages/wish-list-page')],
  ['/product-compare', () => import('../pages/product-compare-page')],
  ['/topic/:systemName', () => import('../pages/topic-page')],
];

const routeElements = pageRoutes.map(([path, load]) => [path, lazyPage(load)] as const);
const notFoundPage = lazyPage(() => import('../pages/not-found-page'));

/** The main outlet beside the side menu; `startRoute` is where '/' leads (intro or home). */
export function AppRouter({ startRoute }: { startRoute: string }) {
  return (
    <IonRouterOutlet id="main">
      <Route path="/tabs/*" element={<Tabs />} />
      <Route path="/home" element={<Navigate to={paths.tabsHome()} replace />} />
      <Route path="/" element={<Navigate to={startRoute} replace />} />
      {/* Shown when the device is offline, so it cannot wait for a chunk from the network. */}
      <Route path="/connection-error" element={<ConnectionErrorPage />} />
      {routeElements.map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={notFoundPage} />
    </IonRouterOutlet>
  );
}
