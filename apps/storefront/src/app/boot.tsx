import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createQueryClient } from './query-client';
import { preloadPageAt } from './router';
import { readIntroSeen, resolveInitialPath, resolveStartRoute } from './startup/start-route';
import { buildEnv } from '../config/env';
import { storeConfig } from '../config/store-config';
import { session } from '../lib/session';

/** Starts the app: the session and the start route first, then the first render. */
export async function boot() {
  // A shared link's ?ref= is kept before anything else runs, for a registration later (the module is
  // loaded only when there is one, so the first load of everyone else does not carry it).
  const { search } = window.location;
  const [, introSeen] = await Promise.all([
    session.load(),
    readIntroSeen(),
    /[?&]ref=/.test(search)
      ? import('../lib/referral-code').then((module) => module.captureReferralCode(search))
      : null,
  ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const startRoute = resolveStartRoute(storeConfig.introEnabled || buildEnv.introEnabled, introSeen);
  const initialPath = resolveInitialPath(window.location.pathname, startRoute);
  if (initialPath !== window.location.pathname) {
    window.history.replaceState(window.history.state, '', initialPath + window.location.search + window.location.hash);
  }
  void preloadPageAt(initialPath);
  // A transition: React renders the app in slices that yield to the browser every few milliseconds, so
  // the start-up is not one long task on a phone (Lighthouse's total blocking time, issue 14).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={createQueryClient()} startRoute={startRoute} />
      </StrictMode>,
    ),
  );
}
