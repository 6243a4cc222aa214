import { IonIcon, IonLabel, IonRouterOutlet, IonTabBar, IonTabButton, IonTabs } from '@ionic/react';
import { firstScreenLayout } from '@sabad/contract/first-screen-layout';
import { cartOutline, gridOutline, homeOutline, personOutline } from '@/components/shell-icons';
import { useEffect } from 'react';
import { Navigate, Route, matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CartCountBadge } from '@/features/cart/components/cart-count-badge';
import { isAuthorized, useSession } from '@/lib/session';
import * as fa from '@/strings/fa';
import { preloadablePage } from './lazy-page';

const homePage = preloadablePage(() => import('@/pages/home-page'));
const categoriesPage = preloadablePage(() => import('@/pages/categories-page'));
const cartPage = preloadablePage(() => import('@/pages/cart-page'));
const profilePage = preloadablePage(() => import('@/pages/profile-page'));
const loginPage = preloadablePage(() => import('@/pages/login-page'));

const tabPages = [
  [paths.tabsHome.pattern, homePage],
  [paths.categories.pattern, categoriesPage],
  [paths.cart.pattern, cartPage],
  [paths.profile.pattern, profilePage],
  [paths.login.pattern, loginPage],
] as const;

export function preloadTabPageAt(pathname: string): Promise<boolean> | null {
  const page = tabPages.find(([pattern]) => matchPath(pattern, pathname))?.[1];
  return page
    ? page.preload().then(
        () => true,
        () => false,
      )
    : null;
}

let tabPagesRequested = false;
export function preloadTabPages(): void {
  if (tabPagesRequested) return;
  tabPagesRequested = true;
  for (const page of [homePage, categoriesPage, cartPage, profilePage, loginPage]) {
    page.preload().catch(() => {
      tabPagesRequested = false;
    });
  }
}

/** Long enough after start that the home page's own first load is over. */
export const BACKGROUND_PRELOAD_DELAY_MS = 8_000;

export function Tabs() {
  const accountTab = isAuthorized(useSession())
    ? { tab: 'profile', href: paths.profile.link(), label: fa.tabs.profile }
    : { tab: 'login', href: paths.login.link(), label: fa.tabs.login };
  useEffect(() => {
    const timer = setTimeout(preloadTabPages, BACKGROUND_PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <IonTabs>
      <IonRouterOutlet id="tabs">
        <Route path={paths.tabsHome.pattern} element={homePage.element} />
        <Route path={paths.categories.pattern} element={categoriesPage.element} />
        <Route path={paths.cart.pattern} element={cartPage.element} />
        <Route path={paths.profile.pattern} element={profilePage.element} />
        <Route path={paths.login.pattern} element={loginPage.element} />
        <Route index element={<Navigate to={paths.tabsHome.link()} replace />} />
      </IonRouterOutlet>
      <IonTabBar
        slot="bottom"
        style={{ blockSize: `${firstScreenLayout.tabBar.blockSize}px` }}
        onPointerDown={preloadTabPages}
      >
        <IonTabButton tab="home" href={paths.tabsHome.link()}>
          <IonIcon icon={homeOutline} aria-hidden="true" />
          <IonLabel>{fa.tabs.home}</IonLabel>
        </IonTabButton>
        <IonTabButton tab="categories" href={paths.categories.link()}>
          <IonIcon icon={gridOutline} aria-hidden="true" />
          <IonLabel>{fa.tabs.categories}</IonLabel>
        </IonTabButton>
        <IonTabButton tab="cart" href={paths.cart.link()}>
          <IonIcon icon={cartOutline} aria-hidden="true" />
          <IonLabel>{fa.tabs.cart}</IonLabel>
          <CartCountBadge />
        </IonTabButton>
        <IonTabButton tab={accountTab.tab} href={accountTab.href}>
          <IonIcon icon={personOutline} aria-hidden="true" />
          <IonLabel>{accountTab.label}</IonLabel>
        </IonTabButton>
      </IonTabBar>
    </IonTabs>
  );
}
