import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { createDatabaseRateLimitStore, RateLimitedError } from '../../lib/rate-limit-store.js';
import { manualClock } from '../../testing/test-app.js';
import { insertGuestCustomer } from '../../testing/customer-fixture.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { createMessagingService, createOutboxSender, createOutboxReader } from '../messaging/index.js';
import { createSettingsService } from '../settings/index.js';
import { accountMessages } from './customers.messages.js';
import { createAccountService } from './account.service.js';
import type { GuestDataMerger } from './guest-customers.service.js';
import { createAccessTokenService } from './access-token.service.js';
import { createCustomersService } from './customers.service.js';
import { createLoginThrottle } from './login-throttle.js';
import { createPasswordHasher } from './password-hasher.js';
import { createVerificationCodeService } from './verification-code.service.js';

describe('account service', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  const clock = manualClock();
  const merges: Array<[number, number]> = [];
  const recordingMerger: GuestDataMerger = {
    async mergeGuestInto(_trx, guestId, customerId) {
      merges.push([guestId, customerId]);
    },
  };
  let accounts: ReturnType<typeof createAccountService>;
  let tokens: ReturnType<typeof createAccessTokenService>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.kysely;
    tokens = createAccessTokenService({ db, clock, ttlDays: 30 });
    accounts = createAccountService({
      db,
      clock,
      passwords: createPasswordHasher({ logN: 10, r: 8, p: 1 }),
      tokens,
      customers: createCustomersService({ db }),
      codes: createVerificationCodeService({ db, clock, secret: 'test-secret' }),
      throttle: createLoginThrottle(createDatabaseRateLimitStore(db, clock), clock),
      messaging: createMessagingService({
        email: createOutboxSender(db, 'email', clock),
        sms: createOutboxSender(db, 'sms', clock),
      }),
      settings: createSettingsService({ db, clock, cacheTtlMs: 0, log: () => {} }),
      guestMergers: [recordingMerger],
    });
  });
  afterAll(() => database.close());

  /** The newest message sent to `to`, as the shopper would read it. */
  async function lastMessage(to: string) {
    const [message] = await createOutboxReader(db).latest({ limit: 1, recipient: to });
    return message;
  }
  const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';
  const wait = () => clock.advance(61_000);

  async function register(email: string, password = 'secret-1403', guestId: string | null = null) {
    await accounts.startRegistration({ email, password, firstName: 'مریم', lastName: 'احمدی' });
    const normalised = email.includes('@') ? email.toLowerCase() : '09' + email.replace(/\D/g, '').slice(-9);
    const code = codeIn((await lastMessage(normalised))?.body);
    return accounts.completeRegistration({ email, token: code, guestId });
  }

  it('registers by mobile with a texted code, then the token works', async () => {
    const started = await accounts.startRegistration({
      email: '۰۹۱۲۱۱۱۲۲۳۳',
      password: 'secret-1403',
      firstName: 'مریم',
      lastName: 'احمدی',
    });
    expect(started).toMatchObject({ Success: true, SentTo: '0912***2233', ExpiresInSeconds: 600 });
    const sms = await lastMessage('09121112233');
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'registration' });
    const response = await accounts.completeRegistration({
      email: '09121112233',
      token: codeIn(sms?.body),
      guestId: null,
    });
    expect(response.AccessToken.length).toBeGreaterThanOrEqual(40);
    expect(response.Customer).toMatchObject({ Mobile: '09121112233', Email: null, IsAffiliate: false });
    expect((await tokens.resolve(response.AccessToken))?.id).toBe(response.Customer.Id);
    const roles = await db
      .selectFrom('customer_role_mapping as m')
      .innerJoin('customer_role as r', 'r.id', 'm.customer_role_id')
      .select('r.system_name')
      .where('m.customer_id', '=', response.Customer.Id)
      .execute();
    expect(roles.map((r) => r.system_name)).toEqual(['Registered']);
  });

  it('answers a taken address exactly like a free one, and only the owner is told', async () => {
    wait();
    const started = await accounts.startRegistration({
      email: '09121112233',
      password: 'another-pass',
      firstName: 'رضا',
      lastName: 'کریمی',
    });
    expect(started).toMatchObject({ Success: true, SentTo: '0912***2233', ExpiresInSeconds: 600 });
    const notice = await lastMessage('09121112233');
    expect(notice?.purpose).toBe('registration-existing');
    expect(codeIn(notice?.body)).toBe('');
    const error = await accounts
      .completeRegistration({ email: '09121112233', token: '123456', guestId: null })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(accountMessages.codeInvalid);
  });

  it('registering with a guest id keeps the guest row (and so what the guest collected)', async () => {
    const guest = await insertGuestCustomer(db);
    const response = await register('Guest.Buyer@Example.com', 'secret-1403', guest.guid);
    expect(response.Customer.Id).toBe(guest.id);
    expect(response.Customer.Email).toBe('guest.buyer@example.com');
  });

  it('logs in by email or mobile in any digits; a wrong password and an unknown account get the same 401', async () => {
    const ok = await accounts.login({
      email: '۰۹۱۲۱۱۱۲۲۳۳',
      password: 'secret-1403',
      guestId: null,
      clientAddress: '192.0.2.1',
    });
    expect(ok.Customer.Mobile).toBe('09121112233');

    const wrong = await accounts
      .login({ email: '09121112233', password: 'nope-nope', guestId: null, clientAddress: '192.0.2.1' })
      .catch((e: unknown) => e);
    const unknown = await accounts
      .login({ email: '09350000000', password: 'nope-nope', guestId: null, clientAddress: '192.0.2.1' })
      .catch((e: unknown) => e);
    for (const error of [wrong, unknown]) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).statusCode).toBe(401);
      expect((error as AppError).message).toBe(accountMessages.badCredentials);
    }
  });

  it('hands a guest’s things to the customer on login', async () => {
    const guest = await insertGuestCustomer(db);
    merges.length = 0;
    const response = await accounts.login({
      email: '09121112233',
      password: 'secret-1403',
      guestId: guest.guid,
      clientAddress: '192.0.2.2',
    });
    expect(merges).toEqual([[guest.id, response.Customer.Id]]);
  });

  it('throttles an account guessed from 20 addresses in 15 minutes with 429', async () => {
    const customer = await register('throttled@example.com');
    // Each address stays under its own per-address-and-account limit: only the account's limit is reached.
    for (let i = 0; i < 20; i++) {
      await accounts
        .login({
          email: 'throttled@example.com',
          password: 'wrong-pass',
          guestId: null,
          clientAddress: `198.51.100.${i}`,
        })
        .catch(() => undefined);
    }
    const blocked = await accounts
      .login({
        email: 'throttled@example.com',
        password: 'secret-1403',
        guestId: null,
        clientAddress: '198.51.100.200',
      })
      .catch((e: unknown) => e);
    expect(blocked).toBeInstanceOf(RateLimitedError);
    clock.advance(15 * 60_000 + 1000);
    const later = await accounts.login({
      email: 'throttled@example.com',
      password: 'secret-1403',
      guestId: null,
      clientAddress: '198.51.100.200',
    });
    expect(later.Customer.Id).toBe(customer.Customer.Id);
  });

  it('logout kills the token', async () => {
    const { AccessToken } = await accounts.login({
      email: '09121112233',
      password: 'secret-1403',
      guestId: null,
      clientAddress: '192.0.2.3',
    });
    await accounts.logout(AccessToken);
    expect(await tokens.resolve(AccessToken)).toBeNull();
  });

  it('changing the password ends the other sessions and keeps this one', async () => {
    const login = () =>
      accounts.login({
        email: 'changer@example.com',
        password: 'first-pass',
        guestId: null,
        clientAddress: '192.0.2.4',
      });
    const first = await register('changer@example.com', 'first-pass');
    const second = await login();
    const customer = (await tokens.resolve(second.AccessToken))!;

    await expect(
      accounts.changePassword(
        customer,
        { oldPassword: 'wrong', newPassword: 'second-pass', confirmNewPassword: 'second-pass' },
        second.AccessToken,
      ),
    ).rejects.toThrow(accountMessages.oldPasswordWrong);
    await expect(
      accounts.changePassword(
        customer,
        { oldPassword: 'first-pass', newPassword: 'second-pass', confirmNewPassword: 'other' },
        second.AccessToken,
      ),
    ).rejects.toThrow(accountMessages.passwordsDiffer);
    await expect(
      accounts.changePassword(
        customer,
        { oldPassword: 'first-pass', newPassword: '12', confirmNewPassword: '12' },
        second.AccessToken,
      ),
    ).rejects.toThrow(accountMessages.passwordTooShort(6));

    await accounts.changePassword(
      customer,
      { oldPassword: 'first-pass', newPassword: 'second-pass', confirmNewPassword: 'second-pass' },
      second.AccessToken,
    );
    expect(await tokens.resolve(first.AccessToken)).toBeNull();
    expect((await tokens.resolve(second.AccessToken))?.id).toBe(customer.id);
    await expect(login()).rejects.toThrow(accountMessages.badCredentials);
    await expect(
      accounts.login({
        email: 'changer@example.com',
        password: 'second-pass',
        guestId: null,
        clientAddress: '192.0.2.4',
      }),
    ).resolves.toMatchObject({ Success: true });
  });

  it('recovers a password with the emailed code and a one-time ticket', async () => {
    const before = await register('forgetful@example.com', 'old-password');
    clock.advance(61_000);
    const sent = await accounts.sendRecoveryCode('Forgetful@example.com');
    expect(sent).toEqual({ Success: true, Message: accountMessages.recoveryCodeSent, ExpiresInSeconds: 600 });
    const mail = await lastMessage('forgetful@example.com');
    expect(mail).toMatchObject({
      channel: 'email',
      purpose: 'password-recovery',
      subject: accountMessages.recoveryCodeSubject('سبد'),
    });

    await expect(
      accounts.verifyRecoveryCode({
        emailMobile: 'forgetful@example.com',
        token: '000000' === codeIn(mail?.body) ? '111111' : '000000',
      }),
    ).rejects.toThrow(accountMessages.codeInvalid);
    const { ResetTicket } = await accounts.verifyRecoveryCode({
      emailMobile: 'forgetful@example.com',
      token: codeIn(mail?.body),
    });
    const confirm = {
      emailMobile: 'forgetful@example.com',
      resetTicket: ResetTicket,
      newPassword: 'new-password',
      confirmNewPassword: 'new-password',
    };
    await expect(accounts.confirmRecovery(confirm)).resolves.toMatchObject({ Success: true });
    await expect(accounts.confirmRecovery(confirm)).rejects.toThrow(accountMessages.ticketInvalid);
    expect(await tokens.resolve(before.AccessToken)).toBeNull();
    await expect(
      accounts.login({
        email: 'forgetful@example.com',
        password: 'new-password',
        guestId: null,
        clientAddress: '192.0.2.5',
      }),
    ).resolves.toMatchObject({ Success: true });
  });

  it('answers recovery for an unknown address like a known one, and sends nothing', async () => {
    const sent = await accounts.sendRecoveryCode('nobody@example.com');
    expect(sent).toEqual({ Success: true, Message: accountMessages.recoveryCodeSent, ExpiresInSeconds: 600 });
    expect(await lastMessage('nobody@example.com')).toBeUndefined();
  });

  it('rejects an address that is neither an email nor a mobile number in Persian', async () => {
    await expect(
      accounts.startRegistration({ email: 'not-an-address', password: 'secret-1403' }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
