/** docs/product.md §1 and §9: the service worker is registered once the app is stable, or after 30000 ms at the latest. */
export const SERVICE_WORKER_FALLBACK_MS = 30_000;

interface StableSignal {
  /** True when no request is in flight. */
  isIdle(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * Calls `register` exactly once: when the app first becomes stable (nothing in flight after the first
 * render's requests) or when the fallback expires, whichever comes first. Returns a cancel function.
 */
export function registerWhenStable(
  signal: StableSignal,
  register: () => void,
  fallbackMs = SERVICE_WORKER_FALLBACK_MS,
): () => void {
  let done = false;
  let unsubscribe: () => void = () => {};
  const fire = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    unsubscribe();
    register();
  };
  const timer = setTimeout(fire, fallbackMs);
  let sawWork = !signal.isIdle();
  unsubscribe = signal.subscribe(() => {
    if (!signal.isIdle()) sawWork = true;
    else if (sawWork) fire();
  });
  return () => {
    done = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
