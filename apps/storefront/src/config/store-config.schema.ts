import { z } from 'zod';

/** Parsed by vite.config.ts, so a bad setting fails the build; strict, so does one the app does not read. */
export const StoreConfigSchema = z.strictObject({
  appUrlScheme: z.string().regex(/^[a-z][a-z0-9+.-]*$/),
  /** Google Analytics measurement id (the spec's spelling); empty: analytics off, gtag.js never requested. */
  googleAnalitycsId: z.string().regex(/^(|G-[A-Z0-9]+|UA-\d+-\d+)$/),
  statusBarColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  introEnabled: z.boolean(),
  notificationTopic: z.string().regex(/^[A-Za-z0-9_.~%-]+$/),
  appVersion: z.string().regex(/^\d{1,2}\.\d{1,2}\.\d{1,2}$/),
  apiBaseUrl: z.url(),
  commissionsEnabled: z.boolean(),
  productPictureAddsToCart: z.boolean(),
  productListLayout: z.enum(['rows', 'grid']),
  mapTileUrl: z.string().regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/),
  mapTileAttribution: z.string(),
});
export type StoreConfig = z.infer<typeof StoreConfigSchema>;
