// Confirmed by a code sent to the NEW address; the first call answers alike whether or not another account holds it.
import type { Kysely } from 'kysely';
import type { RegistrationStarted } from '@sabad/contract';
import type { CustomerRow, Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { badRequest, conflict } from '../../lib/app-error.js';
import type { MessagingService } from '../messaging/index.js';
import type { SettingsService } from '../settings/index.js';
import { type AccountIdentifier, maskIdentifier, parseAccountIdentifier } from './account-identifier.js';
import { accountMessages, identifierMessages, type StoreText } from './customers.messages.js';
import { isIdentifierHeldByAnother, updateCustomerIdentifier } from './customers.repository.js';
import type { VerificationCodeService } from './verification-code.service.js';

export interface ContactChangeService {
  start(customer: CustomerRow, emailMobile: string): Promise<RegistrationStarted>;
  confirm(customer: CustomerRow, input: { emailMobile: string; token: string }): Promise<void>;
}

const PURPOSE = 'contact-change';
const columnOf = (identifier: AccountIdentifier) => (identifier.kind === 'email' ? 'email' : 'mobile');

/** Another account taking the address meanwhile is refused by the unique index: a readable 409, never a 500. */
export async function setCustomerIdentifier(
  db: Kysely<Database>,
  customerId: number,
  identifier: AccountIdentifier,
): Promise<void> {
  try {
    await updateCustomerIdentifier(db, customerId, identifier);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(accountMessages.contactTakenConflict);
    throw error;
  }
}

export function createContactChangeService(deps: {
  db: Kysely<Database>;
  codes: VerificationCodeService;
  messaging: MessagingService;
  settings: SettingsService;
}): ContactChangeService {
  const { db } = deps;

  function readIdentifier(customer: CustomerRow, input: string): AccountIdentifier {
    const identifier = parseAccountIdentifier(input);
    if (!identifier) throw badRequest(identifierMessages.invalid);
    if (customer[columnOf(identifier)] === identifier.value) throw badRequest(accountMessages.contactUnchanged);
    return identifier;
  }

  // Subject and text are written with the store's name (customerText), read when the message goes.
  async function send(identifier: AccountIdentifier, subject: StoreText, text: StoreText, purpose: string) {
    const { StoreName } = await deps.settings.get();
    await deps.messaging.send({
      channel: identifier.kind === 'email' ? 'email' : 'sms',
      to: identifier.value,
      subject: subject(StoreName),
      text: text(StoreName),
      purpose,
    });
  }

  return {
    async start(customer, emailMobile) {
      const identifier = readIdentifier(customer, emailMobile);
      // The code is issued (and rate limited per address) either way, so a held address answers
      // exactly like a free one; only its owner learns that someone asked.
      const { code, expiresInSeconds } = await deps.codes.issue(identifier.value, PURPOSE);
      if (await isIdentifierHeldByAnother(db, customer.id, identifier)) {
        await send(
          identifier,
          accountMessages.contactTakenNoticeSubject,
          accountMessages.contactTakenNotice,
          'contact-change-existing',
        );
      } else {
        await send(
          identifier,
          accountMessages.contactChangeCodeSubject,
          (store) => accountMessages.contactChangeCode(store, code, expiresInSeconds),
          PURPOSE,
        );
      }
      const sentTo = maskIdentifier(identifier);
      return {
        Success: true,
        Message: accountMessages.codeSentTo(sentTo),
        ExpiresInSeconds: expiresInSeconds,
        SentTo: sentTo,
      };
    },

    async confirm(customer, { emailMobile, token }) {
      const identifier = readIdentifier(customer, emailMobile);
      const check = await deps.codes.verify(identifier.value, PURPOSE, token);
      if (check.status === 'locked') throw badRequest(accountMessages.codeLocked);
      if (check.status !== 'verified') throw badRequest(accountMessages.codeInvalid);
      const previous = customer[columnOf(identifier)];
      await db.transaction().execute(async (trx) => {
        // Held before the code was asked for (its owner got a notice, not this code) or taken
        // since: the same answer as a wrong code, so the call tells nothing about other accounts.
        if (await isIdentifierHeldByAnother(trx, customer.id, identifier))
          throw badRequest(accountMessages.codeInvalid);
        await setCustomerIdentifier(trx, customer.id, identifier);
      });
      // The old address hears about the change, so an owner whose session was stolen finds out.
      if (previous) {
        const old: AccountIdentifier =
          identifier.kind === 'email' ? { kind: 'email', value: previous } : { kind: 'mobile', value: previous };
        await send(
          old,
          accountMessages.contactChangedNoticeSubject,
          (store) => accountMessages.contactChangedNotice(store, maskIdentifier(identifier)),
          'contact-changed',
        );
      }
    },
  };
}
