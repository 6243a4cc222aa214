/**
 * How the store reaches a shopper outside the app. Each channel has one sender, chosen by
 * configuration: the development outbox (default), or a real transport (SMTP for email,
 * Kavenegar's HTTP API for SMS).
 */
import type { MessageChannel } from '../../db/schema.js';

export type { MessageChannel };

export interface OutgoingMessage {
  channel: MessageChannel;
  /** An email address, or a mobile number in 09xxxxxxxxx form. */
  to: string;
  /** Email only; SMS ignores it. */
  subject: string;
  /** Plain text: the SMS text, or the email's text part. */
  text: string;
  /** Why it is sent ("password-recovery"…): kept in the outbox, never shown to the recipient. */
  purpose: string;
}

/** Delivers messages of one channel. Throws {@link MessageDeliveryError} when the transport refuses. */
export interface MessageSender {
  readonly channel: MessageChannel;
  /** A short name for logs ("outbox", "smtp", "kavenegar"). */
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** The transport did not take the message; `detail` is safe to log (no credentials). */
export class MessageDeliveryError extends Error {
  constructor(
    readonly transport: string,
    readonly detail: string,
  ) {
    super(`${transport}: ${detail}`);
    this.name = 'MessageDeliveryError';
  }
}
