import type { StoreConfig } from './store-config.schema';

export const storeConfig: StoreConfig = {
  appUrlScheme: 'sabad',
  googleAnalitycsId: '',
  statusBarColor: '#0f766e',
  introEnabled: false,
  notificationTopic: 'sabad-all',
  appVersion: '5.1.4',
  // The Android emulator reaches the developer machine's localhost at 10.0.2.2; a store build sets its own origin.
  apiBaseUrl: 'http://10.0.2.2:8080',
  commissionsEnabled: false,
  productPictureAddsToCart: true,
  productListLayout: 'rows',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapTileAttribution: '© OpenStreetMap',
};
