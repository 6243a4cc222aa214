import type { Kysely } from 'kysely';
import type { PushPayload, PushPublicKey, PushSubscriptionResponse } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { RateLimitedError, type RateLimitStore } from '../../lib/rate-limit-store.js';
import { pushMessages } from './push.messages.js';
import * as repo from './push.repository.js';
import type { PushSender } from './push-sender.js';
import { generateVapidKeys, type VapidKeys } from './web-push-sender.js';

/** Registrations per client address: a browser registers once per visit at most, CGNAT shares addresses. */
export const DEFAULT_PUSH_RATE_LIMIT = { maxRequests: 60, windowSeconds: 60 * 60 };

/** Pushes in flight at once: a large topic does not open thousands of connections. */
const SEND_CONCURRENCY = 8;
const TOPIC_PAGE_SIZE = 200;

export interface PushReport {
  subscriptions: number;
  delivered: number;
  removed: number;
  failed: number;
}

export interface SubscriptionInput {
  Endpoint: string;
  Keys: { P256dh: string; Auth: string };
  Topic: string;
}

export interface PushService {
  publicKey(): Promise<PushPublicKey>;
  subscribe(
    input: SubscriptionInput,
    client: { clientAddress: string; customerId: number | null },
  ): Promise<PushSubscriptionResponse>;
  unsubscribe(endpoint: string, client: { clientAddress: string }): Promise<PushSubscriptionResponse>;
  sendToTopic(topic: string, payload: PushPayload): Promise<PushReport>;
  sendToCustomer(customerId: number, payload: PushPayload): Promise<PushReport>;
  deliverPending(): Promise<number>;
  latestOutbox(limit: number): Promise<repo.PushOutboxRow[]>;
}

