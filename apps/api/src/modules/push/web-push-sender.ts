// Sent with fetch rather than the library's https-only client, so a local http push service can stand in for tests.
import { createRequire } from 'node:module';
import type WebPush from 'web-push';
import type { PushPayload } from '@sabad/contract';
import type { PushOutcome, PushSender, PushTarget } from './push-sender.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

// Loaded on first use: a store without pushes to send never needs it.
let webPushModule: typeof WebPush | undefined;
const webPush = () => (webPushModule ??= createRequire(import.meta.url)('web-push') as typeof WebPush);

/** A push the shopper has not seen within a day is stale (an order shipped yesterday is old news). */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;

export function createWebPushSender(deps: {
  keys: () => Promise<VapidKeys>;
  subject: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): PushSender {
  const send = deps.fetch ?? fetch;
  return {
    name: 'web-push',
    async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
      const keys = await deps.keys();
      const request = webPush().generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: deps.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TIME_TO_LIVE_SECONDS,
          contentEncoding: 'aes128gcm',
        },
      );
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      let response: Response;
      try {
        response = await send(target.endpoint, {
          method: request.method,
          headers,
          body: new Uint8Array(request.body),
          redirect: 'error',
          signal: AbortSignal.timeout(deps.timeoutMs ?? REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        return { kind: 'failed', detail: `no answer from the push service (${(error as Error).message})` };
      }
      await response.body?.cancel();
      if (response.ok) return { kind: 'delivered' };
      if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
      return { kind: 'failed', detail: `the push service answered ${response.status}` };
    },
  };
}

export function generateVapidKeys(): VapidKeys {
  return webPush().generateVAPIDKeys();
}
