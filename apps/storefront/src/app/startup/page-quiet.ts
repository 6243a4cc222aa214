import { requestsInFlight } from '@/lib/in-flight';

export interface PageActivity {
  /** Whether a request of the page's is known to be under way. */
  busy(): boolean;
  /** How many requests the page has finished so far (the browser's resource entries). */
  finished(): number;
}

/** How long the page must go without a request under way or finished before it counts as quiet. */
export const QUIET_FOR_MS = 300;
const CHECK_EVERY_MS = 100;
/** A page that never quiets (a stream of requests) is taken as quiet after this. */
export const QUIET_WAIT_LIMIT_MS = 5_000;

/** Resolves once `activity` has shown no request for `QUIET_FOR_MS`, or after `QUIET_WAIT_LIMIT_MS` at most. */
export function whenQuiet(activity: PageActivity): Promise<void> {
  return new Promise((resolve) => {
    let quietSince = Date.now();
    let seen = activity.finished();
    const started = quietSince;
    const check = setInterval(() => {
      const now = Date.now();
      const finished = activity.finished();
      if (activity.busy() || finished !== seen) {
        seen = finished;
        quietSince = now;
      }
      if (now - quietSince >= QUIET_FOR_MS || now - started >= QUIET_WAIT_LIMIT_MS) {
        clearInterval(check);
        resolve();
      }
    }, CHECK_EVERY_MS);
  });
}

function inViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
}

/** The page's own signs of requests under way: API calls, the document, its fonts and the pictures in view. */
export const pageActivity: PageActivity = {
  busy: () =>
    requestsInFlight.count() > 0 ||
    document.readyState !== 'complete' ||
    document.fonts.status !== 'loaded' ||
    [...document.images].some((image) => !image.complete && inViewport(image)),
  finished: () => performance.getEntriesByType('resource').length,
};
