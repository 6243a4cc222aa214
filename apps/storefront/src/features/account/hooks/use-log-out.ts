import { useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';
import { logout } from '../api/logout';
import { runLogOut } from './log-out';

const closeOpenMenu = async () => {
  const menu = document.querySelector('ion-menu');
  if (menu && typeof menu.close === 'function') await menu.close();
};

/** Logs the customer out (docs/product.md §4's sequence); the session ends locally even when the server cannot be reached. */
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
          queryClient.removeQueries({ queryKey: ['account'] });
          queryClient.removeQueries({ queryKey: ['address'] });
        },
        reloadCartAndWishlist: async () => {
          await queryClient.invalidateQueries({ queryKey: ['cart'] });
          await queryClient.invalidateQueries({ queryKey: ['wishlist'] });
        },
        goHome: () => router.push(paths.tabsHomeRefreshed(), 'root', 'replace'),
      }),
    [closeMenu, queryClient, router],
  );
}
