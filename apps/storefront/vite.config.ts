/**
 * Storefront build: React, the PWA (manifest + precaching service worker, registered by the app
 * itself), and the store config, validated here so a bad value fails the build.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { storeConfig } from './src/config/store-config.ts';
import { StoreConfigSchema } from './src/config/store-config.schema.ts';
import * as fa from './src/strings/fa/index.ts';

const config = StoreConfigSchema.parse(storeConfig);
const apiTarget = process.env.SABAD_API_URL ?? 'http://localhost:8080';
const ionicModule = /node_modules\/(@ionic\/(core|react|react-router)|ionicons)\/.*\.js$/;
// ion-alert and ion-toast, with the alert's own implementation module, load on first use (src/app/startup/overlays.ts).
const lazyOverlayModule = /@ionic\/core\/components\/(ion-alert|ion-toast|p-C0tpzcpi)\.js$/;
const contractModule = /packages\/contract\/src\/.*\.ts$/;
const proxied = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  resolve: { conditions: ['source'] },
  plugins: [
    react(),
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
        cleanupOutdatedCaches: true,
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
      output: {
        codeSplitting: {
          // The libraries the first screen needs share one chunk, so the rare overlays (alert, toast) stay in
          // their own; the group holds every initial library module so no chunk cycle can form around it.
          groups: [
            {
              name: 'vendor',
              test: (id) => id.includes('/node_modules/') && !lazyOverlayModule.test(id),
              tags: ['$initial'],
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
