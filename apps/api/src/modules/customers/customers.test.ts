import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createAccessTokenService } from './access-token.service.js';

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
