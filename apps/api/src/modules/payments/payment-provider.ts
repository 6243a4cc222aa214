// Every Iranian gateway: request (an authority), the shopper pays on its page and comes back to the callback, then
// a server-side verify with the amount from our own record. "Already verified" counts as paid.

export type PaymentProviderName = 'sandbox' | 'zarinpal';

export interface PaymentRequest {
  amountRial: number;
  description: string;
  callbackUrl: string;
  orderId: number;
  mobile?: string | undefined;
  email?: string | undefined;
}

export interface PaymentStart {
  authority: string;
  paymentPageUrl: string;
}

export interface PaymentVerification {
  /** `already-verified`: a replay of a successful verify; the money was taken. */
  status: 'paid' | 'already-verified' | 'failed';
  referenceId?: string | undefined;
  cardPan?: string | undefined;
  /** Kept for the operator; never shown as HTML. */
  message: string;
}

/** Proves nothing until verified. */
export type CallbackReading =
  | { kind: 'return'; authority: string; ok: boolean; reason?: CancellationReason }
  | { kind: 'forged'; authority: string }
  | { kind: 'malformed' };

export type CancellationReason = 'cancelled' | 'insufficient-funds';

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Throws GatewayError when the gateway refuses or cannot be reached. */
  request(payment: PaymentRequest): Promise<PaymentStart>;
  /** The amount must be the one requested. Throws GatewayError when unreachable. */
  verify(payment: { authority: string; amountRial: number }): Promise<PaymentVerification>;
  /** For a payment whose callback never came (the sweep); a paid one is settled as by verify. */
  inquire(authority: string, amountRial: number): Promise<PaymentVerification>;
  readCallback(fields: Readonly<Record<string, string | undefined>>): CallbackReading;
}

export type GatewayFailure = 'timeout' | 'unreachable' | 'http-status' | 'malformed-answer' | 'refused';

/** Never reaches the shopper as a 500. */
export class GatewayError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    readonly failure: GatewayFailure,
    message: string,
    readonly code?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'GatewayError';
  }
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError;
}
