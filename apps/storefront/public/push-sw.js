/**
 * Web Push in the service worker (issue 14), loaded into the generated Workbox worker with
 * `importScripts` (vite.config.ts), so precaching stays Workbox's and this file only adds events.
 * A push's payload is JSON {title, body, url} (packages/contract/src/push.ts). When a page of the
 * store is open and visible, the page shows it as the push toast «title - body» (the type below is
 * PUSH_MESSAGE_TYPE in src/features/push/use-web-push.ts); otherwise it is a notification whose
 * click opens (or focuses) its URL.
 */
/* global self */
const PUSH_MESSAGE_TYPE = 'sabad-push';

function readPayload(data) {
  try {
    const payload = data ? data.json() : {};
    return {
      title: typeof payload.title === 'string' ? payload.title : '',
      body: typeof payload.body === 'string' ? payload.body : '',
      url: typeof payload.url === 'string' && payload.url ? payload.url : '/',
    };
  } catch {
    return { title: '', body: data ? data.text() : '', url: '/' };
  }
}

/** Only the store's own pages, or https addresses, are opened from a notification. */
function targetUrl(url) {
  const target = new URL(url, self.registration.scope);
  return target.origin === self.location.origin || target.protocol === 'https:' ? target.href : self.registration.scope;
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const visible = windows.filter((client) => client.visibilityState === 'visible');
      if (visible.length > 0) {
        for (const client of visible) client.postMessage({ type: PUSH_MESSAGE_TYPE, payload });
        return;
      }
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        dir: 'rtl',
        lang: 'fa',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: payload.url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = targetUrl((event.notification.data && event.notification.data.url) || '/');
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        await (focused || open).navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
