/**
 * Referrals, the reward-points page and commissions over HTTP, with the operator's CLI commands:
 * a visitor registering with `?ref=CODE` becomes the affiliate's customer (an unknown code is
 * ignored), GET /rewardpoints/getrewardpoints answers the signed-in customer's own ledger paged,
 * and a referred customer's paid order earns the affiliate one commission, listed only to them.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, type CommissionOrderList, type RewardPointsPage } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { insertBareOrder } from '../../testing/bare-order-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createOutboxReader } from '../messaging/index.js';
import { createOrderTransitions } from '../orders/index.js';
import { createCustomersService } from '../customers/index.js';
import { createSettingsService } from '../settings/index.js';
import { createAffiliateReferrals, createAffiliatesService } from './index.js';
import { runCliOn } from '../../testing/cli-runner.js';

const referrals = createAffiliateReferrals();

const clock = manualClock('2026-11-25T08:00:00.000Z');
const transitions = createOrderTransitions({ clock, deliverer: { deliverPending: () => Promise.resolve(0) } });

let t: TestApp;
let db: Kysely<Database>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  db = t.database.kysely;
});
afterAll(() => t.close());

const cli = (...args: string[]) => runCliOn(t.database.url, args);

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v2${url}`, payload, headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers });

async function register(
  email: string,
  affiliateCode?: string,
): Promise<{ id: number; headers: Record<string, string> }> {
  const started = await post('/account/register', {
    Email: email,
    Password: 'secret-1405',
    FirstName: 'مهسا',
    LastName: 'معرفی‌شده',
    ...(affiliateCode !== undefined ? { AffiliateCode: affiliateCode } : {}),
  });
  expect(started.statusCode, started.body).toBe(200);
  const [message] = await createOutboxReader(db).latest({ limit: 1, recipient: email });
  const token = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
  const verified = await post('/account/registerverifytokenpost', { Email: email, Token: token });
  expect(verified.statusCode, verified.body).toBe(200);
  const body = verified.json<{ AccessToken: string; Customer: { Id: number } }>();
  return { id: body.Customer.Id, headers: { authorization: `Basic ${body.AccessToken}` } };
}

const referrerOf = async (customerId: number) =>
  (await db.selectFrom('customer').select('affiliate_id').where('id', '=', customerId).executeTakeFirstOrThrow())
    .affiliate_id;

/** A paid order of `customerId`: subtotal 3,000,000 Rial with a 500,000 discount, shipping 300,000. */
async function paidOrder(customerId: number): Promise<number> {
  const id = await insertBareOrder(db, customerId, clock.now());
  await db
    .updateTable('customer_order')
    .set({
      order_status: ORDER_STATUS.Processing,
      shipping_status: 20,
      subtotal: 3_000_000,
      subtotal_discount: 500_000,
      shipping_fee: 300_000,
      order_total: 2_800_000,
      custom_order_number: `1405-${String(id).padStart(6, '0')}`,
    })
    .where('id', '=', id)
    .execute();
  for (let i = 0; i < 2; i++) await db.transaction().execute((trx) => transitions.markPaid(trx, id, { note: 'درگاه' }));
  return id;
}

let affiliate: { id: number; headers: Record<string, string> };
let code: string;
let referred: { id: number; headers: Record<string, string> };

describe('affiliates and referrals', () => {
  it('makes a customer an affiliate with the CLI: a short code, the rate, the Affiliates role', async () => {
    affiliate = await register('maryam.affiliate@example.com');
    expect((await cli('affiliate', 'enable', 'nobody@example.com')).code).toBe(1);
    const enabled = await cli('affiliate', 'enable', 'Maryam.Affiliate@example.com', '--rate', '8');
    expect(enabled.code, enabled.err).toBe(0);
    code = /code ([A-Z0-9]+)/.exec(enabled.out)?.[1] ?? '';
    expect(code).toMatch(/^[A-Z2-9]{7}$/);
    expect(enabled.out).toContain('commission 8%');
    // Again: the same code, the rate kept.
    expect((await cli('affiliate', 'enable', String(affiliate.id))).out).toContain(`code ${code}, commission 8%`);
    const me = await get('/account/currentcustomer', affiliate.headers);
    expect(me.json()).toMatchObject({ IsAffiliate: true });
    expect((await cli('affiliate', 'enable', String(affiliate.id), '--rate', '120')).code).toBe(1);
  });

  it('records who brought a customer who registered with the code; an unknown code is ignored', async () => {
    referred = await register('reza.referred@example.com', code.toLowerCase());
    expect(await referrerOf(referred.id)).not.toBeNull();
    const stranger = await register('sara.stranger@example.com', 'NOSUCH1');
    expect(await referrerOf(stranger.id)).toBeNull();
    // The code names its affiliate whatever its letter case (registration skips a customer's own code).
    expect(await referrals.findReferrer(db, code.toLowerCase())).toEqual({
      id: expect.any(Number) as number,
      customerId: affiliate.id,
    });
    expect(await referrals.findReferrer(db, 'NOSUCH1')).toBeNull();
  });
});

