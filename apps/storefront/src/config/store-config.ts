import type { StoreConfig } from './store-config.schema';

/**
 * Per-store build settings (docs/product.md §1: appUrlScheme, googleAnalitycsId, statusBarColor, introEnabled,
 * notificationTopic, appVersion) and the bundled values. Validated at build time by vite.config.ts.
 */
export const storeConfig: StoreConfig = {
  appUrlScheme: 'sabad',
  googleAnalitycsId: '',
  statusBarColor: '#0f766e',
  introEnabled: false,
  notificationTopic: 'sabad-all',
  appVersion: '5.1.4',
  // The Android emulator reaches the developer machine's localhost at 10.0.2.2; a store build sets its own origin.
  apiBaseUrl: 'http://10.0.2.2:8080',
  // The spec's "single brand, no wholesale, no location fence" are what this app is, not settings: docs/adr/0023.
  commissionsEnabled: false,
  productPictureAddsToCart: true,
  productListLayout: 'rows',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapTileAttribution: '© OpenStreetMap',
};
