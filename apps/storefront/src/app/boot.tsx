import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createQueryClient } from './query-client';
import { preloadPageAt } from './router';
import { readIntroSeen, resolveInitialPath, resolveStartRoute } from './startup/start-route';
import { buildEnv } from '../config/env';
import { storeConfig } from '../config/store-config';
import { session } from '../lib/session';
import { yieldToBrowser } from '../lib/yield-to-browser';

/** Starts the app: the session and the start route first, then the first render. */
export async function boot() {
  // Evaluating the app's modules (the vendor chunk and this one) is a task of its own; what follows is
  // another, and the first render a third, so none of them adds up to one long task on a phone (docs/adr/0038).
  await yieldToBrowser();
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
  // The first render is not held for the page's chunk: drawn with the page in one commit, that commit is one
  // longer task than the shell's and the page's apart (measured, docs/adr/0038).
  await yieldToBrowser();
  // A transition: React renders it in slices that yield to the browser, so the start is not one long task.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={createQueryClient()} startRoute={startRoute} />
      </StrictMode>,
    ),
  );
}
