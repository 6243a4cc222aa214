import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Parts of a page below its first screen, drawn after the page's first paint, in a transition React
 * renders in slices: on a phone the first screen is not held up by them.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  // A passive effect runs after the browser has painted the commit that mounted this.
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