/** Kept in the database so every instance and restart signs with the same key: a new key orphans every subscription. */
export function createVapidKeyStore(deps: {
  db: Kysely<Database>;
  clock: Clock;
  configured?: VapidKeys | undefined;
}): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  const load = async (): Promise<VapidKeys> => {
    if (deps.configured) return deps.configured;
    const stored = await repo.readVapidKeys(deps.db);
    if (stored) return { publicKey: stored.public_key, privateKey: stored.private_key };
    await repo.insertVapidKeysOnce(deps.db, generateVapidKeys(), deps.clock.now().toISOString());
    const kept = await repo.readVapidKeys(deps.db);
    if (!kept) throw new Error('The VAPID key pair was not stored');
    return { publicKey: kept.public_key, privateKey: kept.private_key };
  };
  return () => {
    keys ??= load().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The server POSTs to whatever a browser registered, so nothing may point it at the store's own network. */
export function isAcceptableEndpoint(endpoint: string, allowLoopbackHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return allowLoopbackHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

export interface CustomerPushQueue {
  /** Queues a push to the customer's devices in the caller's transaction; nothing when none is registered. */
  queue(trx: Kysely<Database>, push: { customerId: number; purpose: string } & PushPayload, at: Date): Promise<void>;
}

export function createCustomerPushQueue(): CustomerPushQueue {
  return {
    async queue(trx, push, at) {
      if (!(await repo.hasCustomerSubscription(trx, push.customerId))) return;
      await repo.insertQueuedPush(trx, {
        customer_id: push.customerId,
        title: push.title.slice(0, 200),
        body: push.body.slice(0, 1000),
        url: push.url.slice(0, 1000),
        purpose: push.purpose,
        created_at: at.toISOString(),
      });
    },
  };
}

export function createPushService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  sender: PushSender;
  keys: () => Promise<VapidKeys>;
  rateLimits: RateLimitStore;
  allowLoopbackHttp: boolean;
  limit?: typeof DEFAULT_PUSH_RATE_LIMIT;
  log?: (message: string) => void;
}): PushService {
  const { db, clock, sender } = deps;
  const limit = deps.limit ?? DEFAULT_PUSH_RATE_LIMIT;

  async function assertWithinLimit(clientAddress: string): Promise<void> {
    const counted = await deps.rateLimits.increment(`push:client:${clientAddress}`, limit.windowSeconds);
    if (counted.count > limit.maxRequests) {
      const wait = Math.max(1, Math.ceil((counted.resetAt.getTime() - clock.now().getTime()) / 1000));
      throw new RateLimitedError(pushMessages.tooManyFromClient(wait), wait);
    }
  }

  async function sendEach(subscriptions: repo.PushSubscriptionRow[], payload: PushPayload, report: PushReport) {
    const waiting = [...subscriptions];
    const worker = async () => {
      for (let subscription = waiting.shift(); subscription; subscription = waiting.shift()) {
        report.subscriptions++;
        const outcome = await sender
          .send(subscription, payload)
          .catch((error: unknown): { kind: 'failed'; detail: string } => ({
            kind: 'failed',
            detail: error instanceof Error ? error.message : String(error),
          }));
        if (outcome.kind === 'delivered') {
          report.delivered++;
        } else if (outcome.kind === 'gone') {
          await repo.deleteSubscription(db, subscription.endpoint);
          report.removed++;
        } else {
          await repo.recordSubscriptionFailure(db, subscription.id, outcome.detail, clock.now().toISOString());
          report.failed++;
          deps.log?.(`push to subscription ${subscription.id} (${sender.name}) failed: ${outcome.detail}`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, subscriptions.length) }, worker));
  }

  const emptyReport = (): PushReport => ({ subscriptions: 0, delivered: 0, removed: 0, failed: 0 });

  const service: PushService = {
    async publicKey() {
      return { PublicKey: (await deps.keys()).publicKey };
    },

    async subscribe(input, client) {
      if (!isAcceptableEndpoint(input.Endpoint, deps.allowLoopbackHttp)) throw badRequest(pushMessages.badEndpoint);
      // The browser's public key is an uncompressed P-256 point (65 bytes, 0x04 first); its secret 16 bytes.
      const p256dh = Buffer.from(input.Keys.P256dh, 'base64url');
      const auth = Buffer.from(input.Keys.Auth, 'base64url');
      if (p256dh.length !== 65 || p256dh[0] !== 4 || auth.length !== 16) throw badRequest(pushMessages.badKeys);
      await assertWithinLimit(client.clientAddress);
      await repo.upsertSubscription(
        db,
        {
          endpoint: input.Endpoint,
          p256dh: p256dh.toString('base64url'),
          auth: auth.toString('base64url'),
          topic: input.Topic,
          customerId: client.customerId,
        },
        clock.now().toISOString(),
      );
      return { Success: true, Message: pushMessages.subscribed };
    },

    async unsubscribe(endpoint, client) {
      await assertWithinLimit(client.clientAddress);
      await repo.deleteSubscription(db, endpoint);
      return { Success: true, Message: pushMessages.unsubscribed };
    },

    async sendToTopic(topic, payload) {
      const report = emptyReport();
      let afterId = 0;
      for (;;) {
        const page = await repo.listTopicSubscriptions(db, topic, afterId, TOPIC_PAGE_SIZE);
        const last = page.at(-1);
        if (!last) return report;
        await sendEach(page, payload, report);
        afterId = last.id;
      }
    },

    async sendToCustomer(customerId, payload) {
      const report = emptyReport();
      await sendEach(await repo.listCustomerSubscriptions(db, customerId), payload, report);
      return report;
    },

    async deliverPending() {
      let sent = 0;
      for (;;) {
        const claimed = await repo.claimPendingPushes(db, 20);
        if (claimed.length === 0) return sent;
        for (const push of claimed) {
          // Best effort, once: the same news also went by SMS/email; each subscription's failure is counted.
          await service.sendToCustomer(push.customer_id, { title: push.title, body: push.body, url: push.url });
          await repo.markPushSent(db, push.id, clock.now().toISOString());
          sent++;
        }
      }
    },

    latestOutbox: (limit) => repo.listLatestPushOutbox(db, limit),
  };
  return service;
}
