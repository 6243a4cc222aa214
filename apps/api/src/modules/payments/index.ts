// The payments module's public entry (ADR 0019).
export { createPaymentsService, type PaymentsService } from './payments.service.js';
export { registerPaymentRoutes } from './payments.routes.js';
export { createPaymentGateway, type PaymentGateway, type PaymentsConfig } from './payment-gateway.js';
export {
  GatewayError,
  type PaymentProvider,
  type PaymentProviderName,
  type PaymentVerification,
} from './payment-provider.js';
export { createPaymentsSweep, type PaymentsSweep, type PaymentsSweepReport } from './payments-sweep.js';
