import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Parts of a page below its first screen, drawn after the page's first paint and in a transition
 * (React draws them in slices that yield to the browser): on a phone the first screen is not held
 * up by them, and their work is not one long task (issue 14, Lighthouse's total blocking time).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  // A passive effect runs after the browser has painted the commit that mounted this.
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
