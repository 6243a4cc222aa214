import { createHttpClient } from './http';
import { csrf } from './session';

let onUnauthorized: () => void = () => {};

/** The app's one admin API client; the router decides where a 401 leads (app/router.tsx). */
export const api = createHttpClient({
  fetch: (...args) => fetch(...args),
  csrfToken: csrf.get,
  onUnauthorized: () => onUnauthorized(),
});

export function whenUnauthorized(handler: () => void) {
  onUnauthorized = handler;
}
