import { z } from 'zod';

/**
 * What a store build's settings (store-config.ts) must look like. vite.config.ts parses the config
 * with it, so a bad value fails the build; the app itself never loads zod for it. Strict: a setting the
 * app does not read (docs/adr/0023) fails the build instead of being silently ignored.
 */
export const StoreConfigSchema = z.strictObject({
  /** URL scheme of the native app; also picks this build's record in /app-version.json. */
  appUrlScheme: z.string().regex(/^[a-z][a-z0-9+.-]*$/),
  /** Google Analytics measurement id (the spec's spelling); empty: analytics off, gtag.js never requested. */
  googleAnalitycsId: z.string().regex(/^(|G-[A-Z0-9]+|UA-\d+-\d+)$/),
  statusBarColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  introEnabled: z.boolean(),
  notificationTopic: z.string().regex(/^[A-Za-z0-9_.~%-]+$/),
  /** Dotted x.y.z, shown as 'Version {x}' and compared with the remote version record. */
  appVersion: z.string().regex(/^\d{1,2}\.\d{1,2}\.\d{1,2}$/),
  /** Absolute API origin used by the native app; the web app calls its own origin. */
  apiBaseUrl: z.url(),
  /** The commissions entry (profile) and page, for affiliates; the store also sets `CommissionsEnabled`. */
  commissionsEnabled: z.boolean(),
  productPictureAddsToCart: z.boolean(),
  /** How the product list page shows its products: one product a row, or a grid of cards. */
  productListLayout: z.enum(['rows', 'grid']),
  /** Map tiles of select-location-on-map, as a Leaflet URL template ({z}/{x}/{y}, optional {s}). */
  mapTileUrl: z.string().regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/),
  /** The tile provider's required credit, shown on the map. */
  mapTileAttribution: z.string(),
});
export type StoreConfig = z.infer<typeof StoreConfigSchema>;
