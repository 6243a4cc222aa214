/**
 * What every CLI command that changes an order, a subscription or a return uses to tell the customer:
 * the queued SMS/email through the configured transports and the queued Web Pushes, delivered after
 * the change commits. One place, so no command queues a push that nothing sends.
 */
import { loadEnv } from '../config/env.js';
import type { Db } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import {
  createMessageQueueDeliverer,
  createMessagingFromConfig,
  type MessageQueueDeliverer,
} from '../modules/messaging/index.js';
import { withPushDelivery } from '../modules/push/index.js';
import type { CliIo } from './cli-io.js';
import { pushServiceFor } from './push-commands.js';

export function storeMessageDeliverer(db: Db, io: CliIo): MessageQueueDeliverer {
  return withPushDelivery(
    createMessageQueueDeliverer({
      db: db.kysely,
      messaging: createMessagingFromConfig(loadEnv(), db.kysely, systemClock),
      clock: systemClock,
      log: io.err,
    }),
    pushServiceFor(db, io),
  );
}