describe('the affiliates service', () => {
  it('gives the Affiliates role through the customers port it is wired with, never by itself', async () => {
    const customer = await register('neda.port@example.com');
    const settings = createSettingsService({ db, clock, cacheTtlMs: 0 });
    const granted: number[] = [];
    const refusing = createAffiliatesService({
      db,
      clock,
      settings,
      customers: {
        grantAffiliatesRole: (_trx, customerId) => {
          granted.push(customerId);
          return Promise.reject(new Error('the customers module refused'));
        },
      },
    });
    await expect(refusing.enable(customer.id, 5)).rejects.toThrow('the customers module refused');
    expect(granted).toEqual([customer.id]);
    expect(await db.selectFrom('affiliate').select('id').where('customer_id', '=', customer.id).execute()).toEqual([]);

    const affiliates = createAffiliatesService({ db, clock, settings, customers: createCustomersService({ db }) });
    expect(await affiliates.enable(customer.id, 5)).toMatchObject({ customerId: customer.id, rate: 5, created: true });
    expect((await get('/account/currentcustomer', customer.headers)).json()).toMatchObject({ IsAffiliate: true });
  });
});

describe('GET /rewardpoints/getrewardpoints', () => {
  it('asks a guest to log in', async () => {
    expect((await get('/rewardpoints/getrewardpoints')).statusCode).toBe(401);
  });

  it("answers the customer's own balance, ledger paged, and their referral code and customers", async () => {
    const adjusted = await cli('points', 'adjust', 'maryam.affiliate@example.com', '25', 'جبران', 'تأخیر', 'ارسال');
    expect(adjusted.code, adjusted.err).toBe(0);
    const refused = await cli('points', 'adjust', String(affiliate.id), '-500', 'اصلاح');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('موجودی امتیاز نمی‌تواند منفی شود؛ موجودی فعلی ۱۲۵ است.');

    const res = await get('/rewardpoints/getrewardpoints?pageNumber=1&pageSize=1', affiliate.headers);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<RewardPointsPage>();
    expect(page).toMatchObject({
      RewardPointsBalance: 125,
      RewardPointsAmount: '۱۲۵ تومان',
      RewardPointsAmountValue: 1_250,
      MinimumRewardPointsBalance: 0,
      PageNumber: 1,
      PageSize: 1,
      TotalPages: 2,
      TotalRecords: 2,
      AffiliateCode: code,
      AffiliatedCustomersCount: 1,
    });
    expect(page.History).toEqual([
      {
        Points: 25,
        PointsBalance: 125,
        Message: 'جبران تأخیر ارسال',
        CreatedOn: expect.any(String) as string,
        EndDate: null,
        ActivatingDate: null,
      },
    ]);
    const second = (
      await get('/rewardpoints/getrewardpoints?pageNumber=2&pageSize=1', affiliate.headers)
    ).json<RewardPointsPage>();
    expect(second.History).toMatchObject([
      { Points: 100, PointsBalance: 100, Message: 'امتیاز خوش‌آمدگویی برای ثبت‌نام' },
    ]);

    // Another customer reads only their own ledger, and no referral block.
    const other = (await get('/rewardpoints/getrewardpoints', referred.headers)).json<RewardPointsPage>();
    expect(other).toMatchObject({
      RewardPointsBalance: 100,
      TotalRecords: 1,
      AffiliateCode: null,
      AffiliatedCustomersCount: 0,
    });
    expect((await get('/rewardpoints/getrewardpoints?pageNumber=0', referred.headers)).statusCode).toBe(400);
  });

  it('dates registration points to expire when RewardPointsRegistrationValidityDays is set', async () => {
    expect((await cli('settings', 'set', 'RewardPointsRegistrationValidityDays', '20')).code).toBe(0);
    const fresh = await register('nima.expiring@example.com');
    const page = (await get('/rewardpoints/getrewardpoints', fresh.headers)).json<RewardPointsPage>();
    expect(page.History[0]).toMatchObject({ Points: 100, EndDate: '2026-12-15T08:00:00.000Z' });
    // 21 days on (sessions last 30).
    clock.advance(21 * 24 * 60 * 60 * 1000);
    const later = (await get('/rewardpoints/getrewardpoints', fresh.headers)).json<RewardPointsPage>();
    expect(later).toMatchObject({ RewardPointsBalance: 0, TotalRecords: 2 });
    expect(later.History[0]).toMatchObject({ Points: -100, PointsBalance: 0, CreatedOn: '2026-12-15T08:00:00.000Z' });
    expect((await cli('settings', 'set', 'RewardPointsRegistrationValidityDays', '0')).code).toBe(0);
  });
});

