/**
 * The seam between the store and a payment gateway (ADR 0019). Every Iranian gateway works the same
 * way: request a payment (the gateway answers an authority, its track id), send the shopper to the
 * gateway's page, receive the shopper back at the callback address, and verify the payment
 * server-side with the amount taken from our own record. "Already verified" counts as paid.
 */

/** The providers, as they appear in the callback address `/payment/{name}/callback`. */
export type PaymentProviderName = 'sandbox' | 'zarinpal';

export interface PaymentRequest {
  /** Integer Rial, taken from the order. */
  amountRial: number;
  description: string;
  /** Absolute address the gateway sends the shopper back to. */
  callbackUrl: string;
  orderId: number;
  mobile?: string | undefined;
  email?: string | undefined;
}

export interface PaymentStart {
  authority: string;
  /** Absolute address of the gateway's page where the shopper pays. */
  paymentPageUrl: string;
}

export interface PaymentVerification {
  /** `already-verified`: a verify of this authority already succeeded (a replay); the money was taken. */
  status: 'paid' | 'already-verified' | 'failed';
  referenceId?: string | undefined;
  cardPan?: string | undefined;
  /** The gateway's own words (kept on the payment for the operator; never shown as HTML). */
  message: string;
}

/** What the shopper's return says; it proves nothing until verified. */
export type CallbackReading =
  | { kind: 'return'; authority: string; ok: boolean; reason?: CancellationReason }
  /** The return carries a signature that does not match (the sandbox bank signs its returns). */
  | { kind: 'forged'; authority: string }
  | { kind: 'malformed' };

export type CancellationReason = 'cancelled' | 'insufficient-funds';

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Registers a payment with the gateway; throws GatewayError when the gateway refuses or cannot be reached. */
  request(payment: PaymentRequest): Promise<PaymentStart>;
  /** Settles a payment the shopper made; the amount must be the one requested. Throws GatewayError when unreachable. */
  verify(payment: { authority: string; amountRial: number }): Promise<PaymentVerification>;
  /** Asks about a payment whose callback never came (the sweep); a paid one is settled as by verify. */
  inquire(authority: string, amountRial: number): Promise<PaymentVerification>;
  /** Reads the callback's query or form fields. */
  readCallback(fields: Readonly<Record<string, string | undefined>>): CallbackReading;
}

export type GatewayFailure = 'timeout' | 'unreachable' | 'http-status' | 'malformed-answer' | 'refused';

/** The gateway could not be asked or refused the request; never reaches the shopper as a 500. */
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
