import { useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { logout } from '@/features/account/api/logout';
import { runLogOut } from '@/features/account/hooks/log-out';
import { session } from '@/lib/session';
import { forgetCustomerQueries, reloadCartAndWishlist } from './shopper-queries';

const closeOpenMenu = async () => {
  const menu = document.querySelector('ion-menu');
  if (menu && typeof menu.close === 'function') await menu.close();
};

export function useLogOut(closeMenu: () => Promise<unknown> = closeOpenMenu) {
  const queryClient = useQueryClient();
  const router = useIonRouter();
  return useCallback(
    () =>
      runLogOut({
        closeMenu,
        clearGuestId: () => session.clearGuestId(),
        logOut: async () => {
          await logout().catch(() => undefined);
          await session.signOut();
          forgetCustomerQueries(queryClient);
        },
        reloadCartAndWishlist: () => reloadCartAndWishlist(queryClient),
        goHome: () => router.push(paths.tabsHome.link({ refreshPage: true }), 'root', 'replace'),
      }),
    [closeMenu, queryClient, router],
  );
}