describe('commissions', () => {
  const commissionRows = () => db.selectFrom('affiliate_commission').selectAll().orderBy('id').execute();

  it('has no account while CommissionsEnabled is off, and writes none', async () => {
    expect((await get('/commission/GetStatus', affiliate.headers)).json()).toEqual({ AccountEnabled: false });
    expect((await get('/commission/MyCommissionList', affiliate.headers)).json()).toEqual([]);
    await paidOrder(referred.id);
    expect(await commissionRows()).toEqual([]);
    expect((await get('/commission/GetStatus')).statusCode).toBe(401);
  });

  it('writes one commission per paid order of a referred customer, listed only to their affiliate', async () => {
    expect((await cli('settings', 'set', 'CommissionsEnabled', 'true')).code).toBe(0);
    expect((await get('/commission/GetStatus', affiliate.headers)).json()).toEqual({ AccountEnabled: true });
    expect((await get('/commission/GetStatus', referred.headers)).json()).toEqual({ AccountEnabled: false });
    expect((await get('/commission/MyCommissionList', affiliate.headers)).json()).toEqual([
      { CommissionRate: 8, FriendlyUrlName: code },
    ]);

    const orderId = await paidOrder(referred.id);
    const rows = await commissionRows();
    // 8% of (3,000,000 − 500,000): shipping left out; markPaid ran twice, one row.
    expect(rows.map((row) => [row.order_id, Number(row.amount), row.is_paid])).toEqual([[orderId, 200_000, 0]]);

    const list = await post('/commission/OrderList', { PageNumber: 1, PageSize: 10 }, affiliate.headers);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<CommissionOrderList>()).toEqual([
      {
        CustomOrderNumber: `1405-${String(orderId).padStart(6, '0')}`,
        OrderStatus: 'در حال پردازش',
        PaymentStatus: 'پرداخت شده',
        OrderTotal: '۲۸۰٬۰۰۰ تومان',
        OrderTotalValue: 2_800_000,
        CommissionAmount: '۲۰٬۰۰۰ تومان',
        CommissionAmountValue: 200_000,
        IsPaid: false,
        DateOfPaymentString: null,
      },
    ]);
    expect((await post('/commission/OrderList', {}, referred.headers)).json()).toEqual([]);

    // Paid only once the order is Complete.
    const [row] = rows;
    const early = await cli('commission', 'pay', String(row?.id));
    expect(early.code).toBe(1);
    expect(early.err).toContain('is not complete yet');
    await db.transaction().execute((trx) => transitions.ship(trx, orderId, 'TPX-9'));
    await db.transaction().execute((trx) => transitions.deliver(trx, orderId));
    expect((await cli('commissions', 'list', '--unpaid')).out).toContain('unpaid');
    const paid = await cli('commission', 'pay', String(row?.id));
    expect(paid.code, paid.err).toBe(0);
    expect((await cli('commission', 'pay', String(row?.id))).err).toContain('already paid');
    expect((await cli('commissions', 'list', '--unpaid')).out).toBe('No commissions.');
    const afterPay = (await post('/commission/OrderList', {}, affiliate.headers)).json<CommissionOrderList>();
    expect(afterPay[0]).toMatchObject({
      IsPaid: true,
      OrderStatus: 'تکمیل شده',
      DateOfPaymentString: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
    });
  });

  it('voids the unpaid commission of an order the store cancels', async () => {
    const orderId = await paidOrder(referred.id);
    expect((await commissionRows()).find((row) => row.order_id === orderId)?.voided_at).toBeNull();
    await db.transaction().execute((trx) => transitions.cancel(trx, orderId, { reason: 'ناموجود', by: 'store' }));
    expect((await commissionRows()).find((row) => row.order_id === orderId)?.voided_at).not.toBeNull();
    const list = (await post('/commission/OrderList', {}, affiliate.headers)).json<CommissionOrderList>();
    expect(list).toHaveLength(1);
    expect((await cli('commissions', 'list')).out).toContain('voided');
    expect((await cli('settings', 'set', 'CommissionsEnabled', 'false')).code).toBe(0);
  });
});
