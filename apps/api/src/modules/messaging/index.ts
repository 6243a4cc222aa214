export type { MessageSender, OutgoingMessage } from './message-sender.js';
export {
  createMessagingService,
  createOutboxReader,
  type MessagingService,
  type OutboxReader,
} from './messaging.service.js';
export { createOutboxSender } from './outbox-sender.js';
export { createMessagingFromConfig, type MessagingConfig } from './senders.js';
export {
  createMessageQueue,
  createMessageQueueDeliverer,
  type MessageQueue,
  type MessageQueueDeliverer,
  type NewQueuedMessage,
} from './message-queue.js';
