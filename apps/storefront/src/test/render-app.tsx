import { act, render } from '@testing-library/react';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { showSideMenuContent } from '@/app/side-menu';
import { session } from '@/lib/session';

/** Renders the real app shell at `path`, after loading the session as main.tsx does. */
export async function renderApp(path: string) {
  await session.load();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return { queryClient, ...render(<App queryClient={queryClient} startRoute="/home" initialPath={path} />) };
}

/**
 * Shows the side menu's content, as the menu's opening does (src/app/side-menu.tsx loads it apart from the
 * first load). Returns the menu.
 */
export function openSideMenu(): HTMLElement {
  const menu = document.querySelector('ion-menu');
  if (!menu) throw new Error('no ion-menu in the app');
  act(() => showSideMenuContent());
  return menu;
}
