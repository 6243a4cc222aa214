import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPersianDigits } from '@sabad/contract';
import { systemClock } from '../../lib/clock.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { insertGuestCustomer, insertRegisteredCustomer } from '../../testing/customer-fixture.js';
import { createAccessTokenService } from './access-token.service.js';
import { createCustomersService } from './customers.service.js';

let t: TestApp;
let affiliateToken: string;
let avatarId: number;
beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFixture(t.database.kysely);
  avatarId = await f.picture({ seo: 'avatar' });
  const customerId = await f.customer({
    firstName: 'سارا',
    lastName: 'کریمی',
    email: 'sara@example.com',
    roles: ['Registered', 'Affiliates'],
    avatarPictureId: avatarId,
  });
  affiliateToken = (
    await createAccessTokenService({ db: t.database.kysely, clock: systemClock, ttlDays: 30 }).issue(customerId)
  ).token;
});
afterAll(() => t.close());

describe('GET /account/currentcustomer', () => {
  it('describes the logged-in customer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/account/currentcustomer',
      headers: { authorization: `Basic ${affiliateToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Fullname: 'سارا کریمی',
      FirstName: 'سارا',
      LastName: 'کریمی',
      Email: 'sara@example.com',
      Mobile: null,
      IsAffiliate: true,
      AvatarUrl: `/images/${avatarId}/thumb/avatar.webp`,
    });
  });

  it('answers 401 without Success for a guest, so the app goes to the login page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/account/currentcustomer',
      headers: { 'guest-customer-id': '0b0c8e5e-2f0a-4c1e-9a57-3c1f0b7a9d11' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Message: 'برای این کار ابتدا وارد حساب کاربری خود شوید.', Errors: [] });
  });
});

describe('the customers service for the operator', () => {
  it('finds a registered customer by id, email (any case) or mobile (Persian digits too), and no guest', async () => {
    const customers = createCustomersService({ db: t.database.kysely });
    const sara = await customers.findRegistered('Sara@Example.com');
    expect(sara).toMatchObject({ email: 'sara@example.com' });
    expect(await customers.findRegistered(toPersianDigits(sara?.id ?? 0))).toMatchObject({ id: sara?.id });
    const mobile = await insertRegisteredCustomer(t.database.kysely, 'mobile-buyer@example.com');
    await t.database.kysely.updateTable('customer').set({ mobile: '09121112233' }).where('id', '=', mobile).execute();
    expect(await customers.findRegistered('۰۹۱۲ ۱۱۱ ۲۲۳۳')).toMatchObject({ id: mobile });
    const guest = await insertGuestCustomer(t.database.kysely);
    expect(await customers.findRegistered(String(guest.id))).toBeUndefined();
    expect(await customers.findRegistered('nobody@example.com')).toBeUndefined();
  });
});
