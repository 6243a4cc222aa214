import type { Kysely } from 'kysely';
import type { Env } from '../../config/env.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { createKavenegarSender } from './kavenegar-sender.js';
import type { MessageSender } from './message-sender.js';
import { createMessagingService, type MessagingService } from './messaging.service.js';
import { createOutboxSender } from './outbox-sender.js';
import { createSmtpSender } from './smtp-sender.js';

export type MessagingConfig = Pick<
  Env,
  | 'EMAIL_TRANSPORT'
  | 'SMTP_URL'
  | 'EMAIL_FROM'
  | 'SMS_TRANSPORT'
  | 'KAVENEGAR_API_KEY'
  | 'KAVENEGAR_SENDER'
  | 'KAVENEGAR_BASE_URL'
>;

export function createMessagingFromConfig(
  config: MessagingConfig,
  db: Kysely<Database>,
  clock: Clock,
): MessagingService {
  const email: MessageSender =
    config.EMAIL_TRANSPORT === 'smtp' && config.SMTP_URL
      ? createSmtpSender({ url: config.SMTP_URL, from: config.EMAIL_FROM })
      : createOutboxSender(db, 'email', clock);
  const sms: MessageSender =
    config.SMS_TRANSPORT === 'kavenegar' && config.KAVENEGAR_API_KEY && config.KAVENEGAR_SENDER
      ? createKavenegarSender({
          apiKey: config.KAVENEGAR_API_KEY,
          sender: config.KAVENEGAR_SENDER,
          baseUrl: config.KAVENEGAR_BASE_URL,
        })
      : createOutboxSender(db, 'sms', clock);
  return createMessagingService({ email, sms });
}
