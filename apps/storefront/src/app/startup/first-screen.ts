/**
 * The first screen the server writes into index.html for home, a category's list and a product page
 * (apps/api/src/modules/first-screen): plain HTML drawn before this app's
 * JavaScript has run, over the app (`#fs + #root` keeps the app hidden while it is there). The app
 * takes over by removing it: a page does so once it shows the same data (or its error), so the
 * shopper never sees a spinner between the two; any other page does so at once.
 */
import { useLayoutEffect } from 'react';

const SCREEN_ID = 'fs';
/** Where the app shows home: '/' and '/home' lead to the home tab. */
const HOME_ADDRESSES = new Set(['/', '/home', '/tabs', '/tabs/home']);

function firstScreen(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(SCREEN_ID);
}

/** Whether the server's first screen is still over the app: what the app does meanwhile is not seen. */
export function firstScreenShown(): boolean {
  return firstScreen() !== null;
}

/** Removes the server's first screen; the app underneath is shown in the same frame. */
export function releaseFirstScreen(): void {
  firstScreen()?.remove();
}

/** Whether the server's first screen drew the page at this address (pathname and search). */
export function firstScreenIsFor(screenPath: string, pathname: string, search: string): boolean {
  const path = pathname.replace(/(.)\/+$/, '$1');
  if (screenPath === '/tabs/home') return HOME_ADDRESSES.has(path);
  const [screenPathname = '', screenSearch = ''] = screenPath.split('?');
  if (screenPathname !== path) return false;
  return !screenSearch || new URLSearchParams(screenSearch).toString() === new URLSearchParams(search).toString();
}

/**
 * Called by the app on every address: a first screen drawn for another page (the intro instead of
 * home, a link followed before the app was there) makes way at once.
 */
export function releaseFirstScreenIfNotFor(pathname: string, search: string): void {
  const screen = firstScreen();
  if (screen && !firstScreenIsFor(screen.dataset.path ?? '', pathname, search)) screen.remove();
}

/**
 * A page with a server-written first screen: once `drawn` (its data or its error is on screen), the
 * first screen is removed before the browser paints, so the two never show at once.
 */
export function useFirstScreenTakeover(drawn: boolean): void {
  useLayoutEffect(() => {
    if (drawn) releaseFirstScreen();
  }, [drawn]);
}

/** However the page fares (a chunk that never loads), the first screen is not left over the app longer. */
const LONGEST_FIRST_SCREEN_MS = 15_000;

/** Mounted once inside the router: releases a first screen of another page, and any after the longest wait. */
export function useFirstScreenGuard(pathname: string, search: string): void {
  useLayoutEffect(() => releaseFirstScreenIfNotFor(pathname, search), [pathname, search]);
  useLayoutEffect(() => {
    const timer = setTimeout(releaseFirstScreen, LONGEST_FIRST_SCREEN_MS);
    return () => clearTimeout(timer);
  }, []);
}
