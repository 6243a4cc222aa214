/**
 * Storefront build: the React app, the PWA (manifest + precaching
 * service worker, registered by the app itself), and the store config, validated here so a bad value fails the build.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ionicReactSplit, isSplitWrapperModule } from './build/ionic-react-split.ts';
import { pageChunkOwner } from './build/page-chunks.ts';
import { compileHints } from './build/compile-hints.ts';
import { precompress } from './build/precompress.ts';
import { storeConfig } from './src/config/store-config.ts';
import { apiUrlPattern, catalogueRoutes, viewerKeyedRoutes } from './src/lib/offline-policy.ts';
import { StoreConfigSchema } from './src/config/store-config.schema.ts';
import * as fa from './src/strings/fa/index.ts';

const config = StoreConfigSchema.parse(storeConfig);
const apiTarget = process.env.SABAD_API_URL ?? 'http://localhost:8080';
const ionicModule = /node_modules\/(@ionic\/(core|react|react-router)|ionicons)\/.*\.js$/;
// ion-alert and ion-toast, with the alert's own implementation module, load on first use (src/app/startup/overlays.ts).
const lazyOverlayModule = /@ionic\/core\/components\/(ion-alert|ion-toast|p-C0tpzcpi)\.js$/;
const contractModule = /packages\/contract\/src\/.*\.ts$/;
const appStartModule = /\/(apps\/storefront|packages\/contract)\/src\//;
const proxied = { target: apiTarget, changeOrigin: false };

// docs/adr/0027: the service worker's caches and their bounds, so a phone's storage does not fill.
const DAY_SECONDS = 24 * 60 * 60;
const catalogueCacheBound = { maxEntries: 300, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true };
const pictureCacheBound = { maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true };

/**
 * A blog post carries its signed-in viewer's own comments awaiting approval: its cache key gets a digest of
 * the Authorization header, so a kept copy answers only the session that fetched it. The service worker
 * runs this function's source, so it stays self-contained.
 */
const keyByViewer = {
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

export default defineConfig({
  resolve: { conditions: ['source'] },
  plugins: [
    react(),
    ionicReactSplit(),
    // V8 compiles each script's functions while it downloads, off the main thread (docs/adr/0047).
    compileHints(),
    // Brotli and gzip copies of the emitted files, sent as they are by the API (docs/adr/0042).
    precompress(),
    VitePWA({
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
            // goes to the network and is never kept on the device (docs/adr/0027).
            urlPattern: /^https?:\/\/[^/]+\/(api\/|app-version\.json)/,
            handler: 'NetworkOnly',
          },
        ],
        // Web Push's events (push, notificationclick), kept in a file of their own: public/push-sw.js.
        importScripts: ['/push-sw.js'],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': proxied,
      '/images': proxied,
      '/app-version.json': proxied,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // The app's start (src/app/boot.tsx) is an entry of its own: index.html's script imports it after the
      // first paint, and its static imports still count as the first load's ('$initial', the vendor group).
      input: { index: 'index.html', boot: 'src/app/boot.tsx' },
      output: {
        codeSplitting: {
          // The libraries the first screen needs share one chunk, so the rare overlays (alert, toast) stay in
          // their own; the group holds every initial library module so no chunk cycle can form around it.
          groups: [
            {
              name: 'vendor',
              // Style sheets stay with the entry that imports them: Ionic's, in index.html's own, must not make
              // its script import this chunk before the first paint.
              test: (id) =>
                (id.includes('/node_modules/') || isSplitWrapperModule(id)) &&
                !/\.css($|\?)/.test(id) &&
                !lazyOverlayModule.test(id),
              tags: ['$initial'],
              includeDependenciesRecursively: false,
            },
            {
              // The app's own start-up modules in one chunk too: split between the start entry and the pages,
              // they would come as a dozen small files, each compressed on its own (about 7 KB more).
              name: 'boot',
              // main.tsx and what it runs before the first paint (first-picture.ts) stay in index.html's own chunk.
              test: (id) =>
                appStartModule.test(id) &&
                !/\/src\/(main\.tsx|app\/startup\/first-picture\.ts)$/.test(id) &&
                !/\.css($|\?)/.test(id),
              tags: ['$initial'],
              includeDependenciesRecursively: false,
            },
            {
              // The first pages a shopper opens, each one chunk with the modules it loads, its style sheets
              // included (build/page-chunks.ts, docs/adr/0044). Last, so the first load's groups keep theirs.
              name: pageChunkOwner(),
              test: (id) => !lazyOverlayModule.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      treeshake: {
        // Ionic's, Ionicons' and the contract's modules only define things; without this hint every Ionic
        // component and every zod schema land in the first load.
        moduleSideEffects: (id) => (ionicModule.test(id) || contractModule.test(id) ? false : undefined),
      },
    },
  },
});
