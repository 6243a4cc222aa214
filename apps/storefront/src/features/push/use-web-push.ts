import { useEffect } from 'react';
import type { PushPayload } from '@sabad/contract';
import { session } from '@/lib/session';
import { browserWebPush } from './browser-web-push';
import { refreshWebPush } from './web-push';

export const PUSH_MESSAGE_TYPE = 'sabad-push';

export function isPushMessage(data: unknown): data is { type: typeof PUSH_MESSAGE_TYPE; payload: PushPayload } {
  const message = data as { type?: unknown; payload?: { title?: unknown; body?: unknown } } | null;
  return (
    message?.type === PUSH_MESSAGE_TYPE &&
    typeof message.payload?.title === 'string' &&
    typeof message.payload.body === 'string'
  );
}

/** A subscription is registered again on sign-in and sign-out, so order pushes follow the account, not the device. */
export function useWebPush(showToast: (push: PushPayload) => unknown) {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      if (isPushMessage(event.data)) void showToast(event.data.payload);
    };
    container.addEventListener('message', onMessage);
    container.startMessages();
    void refreshWebPush(browserWebPush);
    let signedIn = Boolean(session.get().accessToken);
    const unsubscribe = session.subscribe(() => {
      const now = Boolean(session.get().accessToken);
      if (now !== signedIn) void refreshWebPush(browserWebPush);
      signedIn = now;
    });
    return () => {
      container.removeEventListener('message', onMessage);
      unsubscribe();
    };
  }, [showToast]);
}
