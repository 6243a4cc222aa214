// Queued in the transaction that stores the message, so one that was not stored is never sent; the rate-limit
// counters are shared (Redis or the database) so several API instances share one allowance.
import type { Kysely } from 'kysely';
import { toLatinDigits, toPersianDigits, type ContactInfo, type ContactUsResponse } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { RateLimitedError, type RateLimitStore } from '../../lib/rate-limit-store.js';
import { createAccountIdentifiers } from '../customers/index.js';
import { createMessageQueue, type MessageQueueDeliverer } from '../messaging/index.js';
import type { SettingsService } from '../settings/index.js';
import { contactMessages } from './contact.messages.js';
import {
  countWaitingContactMessages,
  deleteContactMessage,
  insertContactMessage,
  listLatestContactMessages,
  listWaitingContactMessages,
  markContactMessageAnswered,
  type ContactMessageRow,
} from './contact.repository.js';

const accountIdentifiers = createAccountIdentifiers();

export interface ContactRateLimit {
  maxMessages: number;
  windowSeconds: number;
}

/** Larger per client address: Iranian mobile carriers put many shoppers behind one address (CGNAT). */
export const DEFAULT_CONTACT_RATE_LIMITS: { perClient: ContactRateLimit; perAddress: ContactRateLimit } = {
  perClient: { maxMessages: 10, windowSeconds: 60 * 60 },
  perAddress: { maxMessages: 3, windowSeconds: 60 * 60 },
};

export interface ContactSubmission {
  FullName: string;
  EmailOrMobile: string;
  Subject: string;
  Enquiry: string;
}

export interface ContactService {
  send(
    submission: ContactSubmission,
    sender: { clientAddress: string; customerId: number | null },
  ): Promise<ContactUsResponse>;
  info(): Promise<ContactInfo>;
  latestMessages(count: number): Promise<string[]>;
  /** Messages no one has answered yet, oldest first (the back office's inbox). */
  waiting(limit: number): Promise<ContactMessageRow[]>;
  waitingCount(): Promise<number>;
  /**
   * Sends the answer by email (or SMS, to a mobile) through the outbox and marks the message answered;
   * `within` runs in that transaction. False when there is no such message waiting.
   */
  answer(id: number, text: string, within?: (trx: Kysely<Database>) => Promise<void>): Promise<boolean>;
  remove(id: number, within?: (trx: Kysely<Database>) => Promise<void>): Promise<boolean>;
}

/** A name or subject must never carry line breaks into the email's header. */
const messages = createMessageQueue();

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function createContactService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
  rateLimits: RateLimitStore;
  deliverer: MessageQueueDeliverer;
  limits?: typeof DEFAULT_CONTACT_RATE_LIMITS;
  log?: (message: string) => void;
}): ContactService {
  const { db, clock } = deps;
  const limits = deps.limits ?? DEFAULT_CONTACT_RATE_LIMITS;

  /** One statement each, so parallel sends all count. */
  async function assertWithinLimits(clientAddress: string, emailOrMobile: string): Promise<void> {
    const [client, address] = await Promise.all([
      deps.rateLimits.increment(`contact:client:${clientAddress}`, limits.perClient.windowSeconds),
      deps.rateLimits.increment(`contact:address:${emailOrMobile}`, limits.perAddress.windowSeconds),
    ]);
    const waitFor = (resetAt: Date) => Math.max(1, Math.ceil((resetAt.getTime() - clock.now().getTime()) / 1000));
    if (client.count > limits.perClient.maxMessages) {
      const wait = waitFor(client.resetAt);
      throw new RateLimitedError(contactMessages.tooManyFromClient(wait), wait);
    }
    if (address.count > limits.perAddress.maxMessages) {
      const wait = waitFor(address.resetAt);
      throw new RateLimitedError(contactMessages.tooManyForAddress(wait), wait);
    }
  }

  return {
    async send(submission, sender) {
      const identifier = accountIdentifiers.parse(submission.EmailOrMobile);
      if (!identifier) throw badRequest(contactMessages.badEmailOrMobile);
      await assertWithinLimits(sender.clientAddress, identifier.value);
      const message = {
        fullName: oneLine(submission.FullName),
        emailOrMobile: identifier.value,
        subject: oneLine(submission.Subject),
        enquiry: submission.Enquiry.trim(),
      };
      const settings = await deps.settings.get();
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await insertContactMessage(trx, {
          full_name: message.fullName,
          email_or_mobile: message.emailOrMobile,
          subject: message.subject,
          enquiry: message.enquiry,
          customer_id: sender.customerId,
          client_address: sender.clientAddress,
          created_at: now.toISOString(),
        });
        if (settings.StoreContactEmail) {
          await messages.queue(
            trx,
            {
              channel: 'email',
              recipient: settings.StoreContactEmail,
              subject: contactMessages.storeSubject(settings.StoreName, message.subject),
              body: contactMessages.storeText(message),
              purpose: 'contact-us',
            },
            now,
          );
        }
      });
      await deps.deliverer
        .deliverPending()
        .catch((error: unknown) => deps.log?.(`contact message: ${String(error)}; it stays queued`));
      return { Success: true, Message: contactMessages.sent };
    },

    latestMessages: (count) => contactMessageLines(db, count),

    waiting: (limit) => listWaitingContactMessages(db, limit),
    waitingCount: () => countWaitingContactMessages(db),

    async answer(id, text, within) {
      const settings = await deps.settings.get();
      const now = clock.now();
      const answered = await db.transaction().execute(async (trx) => {
        const message = await markContactMessageAnswered(trx, id, { answer: text, now: now.toISOString() });
        if (!message) return false;
        const email = message.email_or_mobile.includes('@');
        await messages.queue(
          trx,
          {
            channel: email ? 'email' : 'sms',
            recipient: message.email_or_mobile,
            subject: contactMessages.answerSubject(settings.StoreName, message.subject),
            body: contactMessages.answerText(settings.StoreName, message, text),
            purpose: 'contact-answer',
          },
          now,
        );
        await within?.(trx);
        return true;
      });
      if (answered) {
        await deps.deliverer
          .deliverPending()
          .catch((error: unknown) => deps.log?.(`contact answer: ${String(error)}; it stays queued`));
      }
      return answered;
    },

    remove: (id, within) =>
      db.transaction().execute(async (trx) => {
        if (!(await deleteContactMessage(trx, id))) return false;
        await within?.(trx);
        return true;
      }),

    async info() {
      const settings = await deps.settings.get();
      return {
        StoreName: settings.StoreName,
        Phone: toPersianDigits(settings.StorePhone.trim()),
        PhoneLink: toLatinDigits(settings.StorePhone).replace(/[^\d+]/g, ''),
        Address: toPersianDigits(settings.StoreAddress.trim()),
        WorkingHours: toPersianDigits(settings.StoreWorkingHours.trim()),
        Email: settings.StoreContactEmail,
        CustomProperties: {},
      };
    },
  };
}

async function contactMessageLines(db: Kysely<Database>, count: number): Promise<string[]> {
  const rows = await listLatestContactMessages(db, count);
  return rows.map(
    (row) =>
      `${row.id}\t${row.created_at}\t${row.full_name} <${row.email_or_mobile}>\t${row.subject}: ${oneLine(row.enquiry)}`,
  );
}
