import nodemailer from 'nodemailer';
import { MessageDeliveryError, type MessageSender, type OutgoingMessage } from './message-sender.js';

export interface SmtpSenderOptions {
  /** smtp://user:pass@host:port or smtps://… */
  url: string;
  /** The From address, e.g. "سبد <no-reply@sabad.example>". */
  from: string;
}

/** Email through any SMTP server (nodemailer). */
export function createSmtpSender(options: SmtpSenderOptions): MessageSender & { close(): void } {
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
