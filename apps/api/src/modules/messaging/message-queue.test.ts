/**
 * The transactional message queue: a message exists only if its transaction committed, parallel
 * deliverers send each message once, and a transport that refuses leaves the message queued until
 * its attempts run out. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { createMessageQueue, createMessageQueueDeliverer } from './message-queue.js';
import { MessageDeliveryError, type MessageSender, type OutgoingMessage } from './message-sender.js';
import { createMessagingService } from './messaging.service.js';

let db: TestDatabase;
const clock = { now: () => new Date('2026-11-25T08:00:00.000Z') };

/** A transport at the edge of the system: records what it was given, or refuses. */
function recordingSender(channel: 'sms' | 'email', refuse = false): MessageSender & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return {
    channel,
    name: 'recording',
    sent,
    send(message) {
      if (refuse) return Promise.reject(new MessageDeliveryError('recording', 'refused'));
      sent.push(message);
      return Promise.resolve();
    },
  };
}

const message = (n: number) => ({
  channel: 'sms' as const,
  recipient: `0912000${String(n).padStart(4, '0')}`,
  subject: '',
  body: `سفارش ${n} ثبت شد`,
  purpose: 'order-placed',
});

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe('message queue', () => {
  it('keeps no message of a transaction that rolled back', async () => {
    await expect(
      db.kysely.transaction().execute(async (trx) => {
        await createMessageQueue().queue(trx, message(1), clock.now());
        throw new Error('the order was refused');
      }),
    ).rejects.toThrow('the order was refused');
    const rows = await db.kysely.selectFrom('message_queue').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('sends each message once when five deliverers run at the same time', async () => {
    for (let n = 0; n < 30; n++) await createMessageQueue().queue(db.kysely, message(n), clock.now());
    const sms = recordingSender('sms');
    const messaging = createMessagingService({ sms, email: recordingSender('email') });
    const deliverers = Array.from({ length: 5 }, () =>
      createMessageQueueDeliverer({ db: db.kysely, messaging, clock }),
    );
    const counts = await Promise.all(deliverers.map((deliverer) => deliverer.deliverPending()));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(30);
    expect(sms.sent).toHaveLength(30);
    expect(new Set(sms.sent.map((sent) => sent.to)).size).toBe(30);
    const left = await db.kysely.selectFrom('message_queue').select('id').where('status', '!=', 'sent').execute();
    expect(left).toEqual([]);
  });

  it('leaves a refused message queued, then gives up after its attempts', async () => {
    await createMessageQueue().queue(db.kysely, message(99), clock.now());
    const messaging = createMessagingService({ sms: recordingSender('sms', true), email: recordingSender('email') });
    const logged: string[] = [];
    const deliverer = createMessageQueueDeliverer({
      db: db.kysely,
      messaging,
      clock,
      log: (line) => logged.push(line),
    });
    expect(await deliverer.deliverPending()).toBe(0);
    const row = await db.kysely
      .selectFrom('message_queue')
      .select(['status', 'attempts', 'last_error'])
      .where('recipient', '=', message(99).recipient)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', attempts: 5, last_error: 'recording: refused' });
    expect(logged.length).toBe(5);
  });
});
