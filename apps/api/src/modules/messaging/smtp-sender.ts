import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';
import { MessageDeliveryError, type MessageSender, type OutgoingMessage } from './message-sender.js';

export interface SmtpSenderOptions {
  url: string;
  from: string;
}

export function createSmtpSender(options: SmtpSenderOptions): MessageSender & { close(): void } {
  // Required here, not at the top: a store that keeps its email in the outbox never loads nodemailer.
  const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
  const transport = nodemailer.createTransport(options.url);
  return {
    channel: 'email',
    name: 'smtp',
    async send(message: OutgoingMessage) {
      try {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
      } catch (error) {
        throw new MessageDeliveryError('smtp', error instanceof Error ? error.message : String(error));
      }
    },
    close: () => transport.close(),
  };
}
