// Register, login and recovery answer alike for known and unknown addresses, so the API does not tell who is a
// customer.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CodeSent, CurrentCustomer, LoginResponse, RegistrationStarted, SuccessResponse } from '@sabad/contract';
import type { CustomerRow, Database } from '../../db/schema.js';
import { badRequest, unauthorized } from '../../lib/app-error.js';
import { present } from '../../lib/lookup.js';
import type { Clock } from '../../lib/clock.js';
import { createAffiliateReferrals } from '../affiliates/index.js';
import type { MessagingService } from '../messaging/index.js';
import { createRewardPointsLedger } from '../reward-points/index.js';
import type { SettingsService } from '../settings/index.js';
import { type AccountIdentifier, maskIdentifier, parseAccountIdentifier } from './account-identifier.js';
import { accountMessages, identifierMessages, type StoreText } from './customers.messages.js';
import {
  createRegisteredCustomer,
  deletePendingRegistration,
  findCustomerById,
  findPendingRegistration,
  findRegisteredCustomer,
  isIdentifierTaken,
  revokeOtherAccessTokens,
  touchLastActivity,
  updatePasswordHash,
  upsertPendingRegistration,
} from './account.repository.js';
import { hashAccessToken, type AccessTokenService } from './access-token.service.js';
import { createContactChangeService, type ContactChangeService } from './contact-change.service.js';
import type { CustomersService } from './customers.service.js';
import { findGuestCustomer, handOverGuest, type GuestDataMerger } from './guest-customers.service.js';
import type { LoginThrottle } from './login-throttle.js';
import type { PasswordHasher } from './password-hasher.js';
import type { VerificationCodeService } from './verification-code.service.js';
import { setReferrer } from './referrals.repository.js';

const rewardPoints = createRewardPointsLedger();

const referrals = createAffiliateReferrals();

export interface AccountService {
  startRegistration(input: {
    email: string;
    password: string;
    affiliateCode?: string;
    firstName?: string;
    lastName?: string;
  }): Promise<RegistrationStarted>;
  resendRegistrationCode(emailMobile: string): Promise<CodeSent>;
  completeRegistration(input: { email: string; token: string; guestId: string | null }): Promise<LoginResponse>;
  login(input: {
    email: string;
    password: string;
    guestId: string | null;
    clientAddress: string;
  }): Promise<LoginResponse>;
  logout(accessToken: string | null): Promise<SuccessResponse>;
  changePassword(
    customer: CustomerRow,
    input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
    currentToken: string,
  ): Promise<SuccessResponse>;
  sendRecoveryCode(emailMobile: string): Promise<CodeSent>;
  verifyRecoveryCode(input: { emailMobile: string; token: string }): Promise<{ Success: true; ResetTicket: string }>;
  confirmRecovery(input: {
    emailMobile: string;
    resetTicket: string;
    newPassword: string;
    confirmNewPassword: string;
  }): Promise<SuccessResponse>;
  contactChange: ContactChangeService;
}

export interface AccountServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  passwords: PasswordHasher;
  tokens: AccessTokenService;
  customers: CustomersService;
  codes: VerificationCodeService;
  throttle: LoginThrottle;
  messaging: MessagingService;
  settings: SettingsService;
  guestMergers: GuestDataMerger[];
}

/** Longest first or last name accepted (the customer row's columns hold 100; the profile form agrees). */
const NAME_MAX_LENGTH = 100;

interface SignedIn {
  customerId: number;
  token: string;
}

function readIdentifier(input: string): AccountIdentifier {
  const identifier = parseAccountIdentifier(input);
  if (!identifier) throw badRequest(identifierMessages.invalid);
  return identifier;
}

