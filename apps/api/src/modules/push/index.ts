export { registerPushRoutes } from './push.routes.js';
export { createPushFromConfig, withPushDelivery, type PushConfig } from './push-from-config.js';
export {
  createPushService,
  createVapidKeyStore,
  DEFAULT_PUSH_RATE_LIMIT,
  isAcceptableEndpoint,
  queueCustomerPush,
  type PushReport,
  type PushService,
} from './push.service.js';
export type { PushOutcome, PushSender, PushTarget } from './push-sender.js';
export { createOutboxPushSender } from './outbox-push-sender.js';
export { createWebPushSender, generateVapidKeys, type VapidKeys } from './web-push-sender.js';
