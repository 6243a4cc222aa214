/**
 * The PWA: the manifest, and the service worker's precache and runtime caches. What may be kept on the
 * device and for how long is docs/adr/0027's rule; which API routes are the catalogue is
 * src/lib/offline-policy.ts, shared with the app.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';
import type { StoreConfig } from '../src/config/store-config.schema.ts';
import { apiUrlPattern, catalogueRoutes, viewerKeyedRoutes } from '../src/lib/offline-policy.ts';
import * as fa from '../src/strings/fa/index.ts';

const DAY_SECONDS = 24 * 60 * 60;
/** Bounds, so a phone's storage does not fill. */
export const catalogueCacheBound = { maxEntries: 300, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true };
export const pictureCacheBound = { maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true };

/**
 * A blog post carries its signed-in viewer's own comments awaiting approval: its cache key gets a digest of
 * the Authorization header, so a kept copy answers only the session that fetched it. The service worker
 * runs this function's source, so it stays self-contained.
 */
export const keyByViewer = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }): Promise<string> => {
    const authorization = request.headers.get('Authorization');
    if (!authorization) return request.url;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
    const viewer = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
    const url = new URL(request.url);
    url.searchParams.set('__viewer', viewer);
    return url.href;
  },
};

/** vite-plugin-pwa's options for the store: the app registers the worker itself and asks before an update. */
export function pwaOptions(config: Pick<StoreConfig, 'statusBarColor'>): Partial<VitePWAOptions> {
  return {
    injectRegister: false,
    registerType: 'prompt',
    includeAssets: ['icons/apple-touch-icon.png', 'icons/icon.svg'],
    manifest: {
      name: fa.appName,
      short_name: fa.appName,
      description: 'سبد، فروشگاه اینترنتی',
      lang: 'fa',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: config.statusBarColor,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,woff2,png,svg}'],
      navigateFallback: '/index.html',
      // Server pages the app must never stand in for: the API, pictures, and the payment pages
      // (the sandbox bank and the gateways' returns), which the browser opens as whole pages.
      navigateFallbackDenylist: [/^\/api\//, /^\/images\//, /^\/app-version\.json/, /^\/payment\//],
      // The old version's precache is removed only when the new worker activates, which happens after the
      // shopper accepts the update prompt and the page reloads: a running page always finds its own lazy
      // chunks (docs/architecture.md, "Offline and updates").
      cleanupOutdatedCaches: true,
      // A new worker waits for the shopper's yes (src/app/startup/service-worker-update.ts sends SKIP_WAITING).
      skipWaiting: false,
      // The first worker takes the page it was installed from, so what the shopper sees in that first
      // visit is kept too. It never takes over a page of another version: an update activates only after
      // the prompt, and a page whose worker changes under it reloads (service-worker-update.ts).
      clientsClaim: true,
      runtimeCaching: [
        {
          // A blog post shows its reader's own pending comments: the network first, so a comment just
          // written appears on the refetch that follows it (a kept copy would show the post without it);
          // the kept copy opens offline, or when the network has not answered within 4 s.
          urlPattern: apiUrlPattern(viewerKeyedRoutes),
          handler: 'NetworkFirst',
          options: {
            networkTimeoutSeconds: 4,
            cacheName: 'sabad-catalogue',
            expiration: catalogueCacheBound,
            cacheableResponse: { statuses: [200] },
            plugins: [keyByViewer],
          },
        },
        {
          // Catalogue reads, the same for every shopper: shown at once from the device, refreshed behind.
          urlPattern: apiUrlPattern(catalogueRoutes),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'sabad-catalogue',
            expiration: catalogueCacheBound,
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Pictures: a URL names one picture at one size, so a kept copy never goes stale.
          urlPattern: /^https?:\/\/[^/]+\/images\//,
          handler: 'CacheFirst',
          options: {
            cacheName: 'sabad-pictures',
            expiration: pictureCacheBound,
            // Same-origin pictures: only a full answer is kept, never an error page.
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Everything else of the API (account, customer, cart, wishlist, checkout, orders, returns,
          // downloads, reward points, back-in-stock, push) is one shopper's data or an action: it always
          // goes to the network and is never kept on the device.
          urlPattern: /^https?:\/\/[^/]+\/(api\/|app-version\.json)/,
          handler: 'NetworkOnly',
        },
      ],
      // Web Push's events (push, notificationclick), kept in a file of their own: public/push-sw.js.
      importScripts: ['/push-sw.js'],
    },
  };
}
