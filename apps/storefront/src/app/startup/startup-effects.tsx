import { useCurrentCustomerRefresh } from '@/features/account/hooks/use-current-customer-refresh';
import { useCartAndWishlistLoader } from '@/features/cart/hooks/use-cart-and-wishlist-loader';
import { useBackButtonExit } from './use-back-button-exit';
import { useDeepLinks } from './use-deep-links';
import { useGoogleAnalytics } from './use-google-analytics';
import { usePushNotifications } from './use-push-notifications';
import { useServiceWorker } from './use-service-worker';
import { useStartupRedirects } from './use-startup-redirects';
import { useStatusBar } from './use-status-bar';
import { useNativeUpdatePrompt } from './use-update-prompt';

export function StartupEffects() {
  useStartupRedirects();
  useDeepLinks();
  useBackButtonExit();
  useStatusBar();
  useNativeUpdatePrompt();
  usePushNotifications();
  useServiceWorker();
  useGoogleAnalytics();
  useCartAndWishlistLoader();
  useCurrentCustomerRefresh();
  return null;
}