export function createAccountService(deps: AccountServiceDeps): AccountService {
  const { db, clock } = deps;
  // Verifying against this when the account does not exist makes a failed login take as long
  // as a wrong password, so response times do not tell who has an account.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= deps.passwords.hash(randomBytes(16).toString('hex')));

  async function assertPasswordPolicy(password: string, confirmation?: string) {
    const { PasswordMinLength } = await deps.settings.get();
    if (password.length < PasswordMinLength) throw badRequest(accountMessages.passwordTooShort(PasswordMinLength));
    if (confirmation !== undefined && confirmation !== password) throw badRequest(accountMessages.passwordsDiffer);
  }

  // The specification's own register call sends no names at all: it goes through, and the customer is shown by
  // email or mobile until they add one. A form that sends the name fields is held to the store's settings.
  async function readRegistrationNames(firstName?: string, lastName?: string) {
    const { FirstNameRequired, LastNameRequired } = await deps.settings.get();
    const first = (firstName ?? '').trim();
    const last = (lastName ?? '').trim();
    const namesAsked = firstName !== undefined || lastName !== undefined;
    if (namesAsked && FirstNameRequired && first === '') throw badRequest(accountMessages.firstNameRequired);
    if (namesAsked && LastNameRequired && last === '') throw badRequest(accountMessages.lastNameRequired);
    if (first.length > NAME_MAX_LENGTH) throw badRequest(accountMessages.firstNameTooLong(NAME_MAX_LENGTH));
    if (last.length > NAME_MAX_LENGTH) throw badRequest(accountMessages.lastNameTooLong(NAME_MAX_LENGTH));
    return { first, last };
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

  /** The answer is built after the commit (`answerFor`): on SQLite a transaction holds the only connection. */
  async function signIn(customerId: number, guestId: string | null, trx: Kysely<Database>): Promise<SignedIn> {
    if (guestId) await handOverGuest(trx, guestId, customerId, deps.guestMergers);
    await touchLastActivity(trx, customerId, clock.now().toISOString());
    const { token } = await deps.tokens.issue(customerId, trx);
    return { customerId, token };
  }

  async function answerFor({ customerId, token }: SignedIn): Promise<LoginResponse> {
    const customer = await findCustomerById(db, customerId);
    const current: CurrentCustomer = await deps.customers.currentCustomer(present(customer, `customer ${customerId}`));
    return { Success: true, AccessToken: token, AvatarUrl: current.AvatarUrl, Customer: current };
  }

  /** A taken address gets a notice instead of a code, so only its owner learns that it has an account. */
  async function sendRegistrationMessage(identifier: AccountIdentifier, taken: boolean): Promise<number> {
    const { code, expiresInSeconds } = await deps.codes.issue(identifier.value, 'registration');
    if (taken) {
      await send(
        identifier,
        accountMessages.alreadyRegisteredSubject,
        accountMessages.alreadyRegistered,
        'registration-existing',
      );
    } else {
      await send(
        identifier,
        accountMessages.registrationCodeSubject,
        (store) => accountMessages.registrationCode(store, code, expiresInSeconds),
        'registration',
      );
    }
    return expiresInSeconds;
  }

  async function sendRecovery(emailMobile: string): Promise<CodeSent> {
    const identifier = readIdentifier(emailMobile);
    const { code, expiresInSeconds } = await deps.codes.issue(identifier.value, 'password-recovery');
    if (await findRegisteredCustomer(db, identifier)) {
      await send(
        identifier,
        accountMessages.recoveryCodeSubject,
        (store) => accountMessages.recoveryCode(store, code, expiresInSeconds),
        'password-recovery',
      );
    }
    return { Success: true, Message: accountMessages.recoveryCodeSent, ExpiresInSeconds: expiresInSeconds };
  }

  return {
    async startRegistration({ email, password, affiliateCode, firstName, lastName }) {
      const identifier = readIdentifier(email);
      const names = await readRegistrationNames(firstName, lastName);
      await assertPasswordPolicy(password);
      const taken = await isIdentifierTaken(db, identifier);
      const expiresInSeconds = await sendRegistrationMessage(identifier, taken);
      // Hashed either way, so a taken address answers as slowly as a free one.
      const passwordHash = await deps.passwords.hash(password);
      if (!taken) {
        await upsertPendingRegistration(db, {
          identity: identifier.value,
          password_hash: passwordHash,
          created_at: clock.now().toISOString(),
          affiliate_code: referrals.normaliseCode(affiliateCode),
          first_name: names.first,
          last_name: names.last,
        });
      }
      const sentTo = maskIdentifier(identifier);
      return {
        Success: true,
        Message: accountMessages.codeSentTo(sentTo),
        ExpiresInSeconds: expiresInSeconds,
        SentTo: sentTo,
      };
    },

    async resendRegistrationCode(emailMobile) {
      const identifier = readIdentifier(emailMobile);
      const expiresInSeconds = await sendRegistrationMessage(identifier, await isIdentifierTaken(db, identifier));
      return {
        Success: true,
        Message: accountMessages.codeSentTo(maskIdentifier(identifier)),
        ExpiresInSeconds: expiresInSeconds,
      };
    },

    async completeRegistration({ email, token, guestId }) {
      const identifier = readIdentifier(email);
      const check = await deps.codes.verify(identifier.value, 'registration', token);
      if (check.status === 'locked') throw badRequest(accountMessages.codeLocked);
      if (check.status !== 'verified') throw badRequest(accountMessages.codeInvalid);
      const pending = await findPendingRegistration(db, identifier.value);
      if (!pending) throw badRequest(accountMessages.codeInvalid);
      const signedIn = await db.transaction().execute(async (trx) => {
        if (await isIdentifierTaken(trx, identifier)) throw badRequest(accountMessages.codeInvalid);
        const guest = guestId ? await findGuestCustomer(trx, guestId) : undefined;
        const customerId = await createRegisteredCustomer(trx, {
          identifier,
          passwordHash: pending.password_hash,
          guest,
          now: clock.now().toISOString(),
          firstName: pending.first_name,
          lastName: pending.last_name,
        });
        await deletePendingRegistration(trx, identifier.value);
        const referrer = await referrals.findReferrer(trx, pending.affiliate_code);
        if (referrer && referrer.customerId !== customerId) await setReferrer(trx, customerId, referrer.id);
        await rewardPoints.awardRegistration(trx, { customerId, now: clock.now() });
        return signIn(customerId, guestId, trx);
      });
      return answerFor(signedIn);
    },

    async login({ email, password, guestId, clientAddress }) {
      const identifier = parseAccountIdentifier(email);
      const attempt = { account: identifier?.value ?? email.trim().toLowerCase(), clientAddress };
      await deps.throttle.assertAllowed(attempt);
      const customer = identifier ? await findRegisteredCustomer(db, identifier) : undefined;
      const passwordHash = customer?.active === 1 ? customer.password_hash : null;
      const valid = passwordHash
        ? await deps.passwords.verify(password, passwordHash)
        : await deps.passwords.verify(password, await decoy()).then(() => false);
      if (!customer || !passwordHash || !valid) {
        await deps.throttle.recordFailure(attempt);
        throw unauthorized(accountMessages.badCredentials);
      }
      await deps.throttle.recordSuccess(attempt);
      if (deps.passwords.needsRehash(passwordHash)) {
        await updatePasswordHash(db, customer.id, await deps.passwords.hash(password));
      }
      return answerFor(await db.transaction().execute((trx) => signIn(customer.id, guestId, trx)));
    },

    async logout(accessToken) {
      if (accessToken) await deps.tokens.revoke(accessToken);
      return { Success: true, Message: accountMessages.loggedOut };
    },

    async changePassword(customer, { oldPassword, newPassword, confirmNewPassword }, currentToken) {
      if (!customer.password_hash || !(await deps.passwords.verify(oldPassword, customer.password_hash))) {
        throw badRequest(accountMessages.oldPasswordWrong);
      }
      await assertPasswordPolicy(newPassword, confirmNewPassword);
      const passwordHash = await deps.passwords.hash(newPassword);
      // The device that changed the password stays signed in; every other session ends.
      await db.transaction().execute(async (trx) => {
        await updatePasswordHash(trx, customer.id, passwordHash);
        await revokeOtherAccessTokens(trx, customer.id, hashAccessToken(currentToken), clock.now().toISOString());
      });
      return { Success: true, Message: accountMessages.passwordChanged };
    },

    sendRecoveryCode: sendRecovery,

    contactChange: createContactChangeService({
      db,
      codes: deps.codes,
      messaging: deps.messaging,
      settings: deps.settings,
    }),

    async verifyRecoveryCode({ emailMobile, token }) {
      const identifier = readIdentifier(emailMobile);
      const check = await deps.codes.verify(identifier.value, 'password-recovery', token);
      if (check.status === 'locked') throw badRequest(accountMessages.codeLocked);
      if (check.status !== 'verified') throw badRequest(accountMessages.codeInvalid);
      return { Success: true, ResetTicket: check.ticket };
    },

    async confirmRecovery({ emailMobile, resetTicket, newPassword, confirmNewPassword }) {
      const identifier = readIdentifier(emailMobile);
      await assertPasswordPolicy(newPassword, confirmNewPassword);
      const passwordHash = await deps.passwords.hash(newPassword);
      const customer = await findRegisteredCustomer(db, identifier);
      if (!customer || !(await deps.codes.redeemTicket(identifier.value, 'password-recovery', resetTicket))) {
        throw badRequest(accountMessages.ticketInvalid);
      }
      await db.transaction().execute(async (trx) => {
        await updatePasswordHash(trx, customer.id, passwordHash);
        await deps.tokens.revokeAllForCustomer(customer.id, trx);
      });
      return { Success: true, Message: accountMessages.passwordReset };
    },
  };
}
