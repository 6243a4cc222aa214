import { registerWhenStable } from './service-worker';

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

/** gtag.js only accepts `arguments` objects on its queue, not arrays. */
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

/** Loaded once the first screen's requests have settled, so the tag never competes with the first load. */
export function loadGoogleAnalyticsWhenStable(
  measurementId: string,
  signal: StableSignal,
  doc: Document = document,
): () => void {
  if (!measurementId) return () => {};
  return registerWhenStable(signal, () => addGoogleTag(measurementId, doc));
}
