import { isNativePlatform } from './platform';

export interface KeyValueStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

const STORAGE_PREFIX = 'sabad.';

export const webStorage: KeyValueStorage = {
  get: (key) => Promise.resolve(localStorage.getItem(STORAGE_PREFIX + key)),
  set: (key, value) => Promise.resolve(localStorage.setItem(STORAGE_PREFIX + key, value)),
  remove: (key) => Promise.resolve(localStorage.removeItem(STORAGE_PREFIX + key)),
};

const preferences = () => import('@capacitor/preferences').then((module) => module.Preferences);

const nativeStorage: KeyValueStorage = {
  get: async (key) => (await (await preferences()).get({ key })).value,
  set: async (key, value) => (await preferences()).set({ key, value }),
  remove: async (key) => (await preferences()).remove({ key }),
};

export const storage: KeyValueStorage = isNativePlatform() ? nativeStorage : webStorage;

export const storageKeys = {
  guestId: 'guest-customer-id',
  accessToken: 'access-token',
  customer: 'customer',
  introSeen: 'intro-seen',
} as const;
