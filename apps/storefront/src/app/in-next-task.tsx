import { useLayoutEffect, useState, type ReactNode } from 'react';
import { firstScreenShown } from './startup/first-screen';
import { yieldToBrowser } from '../lib/yield-to-browser';

/**
 * Renders its children one task after it mounted, while the server's first screen still covers the app
 * (nothing of the app is seen then, so nothing seen changes): the shell's first render, and home's rows,
 * become a few shorter tasks instead of one long one (issue 14, Lighthouse's total blocking time;
 * docs/adr/0045).
 * Without a first screen the children are rendered at once, as the app is what the shopper sees.
 */
export function InNextTask({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => !firstScreenShown());
  useLayoutEffect(() => {
    if (shown) return;
    let mounted = true;
    void yieldToBrowser().then(() => {
      if (mounted) setShown(true);
    });
    return () => {
      mounted = false;
    };
  }, [shown]);
  return shown ? children : null;
}
