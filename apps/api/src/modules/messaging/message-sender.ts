import type { MessageChannel } from '../../db/schema.js';

export type { MessageChannel };

export interface OutgoingMessage {
  channel: MessageChannel;
  to: string;
  subject: string;
  text: string;
  purpose: string;
}

export interface MessageSender {
  readonly channel: MessageChannel;
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** `detail` is safe to log (no credentials). */
export class MessageDeliveryError extends Error {
  constructor(
    readonly transport: string,
    readonly detail: string,
  ) {
    super(`${transport}: ${detail}`);
    this.name = 'MessageDeliveryError';
  }
}
