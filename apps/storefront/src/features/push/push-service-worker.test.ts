/**
 * The service worker's Web Push part (public/push-sw.js, imported into the Workbox worker), run against a
 * stand-in for the worker's global scope: its clients, registration and events are the browser's edge. The
 * e2e push journey runs the real worker for a push to an open page; a notification's click cannot be made
 * in headless Chromium, so what the worker does with it is checked here.
 */
import { describe, expect, it } from 'vitest';
import source from '../../../public/push-sw.js?raw';
import { isPushMessage } from './use-web-push';

const SCOPE = 'https://shop.example/';

interface StoreWindow {
  url: string;
  visibilityState: 'visible' | 'hidden';
  messages: unknown[];
  navigatedTo: string[];
  focused: boolean;
}

function storeWindow(url: string, visibilityState: StoreWindow['visibilityState']) {
  const window: StoreWindow = { url, visibilityState, messages: [], navigatedTo: [], focused: false };
  return Object.assign(window, {
    postMessage: (message: unknown) => window.messages.push(message),
    focus: async () => {
      window.focused = true;
      return window;
    },
    navigate: async (target: string) => {
      window.navigatedTo.push(target);
      return window;
    },
  });
}

type Handler = (event: { waitUntil(work: Promise<unknown>): void } & Record<string, unknown>) => void;

/** Loads push-sw.js into a worker scope with these windows open, and dispatches events to it. */
function startWorker(windows: ReturnType<typeof storeWindow>[] = []) {
  const handlers = new Map<string, Handler>();
  const notifications: Array<{ title: string; options: NotificationOptions }> = [];
  const opened: string[] = [];
  const scope = {
    location: new URL(`${SCOPE}sw.js`),
    registration: {
      scope: SCOPE,
      showNotification: async (title: string, options: NotificationOptions) => {
        notifications.push({ title, options });
      },
    },
    clients: {
      matchAll: async (options: { type: string; includeUncontrolled: boolean }) => {
        expect(options).toEqual({ type: 'window', includeUncontrolled: true });
        return windows;
      },
      openWindow: async (url: string) => {
        opened.push(url);
        return null;
      },
    },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
  };
  // The script reads its scope as `self`, as in the worker.
  new Function('self', source)(scope);

  async function dispatch(type: string, fields: Record<string, unknown>) {
    const handler = handlers.get(type);
    if (!handler) throw new Error(`push-sw.js does not listen for ${type}`);
    let work: Promise<unknown> = Promise.resolve();
    handler({
      ...fields,
      waitUntil: (promise) => {
        work = promise;
      },
    });
    await work;
  }
  const push = (text: string) =>
    dispatch('push', { data: { text: () => text, json: () => JSON.parse(text) as unknown } });
  const clickNotification = (url: string | undefined) => {
    let closed = false;
    const notification = { data: url === undefined ? null : { url }, close: () => (closed = true) };
    return dispatch('notificationclick', { notification }).then(() => closed);
  };
  return { notifications, opened, push, clickNotification };
}

const sent = { title: 'ارسال شد', body: 'سفارش ۱۲ در راه است', url: '/order-details/12' };

describe('push-sw.js: a push', () => {
  it('goes to the store pages in view as the message the page shows as its toast, with no notification', async () => {
    const shown = storeWindow(`${SCOPE}tabs/home`, 'visible');
    const behind = storeWindow(`${SCOPE}cart`, 'hidden');
    const worker = startWorker([shown, behind]);
    await worker.push(JSON.stringify(sent));
    expect(shown.messages).toHaveLength(1);
    expect(isPushMessage(shown.messages[0]), 'the page takes it as a push').toBe(true);
    expect(shown.messages[0]).toEqual({ type: 'sabad-push', payload: sent });
    expect(behind.messages).toEqual([]);
    expect(worker.notifications).toEqual([]);
  });

  it('is a right-to-left Persian notification carrying its URL when no store page is in view', async () => {
    const behind = storeWindow(`${SCOPE}cart`, 'hidden');
    const worker = startWorker([behind]);
    await worker.push(JSON.stringify(sent));
    expect(worker.notifications).toEqual([
      {
        title: sent.title,
        options: {
          body: sent.body,
          dir: 'rtl',
          lang: 'fa',
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
          data: { url: sent.url },
        },
      },
    ]);
    expect(behind.messages).toEqual([]);
  });

  it('that is not JSON shows its text as the body and opens the store', async () => {
    const worker = startWorker();
    await worker.push('پیام ساده');
    expect(worker.notifications).toEqual([
      { title: '', options: expect.objectContaining({ body: 'پیام ساده', data: { url: '/' } }) as unknown },
    ]);
  });

  it('with fields missing or of the wrong type falls back to empty text and the store', async () => {
    const worker = startWorker();
    await worker.push(JSON.stringify({ title: 7, url: '' }));
    expect(worker.notifications).toEqual([
      { title: '', options: expect.objectContaining({ body: '', data: { url: '/' } }) as unknown },
    ]);
  });
});

describe('push-sw.js: a click on the notification', () => {
  it('closes it, focuses the store window already open and takes it to the URL', async () => {
    const open = storeWindow(`${SCOPE}tabs/home`, 'hidden');
    const worker = startWorker([storeWindow('https://elsewhere.example/', 'visible'), open]);
    const closed = await worker.clickNotification('/order-details/12');
    expect(closed).toBe(true);
    expect(open.focused).toBe(true);
    expect(open.navigatedTo).toEqual([`${SCOPE}order-details/12`]);
    expect(worker.opened).toEqual([]);
  });

  it('opens a window at the URL when no store window is open', async () => {
    const worker = startWorker();
    await worker.clickNotification('/product-details/5');
    expect(worker.opened).toEqual([`${SCOPE}product-details/5`]);
  });

  it('opens an https address elsewhere as it is, but never a plain-http one (the store instead)', async () => {
    const worker = startWorker();
    await worker.clickNotification('https://blog.example/post');
    await worker.clickNotification('http://phishing.example/');
    await worker.clickNotification(undefined);
    expect(worker.opened).toEqual(['https://blog.example/post', SCOPE, SCOPE]);
  });
});
