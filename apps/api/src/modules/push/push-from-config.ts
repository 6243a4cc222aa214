import type { Kysely } from 'kysely';
import type { Env } from '../../config/env.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimitStore } from '../../lib/rate-limit-store.js';
import type { MessageQueueDeliverer } from '../messaging/index.js';
import { createOutboxPushSender } from './outbox-push-sender.js';
import { createPushService, createVapidKeyStore, type PushService } from './push.service.js';
import { createWebPushSender } from './web-push-sender.js';

export type PushConfig = Pick<
  Env,
  'PUSH_TRANSPORT' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUSH_ALLOW_LOOPBACK_HTTP'
>;

export function createPushFromConfig(
  config: Partial<PushConfig>,
  deps: { db: Kysely<Database>; clock: Clock; rateLimits: RateLimitStore; log?: (message: string) => void },
): PushService {
  const keys = createVapidKeyStore({
    db: deps.db,
    clock: deps.clock,
    configured:
      config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
        ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
        : undefined,
  });
  const sender =
    config.PUSH_TRANSPORT === 'outbox'
      ? createOutboxPushSender(deps.db, deps.clock)
      : createWebPushSender({ keys, subject: config.VAPID_SUBJECT ?? 'mailto:no-reply@sabad.local' });
  return createPushService({
    ...deps,
    sender,
    keys,
    allowLoopbackHttp: config.PUSH_ALLOW_LOOPBACK_HTTP ?? false,
  });
}

/** Both run even when one fails; the first failure is passed on for the caller to log. */
export function createCustomerDeliverer(messages: MessageQueueDeliverer, push: PushService): MessageQueueDeliverer {
  return {
    async deliverPending() {
      const [sentMessages, sentPushes] = await Promise.allSettled([messages.deliverPending(), push.deliverPending()]);
      if (sentMessages.status === 'rejected') throw sentMessages.reason;
      if (sentPushes.status === 'rejected') throw sentPushes.reason;
      return sentMessages.value + sentPushes.value;
    },
  };
}
