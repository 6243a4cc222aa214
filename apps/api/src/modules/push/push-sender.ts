/**
 * How a push leaves the store. One sender, chosen by configuration: Web Push to the browser's push
 * service (default), or the development outbox that keeps each push in the database.
 */
import type { PushPayload } from '@sabad/contract';

export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key and authentication secret, url-safe base64. */
  p256dh: string;
  auth: string;
}

/**
 * What became of one push: taken by the push service; `gone` when it answered 404/410 (the browser
 * unsubscribed or the subscription expired: the caller forgets it); `failed` for anything else
 * (kept, the next push tries again). `detail` is safe to log.
 */
export type PushOutcome = { kind: 'delivered' } | { kind: 'gone'; status: number } | { kind: 'failed'; detail: string };

export interface PushSender {
  /** A short name for logs ("web-push", "outbox"). */
  readonly name: string;
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}
