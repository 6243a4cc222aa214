// The server's first screen (index.html) covers the app until a page shows the same data, so the shopper never
// sees a spinner between the two; `#fs + #root` keeps the app hidden meanwhile.
import { useLayoutEffect } from 'react';
import { useDataDrawn } from '@/components/query-state';

const SCREEN_ID = 'fs';
const HOME_ADDRESSES = new Set(['/', '/home', '/tabs', '/tabs/home']);

function firstScreen(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(SCREEN_ID);
}

export function firstScreenShown(): boolean {
  return firstScreen() !== null;
}

export function releaseFirstScreen(): void {
  firstScreen()?.remove();
}

export function firstScreenIsFor(screenPath: string, pathname: string, search: string): boolean {
  const path = pathname.replace(/(.)\/+$/, '$1');
  if (screenPath === '/tabs/home') return HOME_ADDRESSES.has(path);
  const [screenPathname = '', screenSearch = ''] = screenPath.split('?');
  if (screenPathname !== path) return false;
  return !screenSearch || new URLSearchParams(screenSearch).toString() === new URLSearchParams(search).toString();
}

export function releaseFirstScreenIfNotFor(pathname: string, search: string): void {
  const screen = firstScreen();
  if (screen && !firstScreenIsFor(screen.dataset.path ?? '', pathname, search)) screen.remove();
}

/**
 * Removed before the browser paints the page's content, so the first screen and the page never show at once:
 * the content's first render comes after its data, in a deferred render (useDataDrawn), and so does this.
 */
export function useFirstScreenTakeover(arrived: boolean): void {
  const drawn = useDataDrawn(arrived);
  useLayoutEffect(() => {
    if (drawn) releaseFirstScreen();
  }, [drawn]);
}

const LONGEST_FIRST_SCREEN_MS = 15_000;

export function useFirstScreenGuard(pathname: string, search: string): void {
  useLayoutEffect(() => releaseFirstScreenIfNotFor(pathname, search), [pathname, search]);
  useLayoutEffect(() => {
    const timer = setTimeout(releaseFirstScreen, LONGEST_FIRST_SCREEN_MS);
    return () => clearTimeout(timer);
  }, []);
}
