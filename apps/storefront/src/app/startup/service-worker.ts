export const SERVICE_WORKER_FALLBACK_MS = 30_000;

interface StableSignal {
  isIdle(): boolean;
  subscribe(listener: () => void): () => void;
}

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
