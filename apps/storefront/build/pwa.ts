import type { VitePWAOptions } from 'vite-plugin-pwa';
import type { StoreConfig } from '../src/config/store-config.schema.ts';
import { apiUrlPattern, catalogueRoutes, viewerKeyedRoutes } from '../src/lib/offline-policy.ts';
import * as fa from '../src/strings/fa/index.ts';

const DAY_SECONDS = 24 * 60 * 60;
export const catalogueCacheBound = { maxEntries: 300, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true };
export const pictureCacheBound = { maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true };

/** Keyed by a digest of the Authorization header, so a copy answers only its session; the worker runs this source as is. */
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
      // The back office (/admin) is another app with its own index.html and no worker.
      navigateFallbackDenylist: [/^\/api\//, /^\/images\//, /^\/app-version\.json/, /^\/payment\//, /^\/admin(\/|$)/],
      // The old precache goes only when the new worker activates, after the prompt: a running page finds its own chunks.
      cleanupOutdatedCaches: true,
      skipWaiting: false,
      // It never takes over a page of another version: a page whose worker changes under it reloads.
      clientsClaim: true,
      runtimeCaching: [
        {
          // Network first, so a comment just written appears on the refetch; the kept copy opens offline or after a timeout.
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
          urlPattern: apiUrlPattern(catalogueRoutes),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'sabad-catalogue',
            expiration: catalogueCacheBound,
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: /^https?:\/\/[^/]+\/images\//,
          handler: 'CacheFirst',
          options: {
            cacheName: 'sabad-pictures',
            expiration: pictureCacheBound,
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // One shopper's data or an action: always the network, never kept on the device.
          urlPattern: /^https?:\/\/[^/]+\/(api\/|app-version\.json)/,
          handler: 'NetworkOnly',
        },
      ],
      importScripts: ['/push-sw.js'],
    },
  };
}
