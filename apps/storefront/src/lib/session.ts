import { useSyncExternalStore } from 'react';
import type { CurrentCustomer } from '@sabad/contract';
import { ensureGuestId, renewGuestId } from './guest-id';
import { storage, storageKeys, type KeyValueStorage } from './storage';

/**
 * Who the app acts for (docs/product.md §4 "Authorization"): authorized when an access token is stored,
 * authenticated when the current customer is known.
 */
export interface SessionState {
  guestId: string | null;
  accessToken: string | null;
  customer: CurrentCustomer | null;
  /** docs/product.md §4: the sum of the cart's item quantities, broadcast to the cart tab badge and the menu. */
  cartCount: number;
  /** docs/product.md §4: the sum of the wishlist's item quantities, refreshed from each answer with Success. */
  wishlistCount: number;
}

export interface SessionStore {
  get: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  load(): Promise<SessionState>;
  signIn(accessToken: string, customer: CurrentCustomer): Promise<void>;
  /** The signed-in customer's details again; ignored when nobody is signed in (a late answer after a logout). */
  setCustomer(customer: CurrentCustomer | null): Promise<void>;
  /** docs/product.md §3: the guest customer id is cleared on logout; a fresh one is stored for the next requests. */
  clearGuestId(): Promise<void>;
  /** docs/product.md §4: logout clears the user and the stored token. */
  signOut(): Promise<void>;
  setCartCount(count: number): void;
  /** docs/product.md §4: the cart count can be reset to zero (placing an order empties the local cart). */
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
      // A customer only beside a token, as load() reads them: an answer about the customer that lands after a
      // logout (a currentcustomer read still in flight when the shopper logged out) must not bring them back.
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

/** One field of the session; the component re-renders only when that field changes (the cart badge, say). */
export function useSessionField<K extends keyof SessionState>(key: K, store: SessionStore = session): SessionState[K] {
  const read = () => store.get()[key];
  return useSyncExternalStore(store.subscribe, read, read);
}

export const isAuthorized = (state: SessionState) => state.accessToken !== null;
export const isAuthenticated = (state: SessionState) => state.customer !== null;
