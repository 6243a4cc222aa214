import { paths } from '@/config/paths';
import { storage, storageKeys, type KeyValueStorage } from '@/lib/storage';

export function resolveStartRoute(introEnabled: boolean, introSeen: boolean): string {
  return introEnabled && !introSeen ? paths.intro.link() : paths.home.link();
}

/** Resolved before the router mounts: a <Navigate> inside IonRouterOutlet can leave the first page invisible. */
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
