import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** Drawn after the page's first paint, in a transition, so the first screen is not held up on a phone. */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  // A passive effect runs after the browser has painted the commit that mounted this.
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
