import { useSyncExternalStore } from 'react';
import type { CurrentCustomer } from '@sabad/contract';
import { ensureGuestId, renewGuestId } from './guest-id';
import { storage, storageKeys, type KeyValueStorage } from './storage';

export interface SessionState {
  guestId: string | null;
  accessToken: string | null;
  customer: CurrentCustomer | null;
  cartCount: number;
  wishlistCount: number;
}

export interface SessionStore {
  get: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  load(): Promise<SessionState>;
  signIn(accessToken: string, customer: CurrentCustomer): Promise<void>;
  setCustomer(customer: CurrentCustomer | null): Promise<void>;
  clearGuestId(): Promise<void>;
  signOut(): Promise<void>;
  setCartCount(count: number): void;
  resetCartCount(): void;
  setWishlistCount(count: number): void;
}

export function createSessionStore(store: KeyValueStorage): SessionStore {
  let state: SessionState = { guestId: null, accessToken: null, customer: null, cartCount: 0, wishlistCount: 0 };
  const listeners = new Set<() => void>();
  const update = (next: Partial<SessionState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  const readCustomer = async (): Promise<CurrentCustomer | null> => {
    const text = await store.get(storageKeys.customer);
    if (!text) return null;
    try {
      return JSON.parse(text) as CurrentCustomer;
    } catch {
      return null;
    }
  };

  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      const [guestId, accessToken, customer] = await Promise.all([
        ensureGuestId(store),
        store.get(storageKeys.accessToken),
        readCustomer(),
      ]);
      update({ guestId, accessToken, customer: accessToken ? customer : null });
      return state;
    },
    async signIn(accessToken, customer) {
      await store.set(storageKeys.accessToken, accessToken);
      await store.set(storageKeys.customer, JSON.stringify(customer));
      update({ accessToken, customer });
    },
    async setCustomer(customer) {
      // A late currentcustomer answer after a logout must not bring the customer back.
      if (customer && state.accessToken === null) return;
      if (customer) await store.set(storageKeys.customer, JSON.stringify(customer));
      else await store.remove(storageKeys.customer);
      update({ customer });
    },
    async clearGuestId() {
      update({ guestId: await renewGuestId(store) });
    },
    async signOut() {
      await store.remove(storageKeys.accessToken);
      await store.remove(storageKeys.customer);
      update({ accessToken: null, customer: null });
    },
    setCartCount(cartCount) {
      if (cartCount !== state.cartCount) update({ cartCount });
    },
    resetCartCount() {
      if (state.cartCount !== 0) update({ cartCount: 0 });
    },
    setWishlistCount(wishlistCount) {
      if (wishlistCount !== state.wishlistCount) update({ wishlistCount });
    },
  };
}

export const session = createSessionStore(storage);

export function useSession(store: SessionStore = session): SessionState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export function useSessionField<K extends keyof SessionState>(key: K, store: SessionStore = session): SessionState[K] {
  const read = () => store.get()[key];
  return useSyncExternalStore(store.subscribe, read, read);
}

export const isAuthorized = (state: SessionState) => state.accessToken !== null;
export const isAuthenticated = (state: SessionState) => state.customer !== null;
