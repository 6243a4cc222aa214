/** What the build tells the app about itself; only config/ reads import.meta.env (docs/adr/0018). */
export const buildEnv = {
  /** A production build (`vite build`), where the service worker is registered. */
  production: import.meta.env.PROD,
};
