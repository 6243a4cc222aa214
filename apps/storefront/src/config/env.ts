/** What the build tells the app about itself; only config/ reads import.meta.env (docs/adr/0018). */
export const buildEnv = {
  /** A production build (`vite build`), where the service worker is registered. */
  production: import.meta.env.PROD,
  /**
   * `VITE_SABAD_INTRO_ENABLED=true vite build` turns the intro on for that build without editing
   * store-config.ts: the e2e intro journey builds its second bundle this way (docs/adr/0023).
   */
  introEnabled: import.meta.env.VITE_SABAD_INTRO_ENABLED === 'true',
};
