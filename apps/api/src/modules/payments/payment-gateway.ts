import type { Kysely } from 'kysely';
import { PAYMENT_METHOD } from '@sabad/contract';
import type { Env } from '../../config/env.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { OnlinePaymentMethod } from '../orders/index.js';
import type { SettingsService } from '../settings/index.js';
import type { PaymentProvider } from './payment-provider.js';
import { createSandboxBank, type SandboxBank } from './sandbox-bank.js';
import { createZarinPalProvider } from './zarinpal.js';

export type PaymentsConfig = Pick<
  Env,
  'PAYMENT_GATEWAY' | 'ZARINPAL_MERCHANT_ID' | 'ZARINPAL_BASE_URL' | 'PAYMENT_GATEWAY_TIMEOUT_MS'
> & {
  APP_SECRET: string;
};

export interface PaymentGateway {
  provider: PaymentProvider;
  sandboxBank: SandboxBank | null;
  /** The payment method an order paid through this gateway records. */
  onlinePaymentMethod: OnlinePaymentMethod;
}

export function createPaymentGateway(
  config: PaymentsConfig,
  deps: { db: Kysely<Database>; clock: Clock; settings: SettingsService },
): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'zarinpal') {
    return {
      provider: createZarinPalProvider({
        merchantId: config.ZARINPAL_MERCHANT_ID ?? '',
        baseUrl: config.ZARINPAL_BASE_URL,
        timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS,
      }),
      sandboxBank: null,
      onlinePaymentMethod: PAYMENT_METHOD.ZarinPal,
    };
  }
  const sandboxBank = createSandboxBank({ ...deps, secret: config.APP_SECRET });
  return { provider: sandboxBank.provider, sandboxBank, onlinePaymentMethod: PAYMENT_METHOD.SandboxBank };
}
