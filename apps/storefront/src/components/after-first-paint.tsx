import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Parts of a page below its first screen, drawn after the page's first paint, in a task of their own: on
 * a phone the first screen is not held up by them, and their work is not part of the page's first long
 * task (issue 14, Lighthouse's total blocking time). The transition is for React's sake (it draws one in
 * slices that yield to the browser); Preact, which renders the storefront (docs/adr/0039), draws it at once.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  // A passive effect runs after the browser has painted the commit that mounted this.
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
