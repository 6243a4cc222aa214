import { IonIcon, IonLabel, IonRouterOutlet, IonTabBar, IonTabButton, IonTabs } from '@ionic/react';
import { cartOutline, gridOutline, homeOutline, personOutline } from 'ionicons/icons';
import { Navigate, Route } from 'react-router-dom';
import { paths } from '../config/paths';
import { isAuthorized, useSession } from '../lib/session';
import { fa } from '../strings/fa';
import { lazyPage } from './lazy-page';

const homePage = lazyPage(() => import('../pages/home-page'));
const categoriesPage = lazyPage(() => import('../pages/categories-page'));
const cartPage = lazyPage(() => import('../pages/cart-page'));
const profilePage = lazyPage(() => import('../pages/profile-page'));
const loginPage = lazyPage(() => import('../pages/login-page'));

/** The bottom tabs: home, categories, cart, and profile (login for a guest). */
export function Tabs() {
  const authorized = isAuthorized(useSession());
  return (
    <IonTabs>
      <IonRouterOutlet id="tabs">
        <Route path="/tabs/home" element={homePage} />
        <Route path="/tabs/categories" element={categoriesPage} />
        <Route path="/tabs/cart" element={cartPage} />
        <Route path="/tabs/profile" element={profilePage} />
        <Route path="/tabs/login" element={loginPage} />
        <Route index element={<Navigate to={paths.tabsHome()} replace />} />
      </IonRouterOutlet>
      <IonTabBar slot="bottom">
        <IonTabButton tab="home" href={paths.tabsHome()}>
          <IonIcon icon={homeOutline} aria-hidden="true" />
          <IonLabel>{fa.tabs.home}</IonLabel>
        </IonTabButton>
        <IonTabButton tab="categories" href={paths.categories()}>
          <IonIcon icon={gridOutline} aria-hidden="true" />
          <IonLabel>{fa.tabs.categories}</IonLabel>
        </IonTabButton>
        <IonTabButton tab="cart" href={paths.cart()}>
          <IonIcon icon={cartOutline} aria-hidden="true" />
          <IonLabel>{fa.tabs.cart}</IonLabel>
        </IonTabButton>
        {authorized ? (
          <IonTabButton tab="profile" href={paths.profile()}>
            <IonIcon icon={personOutline} aria-hidden="true" />
            <IonLabel>{fa.tabs.profile}</IonLabel>
          </IonTabButton>
        ) : (
          <IonTabButton tab="login" href={paths.login()}>
            <IonIcon icon={personOutline} aria-hidden="true" />
            <IonLabel>{fa.tabs.login}</IonLabel>
          </IonTabButton>
        )}
      </IonTabBar>
    </IonTabs>
  );
}
