import { IonAvatar, IonContent, IonIcon, IonItem, IonLabel, IonList, IonMenuToggle, IonNote } from '@ionic/react';
import { cartOutline, heartOutline, personCircleOutline } from '@/components/shell-icons';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { storeConfig } from '@/config/store-config';
import { useLogOut } from './use-log-out';
import { CustomerName } from '@/features/account/components/customer-name';
import { CartCountBadge, WishlistCountBadge } from '@/features/cart/components/cart-count-badge';
import { useTopicList } from '@/features/content/api/get-topic-list';
import { useSession } from '@/lib/session';
import * as fa from '@/strings/fa';
import { buildMenuItems } from './menu-items';

/** Loaded apart from the shell (side-menu.tsx), so the first load does not carry it. */
export default function SideMenuContent({ close }: { close: () => Promise<unknown> }) {
  const state = useSession();
  const topics = useTopicList();
  const logout = useLogOut(close);
  const items = buildMenuItems(state, topics.data?.Items ?? []);

  return (
    <>
      <IonContent>
        <MenuHeader />
        <MenuCart />
        <IonList lines="none" className="side-menu__items">
          {items.map((item) =>
            item.kind === 'link' ? (
              <IonMenuToggle key={item.key} autoHide={false}>
                <IonItem routerLink={item.path} routerDirection="root" detail={false} button>
                  <IonIcon slot="start" icon={item.icon} aria-hidden="true" />
                  <IonLabel>{item.label}</IonLabel>
                </IonItem>
              </IonMenuToggle>
            ) : (
              <IonItem key={item.key} button detail={false} onClick={() => void logout()}>
                <IonIcon slot="start" icon={item.icon} aria-hidden="true" />
                <IonLabel>{item.label}</IonLabel>
              </IonItem>
            ),
          )}
        </IonList>
      </IonContent>
      {/* A plain footer, not IonFooter: Ionic's footer would add its code to the first load for one line. */}
      <footer className="side-menu__footer">
        <IonMenuToggle autoHide={false}>
          <IonItem routerLink={paths.appInfo.link()} routerDirection="root" lines="none" detail={false} button>
            <IonLabel dir="ltr" className="side-menu__version">
              {fa.menu.version(storeConfig.appVersion)}
            </IonLabel>
          </IonItem>
        </IonMenuToggle>
      </footer>
    </>
  );
}

function MenuCart() {
  return (
    <IonList lines="none" className="side-menu__cart">
      <IonMenuToggle autoHide={false}>
        <IonItem routerLink={paths.cart.link()} routerDirection="root" detail={false} button>
          <IonIcon slot="start" icon={cartOutline} aria-hidden="true" />
          <IonLabel>{fa.menu.cart}</IonLabel>
          <CartCountBadge slot="end" />
        </IonItem>
      </IonMenuToggle>
      <IonMenuToggle autoHide={false}>
        <IonItem routerLink={paths.wishList.link()} routerDirection="root" detail={false} button>
          <IonIcon slot="start" icon={heartOutline} aria-hidden="true" />
          <IonLabel>{fa.menu.wishList}</IonLabel>
          <WishlistCountBadge slot="end" />
        </IonItem>
      </IonMenuToggle>
    </IonList>
  );
}

function MenuHeader() {
  const state = useSession();
  if (state.customer) {
    return (
      <IonMenuToggle autoHide={false}>
        <IonItem
          routerLink={paths.profile.link()}
          routerDirection="root"
          lines="none"
          detail={false}
          className="side-menu__header"
          button
        >
          <IonAvatar slot="start">
            {state.customer.AvatarUrl ? (
              <img src={state.customer.AvatarUrl} alt={fa.menu.avatarAlt} />
            ) : (
              <IonIcon icon={personCircleOutline} className="side-menu__avatar-icon" aria-label={fa.menu.avatarAlt} />
            )}
          </IonAvatar>
          <IonLabel>
            <h2>
              <CustomerName customer={state.customer} />
            </h2>
          </IonLabel>
        </IonItem>
      </IonMenuToggle>
    );
  }
  return (
    <div className="side-menu__header side-menu__header--guest">
      <IonMenuToggle autoHide={false}>
        <AppLink to={paths.login.link()} className="side-menu__guest-avatar" aria-label={fa.menu.loginOrRegister}>
          <IonIcon icon={personCircleOutline} className="side-menu__avatar-icon" aria-hidden="true" />
        </AppLink>
      </IonMenuToggle>
      <div>
        <h2 className="side-menu__guest">{fa.menu.guestUser}</h2>
        <IonMenuToggle autoHide={false}>
          <IonItem
            routerLink={paths.login.link()}
            routerDirection="root"
            lines="none"
            detail={false}
            className="side-menu__login"
            button
          >
            <IonLabel>{fa.menu.loginOrRegister}</IonLabel>
          </IonItem>
        </IonMenuToggle>
        <IonNote className="side-menu__note">{fa.menu.myAccount}</IonNote>
      </div>
    </div>
  );
}
