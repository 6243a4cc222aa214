import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createQueryClient } from './query-client';
import { preloadPageAt } from './router';
import { readIntroSeen, resolveInitialPath, resolveStartRoute } from './startup/start-route';
import { buildEnv } from '@/config/env';
import { storeConfig } from '@/config/store-config';
import { session } from '@/lib/session';
import { yieldToBrowser } from '@/lib/yield-to-browser';

export async function boot() {
  // Module evaluation, what follows and the first render are separate tasks, so none is one long task on a phone.
  await yieldToBrowser();
  // The referral module is loaded only for a link with ?ref=, so nobody else's first load carries it.
  const { search } = window.location;
  const [, introSeen] = await Promise.all([
    session.load(),
    readIntroSeen(),
    /[?&]ref=/.test(search) ? import('@/lib/referral-code').then((module) => module.captureReferralCode(search)) : null,
  ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const startRoute = resolveStartRoute(storeConfig.introEnabled || buildEnv.introEnabled, introSeen);
  const initialPath = resolveInitialPath(window.location.pathname, startRoute);
  if (initialPath !== window.location.pathname) {
    window.history.replaceState(window.history.state, '', initialPath + window.location.search + window.location.hash);
  }
  void preloadPageAt(initialPath);
  // The first render does not wait for the page's chunk: one commit with both is a longer task than two apart.
  await yieldToBrowser();
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={createQueryClient()} startRoute={startRoute} />
      </StrictMode>,
    ),
  );
}
