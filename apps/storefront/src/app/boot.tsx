import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app';
import { createQueryClient } from './query-client';
import { prefetchPageData } from './page-data';
import { preloadPageAt } from './router';
import { readIntroSeen, resolveInitialPath, resolveStartRoute } from './startup/start-route';
import { buildEnv } from '@/config/env';
import { storeConfig } from '@/config/store-config';
import { session } from '@/lib/session';
import { yieldToBrowser } from '@/lib/yield-to-browser';

/** Starts the app in #root; returns its React root (main.tsx leaves it running, tests unmount it). */
export async function boot(): Promise<Root> {
  const { pathname, search } = window.location;
  // A deep link's page is known before the session is read: its chunk loads beside the start-up.
  void preloadPageAt(pathname);
  // Module evaluation, what follows and the first render are separate tasks, so none is one long task on a phone.
  await yieldToBrowser();
  // The referral module is loaded only for a link with ?ref=, so nobody else's first load carries it.
  const [, introSeen] = await Promise.all([
    session.load(),
    readIntroSeen(),
    /[?&]ref=/.test(search) ? import('@/lib/referral-code').then((module) => module.captureReferralCode(search)) : null,
  ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const startRoute = resolveStartRoute(storeConfig.introEnabled || buildEnv.introEnabled, introSeen);
  const initialPath = resolveInitialPath(pathname, startRoute);
  if (initialPath !== pathname) {
    window.history.replaceState(window.history.state, '', initialPath + search + window.location.hash);
    void preloadPageAt(initialPath);
  }
  const queryClient = createQueryClient();
  void prefetchPageData(queryClient, initialPath, search);
  // The first render does not wait for the page's chunk: one commit with both is a longer task than two apart.
  await yieldToBrowser();
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} startRoute={startRoute} />
      </StrictMode>,
    ),
  );
  return reactRoot;
}
