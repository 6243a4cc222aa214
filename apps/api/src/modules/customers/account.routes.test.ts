import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGuestCustomer } from '../../testing/customer-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createOutboxReader } from '../messaging/index.js';

describe('account calls over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v2${url}`, ...(payload ? { payload } : {}), headers });
  const codeFor = async (to: string) => {
    const [message] = await createOutboxReader(t.database.kysely).latest({ limit: 1, recipient: to });
    return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
  };

  async function registerAndLogIn(email: string, password: string, guestId?: string) {
    const started = await post('/account/register', {
      Email: email,
      Password: password,
      DeviceToken: '',
      FirstName: 'نازنین',
      LastName: 'رضایی',
    });
    expect(started.statusCode).toBe(200);
    const verified = await post(
      '/Account/RegisterVerifyTokenPost/',
      { Email: email, Token: await codeFor(email.toLowerCase()) },
      guestId ? { 'guest-customer-id': guestId } : {},
    );
    expect(verified.statusCode).toBe(200);
    return verified.json<{ AccessToken: string; Customer: { Id: number } }>();
  }

  it('registers with a code from the outbox; the token reads the current customer', async () => {
    const started = await post('/account/register', {
      Email: 'Nazanin@Example.com',
      Password: 'secret-1403',
      DeviceToken: '',
      FirstName: 'نازنین',
      LastName: 'رضایی',
    });
    expect(started.json()).toMatchObject({ Success: true, SentTo: 'na***@example.com', ExpiresInSeconds: 600 });
    const verified = await post('/account/registerverifytokenpost', {
      Email: 'nazanin@example.com',
      Token: await codeFor('nazanin@example.com'),
    });
    expect(verified.statusCode).toBe(200);
    const body = verified.json<{ AccessToken: string; Customer: { Email: string } }>();
    expect(body.Customer.Email).toBe('nazanin@example.com');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v2/account/currentcustomer',
      headers: { authorization: `Basic ${body.AccessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ Email: 'nazanin@example.com' });
  });

  it('answers a failed login with 401 and Success false (the app logs "Login failed")', async () => {
    const res = await post('/account/login', {
      Email: 'nazanin@example.com',
      Password: 'wrong-password',
      DeviceToken: '',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ Success: false, Message: 'ایمیل/شماره موبایل یا رمز عبور نادرست است.' });
    expect(res.headers['www-authenticate']).toBeUndefined();
  });

  it('throttles an account at a client address after 5 failed logins: 429 with Retry-After', async () => {
    const attempt = (email: string, password: string, forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/account/login',
        payload: { Email: email, Password: password, DeviceToken: '' },
        remoteAddress: '203.0.113.50',
        // TRUST_PROXY is off in tests: a client cannot dodge the limit by varying X-Forwarded-For.
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < 5; i++)
      expect((await attempt('nazanin@example.com', 'x-x-x-x', `198.51.100.${i}`)).statusCode).toBe(401);
    const blocked = await attempt('nazanin@example.com', 'secret-1403', '198.51.100.99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().Message).toMatch(/[\u0600-\u06FF]/);
    const elsewhere = await post('/account/login', {
      Email: 'nazanin@example.com',
      Password: 'secret-1403',
      DeviceToken: '',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('validates input with Persian field messages', async () => {
    const res = await post('/account/register', { Email: '', Password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.join(' ')).toContain('ایمیل یا شمارهٔ موبایل');
    const bad = await post('/account/register', {
      Email: 'not-an-address',
      Password: 'secret-1403',
      FirstName: 'نازنین',
      LastName: 'رضایی',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('logs out: the token is dead afterwards and the next call asks for a login (401 without Success)', async () => {
    const { AccessToken } = await registerAndLogIn('logout@example.com', 'secret-1403');
    const auth = { authorization: `Basic ${AccessToken}` };
    expect((await post('/account/logout', undefined, auth)).json()).toMatchObject({ Success: true });
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/account/currentcustomer', headers: auth });
    expect(me.statusCode).toBe(401);
    expect(me.json()).not.toHaveProperty('Success');
  });

  it('recovers a password with ?emailmobile=, the texted code and the ticket', async () => {
    await registerAndLogIn('09351234567', 'old-secret');
    const sent = await post(
      '/user/passwordrecoverysend/?emailmobile=%DB%B0%DB%B9%DB%B3%DB%B5%DB%B1%DB%B2%DB%B3%DB%B4%DB%B5%DB%B6%DB%B7',
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ Success: true, ExpiresInSeconds: 600 });
    const code = await codeFor('09351234567');
    const verified = await post('/user/passwordrecoveryverifytokenpost', { EmailMobile: '09351234567', Token: code });
    const { ResetTicket } = verified.json<{ ResetTicket: string }>();
    const confirmed = await post('/user/passwordrecoveryconfirmpost', {
      EmailMobile: '09351234567',
      ResetTicket,
      NewPassword: 'new-secret',
      ConfirmNewPassword: 'new-secret',
    });
    expect(confirmed.json()).toMatchObject({ Success: true });
    const login = await post('/account/login', { Email: '09351234567', Password: 'new-secret', DeviceToken: '' });
    expect(login.statusCode).toBe(200);
  });

  it('changes the password over PUT user/changepassword', async () => {
    const { AccessToken } = await registerAndLogIn('changer@example.com', 'first-secret');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/user/changepassword',
      headers: { authorization: `Basic ${AccessToken}` },
      payload: { OldPassword: 'first-secret', NewPassword: 'second-secret', ConfirmNewPassword: 'second-secret' },
    });
    expect(res.statusCode).toBe(200);
    const unauthenticated = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/user/changepassword',
      payload: { OldPassword: 'a', NewPassword: 'b', ConfirmNewPassword: 'b' },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('keeps addresses private: another customer gets 404 and cannot change them', async () => {
    const owner = await registerAndLogIn('owner@example.com', 'secret-1403');
    const other = await registerAndLogIn('other@example.com', 'secret-1403');
    const form = await t.app.inject({ method: 'GET', url: '/api/v2/customer/addressform' });
    const { StateProvinces, CustomAddressAttributes } = form.json<{
      StateProvinces: Array<{ Id: number; Name: string }>;
      CustomAddressAttributes: Array<{ Id: number; Name: string }>;
    }>();
    const isfahan = StateProvinces.find((p) => p.Name === 'اصفهان')!;
    const cities = (await t.app.inject({ method: 'GET', url: `/api/v2/common/cities/${isfahan.Id}` })).json<{
      Items: Array<{ Id: number }>;
    }>();
    const plate = CustomAddressAttributes.find((a) => a.Name === 'پلاک')!;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/customer/addresses',
      headers: { authorization: `Basic ${owner.AccessToken}` },
      payload: {
        FirstName: 'مریم',
        LastName: 'کریمی',
        PhoneNumber: '09131234567',
        StateProvinceId: isfahan.Id,
        CityId: cities.Items[0]!.Id,
        Address1: 'خیابان چهارباغ عباسی',
        ZipPostalCode: '8145678901',
        CustomAttributes: [{ Key: String(plate.Id), Value: '۷' }],
      },
    });
    expect(created.statusCode).toBe(200);
    const address = created.json<{ Id: number }>();
    const asOther = { authorization: `Basic ${other.AccessToken}` };
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v2/customer/addresses/${address.Id}`, headers: asOther }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/customer/addresses', headers: asOther })).json()).toEqual(
      { Items: [] },
    );
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v2/customer/addresses',
      headers: { authorization: `Basic ${owner.AccessToken}` },
    });
    expect(list.json<{ Items: unknown[] }>().Items).toHaveLength(1);
  });

  it('registering with a guest id keeps the guest as the new customer', async () => {
    const guest = await insertGuestCustomer(t.database.kysely);
    const customer = await registerAndLogIn('from-guest@example.com', 'secret-1403', guest.guid);
    expect(customer.Customer.Id).toBe(guest.id);
  });

  describe('names at registration (FirstNameRequired, LastNameRequired)', () => {
    const setSetting = (name: string, value: string) =>
      t.database.kysely
        .insertInto('setting')
        .values({ name, value })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
        .execute();
    const register = (payload: object) => post('/account/register', { Password: 'secret-1403', ...payload });

    it('requires both names by default and says which is missing in Persian, before any code is sent', async () => {
      const settings = await t.app.inject({ method: 'GET', url: '/api/v2/settings/getcustomersettings' });
      expect(settings.json()).toMatchObject({ FirstNameRequired: true, LastNameRequired: true });

      const noFirst = await register({ Email: 'nameless@example.com', FirstName: '   ', LastName: 'رضایی' });
      expect(noFirst.statusCode).toBe(400);
      expect(noFirst.json().Message).toBe('لطفاً نام خود را وارد کنید.');
      const noLast = await register({ Email: 'nameless@example.com', FirstName: 'سارا' });
      expect(noLast.statusCode).toBe(400);
      expect(noLast.json().Message).toBe('لطفاً نام خانوادگی خود را وارد کنید.');
      const tooLong = await register({ Email: 'nameless@example.com', FirstName: 'ب'.repeat(101), LastName: 'رضایی' });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().Message).toBe('نام نباید بیشتر از ۱۰۰ نویسه باشد.');
      expect(await codeFor('nameless@example.com')).toBe('');
    });

    it('keeps the trimmed names through the code and puts them on the customer', async () => {
      const started = await register({ Email: 'sara.named@example.com', FirstName: '  سارا ', LastName: ' محمدی  ' });
      expect(started.statusCode).toBe(200);
      const verified = await post('/account/registerverifytokenpost', {
        Email: 'sara.named@example.com',
        Token: await codeFor('sara.named@example.com'),
      });
      expect(verified.statusCode).toBe(200);
      const expected = { FirstName: 'سارا', LastName: 'محمدی', Fullname: 'سارا محمدی' };
      expect(verified.json().Customer).toMatchObject(expected);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v2/account/currentcustomer',
        headers: { authorization: `Basic ${verified.json<{ AccessToken: string }>().AccessToken}` },
      });
      expect(me.json()).toMatchObject(expected);
    });

    it('registers without names when the store does not require them', async () => {
      await setSetting('FirstNameRequired', 'false');
      await setSetting('LastNameRequired', 'false');
      try {
        const started = await register({ Email: 'no.name@example.com' });
        expect(started.statusCode).toBe(200);
        const verified = await post('/account/registerverifytokenpost', {
          Email: 'no.name@example.com',
          Token: await codeFor('no.name@example.com'),
        });
        expect(verified.statusCode).toBe(200);
        expect(verified.json().Customer).toMatchObject({
          FirstName: '',
          LastName: '',
          Fullname: 'no.name@example.com',
        });
        const tooLong = await register({ Email: 'no.name.2@example.com', LastName: 'ک'.repeat(101) });
        expect(tooLong.json().Message).toBe('نام خانوادگی نباید بیشتر از ۱۰۰ نویسه باشد.');
      } finally {
        await t.database.kysely
          .deleteFrom('setting')
          .where('name', 'in', ['FirstNameRequired', 'LastNameRequired'])
          .execute();
      }
    });
  });
});
