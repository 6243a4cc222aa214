import type { PushPayload } from '@sabad/contract';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone` (404/410): the browser unsubscribed and the caller forgets it; `failed` is kept for the next push. */
export type PushOutcome = { kind: 'delivered' } | { kind: 'gone'; status: number } | { kind: 'failed'; detail: string };

export interface PushSender {
  readonly name: string;
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}
