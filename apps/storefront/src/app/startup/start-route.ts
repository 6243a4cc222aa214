import { paths } from '../../config/paths';
import { storage, storageKeys, type KeyValueStorage } from '../../lib/storage';

/** Spec §2 "Startup redirects": the intro on the first run when it is enabled, otherwise home. */
export function resolveStartRoute(introEnabled: boolean, introSeen: boolean): string {
  return introEnabled && !introSeen ? paths.intro() : paths.home();
}

export async function readIntroSeen(store: KeyValueStorage = storage): Promise<boolean> {
  return (await store.get(storageKeys.introSeen)) === 'true';
}

export async function markIntroSeen(store: KeyValueStorage = storage): Promise<void> {
  await store.set(storageKeys.introSeen, 'true');
}
