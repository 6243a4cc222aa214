/** What the build tells the app about itself; only config/ reads import.meta.env. */
export const buildEnv = {
  production: import.meta.env.PROD,
  introEnabled: import.meta.env.VITE_SABAD_INTRO_ENABLED === 'true',
};
