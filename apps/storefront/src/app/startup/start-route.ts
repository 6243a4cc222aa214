import { paths } from '../../config/paths';
import { storage, storageKeys, type KeyValueStorage } from '../../lib/storage';

/** docs/product.md §2 "Startup redirects": the intro on the first run when it is enabled, otherwise home. */
export function resolveStartRoute(introEnabled: boolean, introSeen: boolean): string {
  return introEnabled && !introSeen ? paths.intro.link() : paths.home.link();
}

/**
 * Where the app really opens. `/` and `/home` only forward to a page; resolving them before the
 * router mounts (instead of through <Navigate> inside IonRouterOutlet) avoids Ionic leaving the
 * first page mid-transition and invisible. Other addresses (deep links) open as they are.
 */
export function resolveInitialPath(pathname: string, startRoute: string): string {
  const target = startRoute === paths.home.link() ? paths.tabsHome.link() : startRoute;
  const home = paths.home.pattern;
  return pathname === paths.root.pattern || pathname === '' || pathname === home || pathname === `${home}/`
    ? target
    : pathname;
}

export async function readIntroSeen(store: KeyValueStorage = storage): Promise<boolean> {
  return (await store.get(storageKeys.introSeen)) === 'true';
}

export async function markIntroSeen(store: KeyValueStorage = storage): Promise<void> {
  await store.set(storageKeys.introSeen, 'true');
}
