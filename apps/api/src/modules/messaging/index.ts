/** The messaging module's public entry: sending email and SMS, and the development outbox. */
export type { MessageSender, OutgoingMessage } from './message-sender.js';
export {
  createMessagingService,
  latestOutboxMessages,
  listLatestOutboxMessages,
  type MessagingService,
} from './messaging.service.js';
export { createOutboxSender } from './outbox-sender.js';
export { createMessagingFromConfig, type MessagingConfig } from './senders.js';
export {
  createMessageQueueDeliverer,
  queueMessage,
  type MessageQueueDeliverer,
  type NewQueuedMessage,
} from './message-queue.js';
