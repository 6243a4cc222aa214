export { registerPushRoutes } from './push.routes.js';
export { createCustomerDeliverer, createPushFromConfig, type PushConfig } from './push-from-config.js';
export {
  createCustomerPushQueue,
  createPushService,
  createVapidKeyStore,
  type CustomerPushQueue,
  type PushReport,
  type PushService,
} from './push.service.js';
export type { PushOutcome, PushSender, PushTarget } from './push-sender.js';
export { createOutboxPushSender } from './outbox-push-sender.js';
export { createWebPushSender, type VapidKeys } from './web-push-sender.js';
