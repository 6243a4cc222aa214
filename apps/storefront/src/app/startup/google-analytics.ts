import { registerWhenStable } from './service-worker';

/** gtag.js, Google's tag, for one measurement id. */
export const gtagScriptUrl = (measurementId: string) =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;

interface StableSignal {
  isIdle(): boolean;
  subscribe(listener: () => void): () => void;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Google's own snippet: queue `js` and `config` on `dataLayer`, then load gtag.js asynchronously, which
 * reads the queue. gtag.js only accepts `arguments` objects on the queue, not arrays.
 */
function addGoogleTag(measurementId: string, doc: Document) {
  const win = doc.defaultView ?? window;
  win.dataLayer = win.dataLayer ?? [];
  const dataLayer = win.dataLayer;
  function gtag(..._command: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects (see above)
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', measurementId);
  const script = doc.createElement('script');
  script.async = true;
  script.src = gtagScriptUrl(measurementId);
  doc.head.appendChild(script);
}

/**
 * docs/product.md §1: Google Analytics only when the build sets `googleAnalitycsId`, and only once the
 * page is usable: the first screen's requests have settled (the service worker's signal), or 30 s at the
 * latest, so the tag never competes with the first load. An empty id requests nothing. Returns a cancel.
 */
export function loadGoogleAnalyticsWhenStable(
  measurementId: string,
  signal: StableSignal,
  doc: Document = document,
): () => void {
  if (!measurementId) return () => {};
  return registerWhenStable(signal, () => addGoogleTag(measurementId, doc));
}
