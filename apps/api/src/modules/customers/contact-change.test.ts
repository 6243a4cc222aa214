import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../lib/app-error.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createMessagingService, createOutboxSender, createOutboxReader } from '../messaging/index.js';
import { createSettingsService } from '../settings/index.js';
import { accountMessages } from './customers.messages.js';
import { findCustomerById } from './account.repository.js';
import { createContactChangeService, setCustomerIdentifier } from './contact-change.service.js';
import { createVerificationCodeService, type VerificationCodeService } from './verification-code.service.js';

describe('changing the email or mobile number with a code sent to the new address', () => {
  let t: TestApp;
  const clock = manualClock();
  // Codes to one address are at most one a minute: every test starts a minute later.
  const nextMinute = () => clock.advance(61_000);

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2${url}`,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Basic ${token}` } : {},
    });
  const latestTo = async (to: string) =>
    (await createOutboxReader(t.database.kysely).latest({ limit: 1, recipient: to }))[0];
  const codeFor = async (to: string) => /\b(\d{6})\b/.exec((await latestTo(to))?.body ?? '')?.[1] ?? '';
  const login = (email: string, password = 'secret-1403') =>
    post('/account/login', { Email: email, Password: password, DeviceToken: '' });

  async function register(email: string, password = 'secret-1403'): Promise<string> {
    nextMinute();
    expect(
      (
        await post('/account/register', {
          Email: email,
          Password: password,
          DeviceToken: '',
          FirstName: 'کاوه',
          LastName: 'نوری',
        })
      ).statusCode,
    ).toBe(200);
    const verified = await post('/account/registerverifytokenpost', { Email: email, Token: await codeFor(email) });
    expect(verified.statusCode).toBe(200);
    return verified.json<{ AccessToken: string }>().AccessToken;
  }

  it('changes the email: the code goes to the new address, login works with it and no longer with the old one', async () => {
    const token = await register('old-mail@example.com');
    nextMinute();
    const started = await post('/customer/contactchange', { EmailMobile: ' New-Mail@Example.com ' }, token);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({
      Success: true,
      Message: 'کد تأیید به ne***@example.com ارسال شد.',
      ExpiresInSeconds: 600,
      SentTo: 'ne***@example.com',
    });
    const code = await codeFor('new-mail@example.com');
    expect(code).toMatch(/^\d{6}$/);

    const verified = await post(
      '/customer/contactchangeverify',
      { EmailMobile: 'new-mail@example.com', Token: code },
      token,
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ Email: 'new-mail@example.com', Mobile: null });

    expect((await login('new-mail@example.com')).statusCode).toBe(200);
    expect((await login('old-mail@example.com')).statusCode).toBe(401);
    // The old address is told, so an owner whose session was stolen finds out.
    expect((await latestTo('old-mail@example.com'))?.body).toContain('ne***@example.com');
    // The code is single use.
    const again = await post(
      '/customer/contactchangeverify',
      { EmailMobile: 'new-mail@example.com', Token: code },
      token,
    );
    expect(again.statusCode).toBe(400);
  });

  it('adds a mobile number typed in Persian digits; the email stays, and both log in', async () => {
    const token = await register('mobile-adder@example.com');
    nextMinute();
    const started = await post('/customer/contactchange', { EmailMobile: '۰۹۱۲ ۳۴۵ ۶۷۸۹' }, token);
    expect(started.json()).toMatchObject({ SentTo: '0912***6789' });
    const sms = await latestTo('09123456789');
    expect(sms?.channel).toBe('sms');
    const verified = await post(
      '/customer/contactchangeverify',
      { EmailMobile: '٠٩١٢٣٤٥٦٧٨٩', Token: await codeFor('09123456789') },
      token,
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ Email: 'mobile-adder@example.com', Mobile: '09123456789' });
    expect((await login('09123456789')).statusCode).toBe(200);
    expect((await login('mobile-adder@example.com')).statusCode).toBe(200);

    // Replacing that number: the new one logs in, the old one no longer does and hears about it.
    nextMinute();
    await post('/customer/contactchange', { EmailMobile: '+98 912 000 1111' }, token);
    const replaced = await post(
      '/customer/contactchangeverify',
      { EmailMobile: '09120001111', Token: await codeFor('09120001111') },
      token,
    );
    expect(replaced.json()).toMatchObject({ Mobile: '09120001111' });
    expect((await login('09120001111')).statusCode).toBe(200);
    expect((await login('09123456789')).statusCode).toBe(401);
    expect((await latestTo('09123456789'))?.purpose).toBe('contact-changed');
  });

  it('refuses a wrong code, an expired code and a code sent to a different address with the same Persian message', async () => {
    const token = await register('careful@example.com');
    nextMinute();
    await post('/customer/contactchange', { EmailMobile: 'first-choice@example.com' }, token);
    const code = await codeFor('first-choice@example.com');
    const wrong = await post(
      '/customer/contactchangeverify',
      { EmailMobile: 'first-choice@example.com', Token: code === '000000' ? '111111' : '000000' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ Success: false, Message: accountMessages.codeInvalid });

    await post('/customer/contactchange', { EmailMobile: 'second-choice@example.com' }, token);
    const elsewhere = await post(
      '/customer/contactchangeverify',
      { EmailMobile: 'second-choice@example.com', Token: code },
      token,
    );
    expect(elsewhere.json()).toMatchObject({ Message: accountMessages.codeInvalid });

    clock.advance(10 * 60_000 + 1_000);
    const expired = await post(
      '/customer/contactchangeverify',
      { EmailMobile: 'first-choice@example.com', Token: code },
      token,
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ Message: accountMessages.codeInvalid });

    const info = await t.app.inject({
      method: 'GET',
      url: '/api/v2/customer/info',
      headers: { authorization: `Basic ${token}` },
    });
    expect(info.json()).toMatchObject({ Email: 'careful@example.com' });
  });

  it('answers a taken address exactly as a free one, sends its owner a notice instead of a code, and the verify fails', async () => {
    await register('owner@example.com');
    const token = await register('intruder@example.com');
    nextMinute();
    const taken = await post('/customer/contactchange', { EmailMobile: 'owner@example.com' }, token);
    const free = await post('/customer/contactchange', { EmailMobile: 'ownerless@example.com' }, token);
    expect(taken.statusCode).toBe(200);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(free.json()).sort());
    expect(taken.json()).toEqual({
      Success: true,
      Message: 'کد تأیید به ow***@example.com ارسال شد.',
      ExpiresInSeconds: 600,
      SentTo: 'ow***@example.com',
    });
    const notice = await latestTo('owner@example.com');
    expect(notice?.purpose).toBe('contact-change-existing');
    expect(notice?.body).toBe(accountMessages.contactTakenNotice('سبد'));
    expect(notice?.body).not.toMatch(/\d{6}/);

    for (const guess of ['000000', '123456']) {
      const verify = await post(
        '/customer/contactchangeverify',
        { EmailMobile: 'owner@example.com', Token: guess },
        token,
      );
      expect(verify.statusCode).toBe(400);
      expect(verify.json()).toMatchObject({ Message: accountMessages.codeInvalid });
    }
    expect((await login('owner@example.com')).statusCode).toBe(200);
  });

  it('refuses a held address even with the very code that was issued for it (never sent), and changes nothing', async () => {
    await register('holder@example.com');
    await register('prober@example.com');
    const db = t.database.kysely;
    const realCodes = createVerificationCodeService({ db, clock, secret: 'another-secret-for-this-service-only' });
    let issued = '';
    const codes: VerificationCodeService = {
      ...realCodes,
      async issue(identity, purpose) {
        const result = await realCodes.issue(identity, purpose);
        issued = result.code;
        return result;
      },
    };
    const messaging = createMessagingService({
      email: createOutboxSender(db, 'email', clock),
      sms: createOutboxSender(db, 'sms', clock),
    });
    const settings = createSettingsService({ db, clock, cacheTtlMs: 0 });
    const contacts = createContactChangeService({ db, codes, messaging, settings });
    const proberRow = await db
      .selectFrom('customer')
      .select('id')
      .where('email', '=', 'prober@example.com')
      .executeTakeFirstOrThrow();
    const prober = (await findCustomerById(db, proberRow.id))!;
    nextMinute();
    await contacts.start(prober, 'holder@example.com');
    expect(issued).toMatch(/^\d{6}$/);
    expect((await latestTo('holder@example.com'))?.body).not.toContain(issued);
    const error = await contacts
      .confirm(prober, { emailMobile: 'holder@example.com', token: issued })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 400, message: accountMessages.codeInvalid });
    expect((await findCustomerById(db, prober.id))?.email).toBe('prober@example.com');
  });

  it('fails with the "code invalid" message when another account took the address after the code was sent', async () => {
    const token = await register('slow@example.com');
    nextMinute();
    await post('/customer/contactchange', { EmailMobile: 'contested@example.com' }, token);
    const code = await codeFor('contested@example.com');
    await register('contested@example.com');
    const verify = await post(
      '/customer/contactchangeverify',
      { EmailMobile: 'contested@example.com', Token: code },
      token,
    );
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toMatchObject({ Message: accountMessages.codeInvalid });
  });

  it('turns the unique index refusing a write that lost the race into a Persian 409, not a 500', async () => {
    await register('racer-a@example.com');
    await register('racer-b@example.com');
    const a = await t.database.kysely
      .selectFrom('customer')
      .select('id')
      .where('email', '=', 'racer-a@example.com')
      .executeTakeFirstOrThrow();
    const error = await setCustomerIdentifier(t.database.kysely, a.id, {
      kind: 'email',
      value: 'racer-b@example.com',
    }).catch((e: unknown) => e);
    expect(isAppError(error)).toBe(true);
    expect(error).toMatchObject({ statusCode: 409, message: accountMessages.contactTakenConflict });
    // Still usable afterwards (on PostgreSQL a failed statement must not leave anything half-done).
    await setCustomerIdentifier(t.database.kysely, a.id, { kind: 'mobile', value: '09350000001' });
    const row = await t.database.kysely
      .selectFrom('customer')
      .select(['email', 'mobile'])
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: 'racer-a@example.com', mobile: '09350000001' });
  });

  it('refuses the address the customer already has and an address that is neither email nor mobile', async () => {
    const token = await register('steady@example.com');
    const same = await post('/customer/contactchange', { EmailMobile: 'STEADY@example.com' }, token);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ Message: accountMessages.contactUnchanged });
    const bad = await post('/customer/contactchange', { EmailMobile: '12345' }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toContain('ایمیل یا شماره موبایل وارد شده معتبر نیست');
  });

  it('keeps the other sessions signed in (ADR 0014)', async () => {
    const first = await register('two-devices@example.com');
    const second = (await login('two-devices@example.com')).json<{ AccessToken: string }>().AccessToken;
    nextMinute();
    await post('/customer/contactchange', { EmailMobile: 'two-devices-new@example.com' }, first);
    const verified = await post(
      '/customer/contactchangeverify',
      { EmailMobile: 'two-devices-new@example.com', Token: await codeFor('two-devices-new@example.com') },
      first,
    );
    expect(verified.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v2/account/currentcustomer',
      headers: { authorization: `Basic ${second}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ Email: 'two-devices-new@example.com' });
  });

  it('rate limits codes per address: a second request within 60 s is a Persian 429 with Retry-After', async () => {
    const token = await register('hasty@example.com');
    nextMinute();
    expect((await post('/customer/contactchange', { EmailMobile: '09127770000' }, token)).statusCode).toBe(200);
    const again = await post('/customer/contactchange', { EmailMobile: '۰۹۱۲۷۷۷۰۰۰۰' }, token);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(again.json().Message).toMatch(/ثانیه صبر کنید/);
  });

  it('asks a guest to log in (401) on both calls', async () => {
    const start = await post('/customer/contactchange', { EmailMobile: 'guest@example.com' });
    expect(start.statusCode).toBe(401);
    const verify = await post('/customer/contactchangeverify', { EmailMobile: 'guest@example.com', Token: '123456' });
    expect(verify.statusCode).toBe(401);
    expect(await latestTo('guest@example.com')).toBeUndefined();
  });
});
