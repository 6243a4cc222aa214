import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPersianDigits } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { insertBareOrder } from '../../testing/bare-order-fixture.js';
import { insertGuestCustomer, insertRegisteredCustomer } from '../../testing/customer-fixture.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { createSettingsService, createStoreSettingsReader } from '../settings/index.js';
import { createRewardPointsService } from './reward-points-page.service.js';
import {
  adjustRewardPoints,
  amountToPoints,
  awardRegistrationPoints,
  cancelEarnedPoints,
  earnPointsForOrder,
  pointsEarnedFor,
  pointsToAmount,
  redeemablePoints,
  redeemRewardPoints,
  returnRedeemedPoints,
  rewardPointsBalance,
  rewardPointsHistory,
  settleRewardPoints,
} from './reward-points.service.js';

const now = new Date('2026-11-22T10:00:00.000Z');
/** The defaults: a point is worth 10 Rial (1 Toman); 1 point per 100,000 Rial spent; 100 for registering. */
const settings = createStoreSettingsReader().parse([]);

let database: TestDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.kysely;
});
afterAll(() => database.close());

let customers = 0;
const newCustomer = () => {
  customers += 1;
  return insertRegisteredCustomer(db, `points${customers}@example.com`);
};
const newOrder = (customerId: number) => insertBareOrder(db, customerId, now);
const inTrx = <T>(work: (trx: Kysely<Database>) => Promise<T>) => db.transaction().execute(work);
const ledger = (customerId: number) =>
  db
    .selectFrom('reward_points_history')
    .select(['kind', 'points', 'points_balance', 'used_amount', 'message', 'order_id'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();

describe('reward points arithmetic', () => {
  it('values points at RewardPointsExchangeRate Rial and rounds amounts down to whole points', () => {
    expect(settings.RewardPointsExchangeRate).toBe(10);
    expect(pointsToAmount(250, settings)).toBe(2_500);
    expect(amountToPoints(2_509, settings)).toBe(250);
    expect(pointsToAmount(amountToPoints(2_509, settings), settings)).toBeLessThanOrEqual(2_509);
    expect(amountToPoints(9, settings)).toBe(0);
    expect(amountToPoints(1_000, { RewardPointsExchangeRate: 0 })).toBe(0);
  });

  it('earns RewardPointsForPurchasesPoints per whole RewardPointsForPurchasesAmount, none when off', () => {
    expect(pointsEarnedFor(99_999, settings)).toBe(0);
    expect(pointsEarnedFor(2_550_000, settings)).toBe(25);
    expect(pointsEarnedFor(2_550_000, { ...settings, RewardPointsForPurchasesPoints: 3 })).toBe(75);
    expect(pointsEarnedFor(2_550_000, { ...settings, RewardPointsEnabled: false })).toBe(0);
  });

  it('redeems nothing under the minimum balance or when off, and never more than the amount takes', () => {
    expect(redeemablePoints(500, 2_000, settings)).toBe(200);
    expect(redeemablePoints(500, 1_000_000, settings)).toBe(500);
    expect(redeemablePoints(500, 1_000_000, { ...settings, RewardPointsMinimumToUse: 501 })).toBe(0);
    expect(redeemablePoints(500, 1_000_000, { ...settings, RewardPointsEnabled: false })).toBe(0);
    expect(redeemablePoints(0, 1_000_000, settings)).toBe(0);
  });
});

describe('the reward points ledger', () => {
  it('gives registration points once', async () => {
    const customerId = await newCustomer();
    expect(await rewardPointsBalance(db, customerId)).toBe(0);
    expect(await inTrx((trx) => awardRegistrationPoints(trx, { customerId, now }))).toBe(100);
    expect(await inTrx((trx) => awardRegistrationPoints(trx, { customerId, now }))).toBe(0);
    expect(await rewardPointsBalance(db, customerId)).toBe(100);
  });

  it("is adjusted by the store through the service, never below zero (the CLI's `points adjust`)", async () => {
    const customerId = await newCustomer();
    const clock = { now: () => now };
    const service = createRewardPointsService({ db, clock, settings: createSettingsService({ db, clock }) });
    expect(await service.adjust({ customerId, points: 30, reason: 'هدیهٔ فروشگاه' })).toBe(30);
    await expect(service.adjust({ customerId, points: -40, reason: 'اصلاح' })).rejects.toMatchObject({
      statusCode: 422,
    });
    expect(await service.balance(customerId)).toBe(30);
    expect((await ledger(customerId)).map((row) => [row.kind, row.points, row.message])).toEqual([
      ['adjusted', 30, 'هدیهٔ فروشگاه'],
    ]);
  });

  it('redeems points for an order, refuses a short balance, and returns them once', async () => {
    const customerId = await newCustomer();
    await inTrx((trx) => awardRegistrationPoints(trx, { customerId, now }));
    const order = await newOrder(customerId);
    expect(
      await inTrx((trx) =>
        redeemRewardPoints(trx, { customerId, points: 60, amount: pointsToAmount(60, settings), orderId: order, now }),
      ),
    ).toBe(40);
    expect(await rewardPointsBalance(db, customerId)).toBe(40);

    const other = await newOrder(customerId);
    const short = inTrx((trx) => redeemRewardPoints(trx, { customerId, points: 41, amount: 410, orderId: other, now }));
    await expect(short).rejects.toMatchObject({
      statusCode: 422,
      message: 'امتیاز شما کافی نیست؛ موجودی امتیاز شما ۴۰ است.',
    });
    await expect(
      inTrx((trx) => redeemRewardPoints(trx, { customerId, points: 0, amount: 0, orderId: other, now })),
    ).rejects.toMatchObject({ statusCode: 422 });
    // The same order cannot redeem twice.
    await expect(
      inTrx((trx) => redeemRewardPoints(trx, { customerId, points: 10, amount: 100, orderId: order, now })),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await rewardPointsBalance(db, customerId)).toBe(40);

    expect(await inTrx((trx) => returnRedeemedPoints(trx, { orderId: order, now }))).toBe(60);
    expect(await inTrx((trx) => returnRedeemedPoints(trx, { orderId: order, now }))).toBe(0);
    expect(await inTrx((trx) => returnRedeemedPoints(trx, { orderId: other, now }))).toBe(0);
    expect(await rewardPointsBalance(db, customerId)).toBe(100);
    expect(await ledger(customerId)).toEqual([
      {
        kind: 'registration',
        points: 100,
        points_balance: 100,
        used_amount: 0,
        message: 'امتیاز خوش‌آمدگویی برای ثبت‌نام',
        order_id: null,
      },
      {
        kind: 'redeemed',
        points: -60,
        points_balance: 40,
        used_amount: 600,
        message: `استفاده از امتیاز برای سفارش ${toPersianDigits(order)}`,
        order_id: order,
      },
      {
        kind: 'returned',
        points: 60,
        points_balance: 100,
        used_amount: 0,
        message: `بازگشت امتیاز سفارش لغوشدهٔ ${toPersianDigits(order)}`,
        order_id: order,
      },
    ]);
  });

  it('lets only one of parallel redemptions spend the same points', async () => {
    const customerId = await newCustomer();
    await inTrx((trx) => awardRegistrationPoints(trx, { customerId, now }));
    const orderIds = await Promise.all(Array.from({ length: 6 }, () => newOrder(customerId)));
    const results = await Promise.allSettled(
      orderIds.map((orderId) =>
        inTrx((trx) => redeemRewardPoints(trx, { customerId, points: 70, amount: 700, orderId, now })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await rewardPointsBalance(db, customerId)).toBe(30);
  });

  it('earns points for an order once, takes them back once, with the messages the caller gives', async () => {
    const customerId = await newCustomer();
    const order = await newOrder(customerId);
    const earn = () =>
      inTrx((trx) =>
        earnPointsForOrder(trx, {
          customerId,
          orderId: order,
          amount: 5_030_000,
          message: 'امتیاز خرید سفارش ۱۴۰۵-۰۰۰۰۱۲',
          now,
        }),
      );
    expect(await earn()).toBe(50);
    expect(await earn()).toBe(0);
    expect(await rewardPointsBalance(db, customerId)).toBe(50);
    // Settings given by the caller win over the stored ones.
    const small = await newOrder(customerId);
    expect(
      await inTrx((trx) =>
        earnPointsForOrder(trx, {
          customerId,
          orderId: small,
          amount: 99_000,
          now,
          settings: { ...settings, RewardPointsForPurchasesAmount: 1_000 },
        }),
      ),
    ).toBe(99);
    expect(await inTrx((trx) => cancelEarnedPoints(trx, { orderId: order, now }))).toBe(50);
    expect(await inTrx((trx) => cancelEarnedPoints(trx, { orderId: order, now }))).toBe(0);
    expect(await rewardPointsBalance(db, customerId)).toBe(99);
    const history = await rewardPointsHistory(db, customerId, { pageNumber: 1, pageSize: 2, settings });
    expect(history).toMatchObject({ balance: 99, balanceAmount: 990, total: 3 });
    expect(history.entries.map((e) => [e.points, e.pointsBalance])).toEqual([
      [-50, 99],
      [99, 149],
    ]);
    expect((await ledger(customerId))[0]?.message).toBe('امتیاز خرید سفارش ۱۴۰۵-۰۰۰۰۱۲');
  });

  it('earns each order once when two processes pay it at the same time', async () => {
    const customerId = await newCustomer();
    const order = await newOrder(customerId);
    const earned = await Promise.all(
      Array.from({ length: 5 }, () =>
        inTrx((trx) => earnPointsForOrder(trx, { customerId, orderId: order, amount: 1_000_000, now, settings })),
      ),
    );
    expect(earned.sort()).toEqual([0, 0, 0, 0, 10]);
    expect(await rewardPointsBalance(db, customerId)).toBe(10);
  });
});

const DAY = 24 * 60 * 60 * 1000;
const daysLater = (days: number) => new Date(now.getTime() + days * DAY);

describe('points that wait and expire (settings, clock given)', () => {
  const delayed = { ...settings, RewardPointsActivationDelayDays: 7, RewardPointsPurchasesValidityDays: 30 };

  it('never earns for a guest', async () => {
    const guest = await insertGuestCustomer(db);
    const order = await newOrder(guest.id);
    const earned = await inTrx((trx) =>
      earnPointsForOrder(trx, { customerId: guest.id, orderId: order, amount: 5_000_000, now, settings }),
    );
    expect(earned).toBe(0);
    expect(await ledger(guest.id)).toEqual([]);
  });

  it('counts purchase points only after RewardPointsActivationDelayDays, then lets them expire unspent', async () => {
    const customerId = await newCustomer();
    const order = await newOrder(customerId);
    expect(
      await inTrx((trx) =>
        earnPointsForOrder(trx, { customerId, orderId: order, amount: 5_000_000, now, settings: delayed }),
      ),
    ).toBe(50);
    expect(await rewardPointsBalance(db, customerId, now)).toBe(0);
    const waiting = await rewardPointsHistory(db, customerId, { pageNumber: 1, pageSize: 10, settings, now });
    expect(waiting.entries).toEqual([
      {
        points: 50,
        pointsBalance: null,
        message: `امتیاز خرید سفارش ${toPersianDigits(order)}`,
        createdAt: now.toISOString(),
        activatesAt: daysLater(7).toISOString(),
        endsAt: daysLater(37).toISOString(),
      },
    ]);
    // Redeeming before it counts finds nothing to spend.
    const early = await newOrder(customerId);
    await expect(
      inTrx((trx) =>
        redeemRewardPoints(trx, { customerId, points: 10, amount: 100, orderId: early, now: daysLater(6) }),
      ),
    ).rejects.toMatchObject({ statusCode: 422 });

    // A day after it counts: read without writing, then settled by the page.
    expect(await rewardPointsBalance(db, customerId, daysLater(8))).toBe(50);
    await inTrx((trx) => settleRewardPoints(trx, customerId, daysLater(8)));
    await inTrx((trx) => settleRewardPoints(trx, customerId, daysLater(8)));
    const counted = await rewardPointsHistory(db, customerId, {
      pageNumber: 1,
      pageSize: 10,
      settings,
      now: daysLater(8),
    });
    expect(counted.balance).toBe(50);
    expect(counted.entries).toEqual([
      expect.objectContaining({
        points: 50,
        pointsBalance: 50,
        activatesAt: null,
        createdAt: daysLater(7).toISOString(),
      }),
    ]);

    // 20 spent; the 30 left expire 30 days after the points counted.
    const spend = await newOrder(customerId);
    await inTrx((trx) =>
      redeemRewardPoints(trx, { customerId, points: 20, amount: 200, orderId: spend, now: daysLater(10) }),
    );
    expect(await rewardPointsBalance(db, customerId, daysLater(36))).toBe(30);
    expect(await rewardPointsBalance(db, customerId, daysLater(37))).toBe(0);
    await inTrx((trx) => settleRewardPoints(trx, customerId, daysLater(40)));
    await inTrx((trx) => settleRewardPoints(trx, customerId, daysLater(41)));
    expect((await ledger(customerId)).map((row) => [row.kind, row.points, row.points_balance])).toEqual([
      ['earned', 50, 50],
      ['redeemed', -20, 30],
      ['expired', -30, 0],
    ]);
    const expired = await rewardPointsHistory(db, customerId, {
      pageNumber: 1,
      pageSize: 1,
      settings,
      now: daysLater(41),
    });
    expect(expired.entries[0]).toMatchObject({
      points: -30,
      pointsBalance: 0,
      createdAt: daysLater(37).toISOString(),
      message: `انقضای امتیاز: امتیاز خرید سفارش ${toPersianDigits(order)}`,
    });
  });

  it('spends the oldest points first, so registration points expire only if left unspent', async () => {
    const customerId = await newCustomer();
    const expiring = { ...settings, RewardPointsRegistrationValidityDays: 30 };
    await inTrx((trx) => awardRegistrationPoints(trx, { customerId, now, settings: expiring }));
    expect((await ledger(customerId))[0]).toMatchObject({ points: 100 });
    await inTrx((trx) => adjustRewardPoints(trx, { customerId, points: 50, reason: 'هدیهٔ فروشگاه', now }));
    const order = await newOrder(customerId);
    await inTrx((trx) => redeemRewardPoints(trx, { customerId, points: 120, amount: 1_200, orderId: order, now }));
    // The 100 registration points went first: nothing is left of them to expire.
    expect(await rewardPointsBalance(db, customerId, daysLater(31))).toBe(30);

    const other = await newCustomer();
    await inTrx((trx) => awardRegistrationPoints(trx, { customerId: other, now, settings: expiring }));
    await inTrx((trx) => adjustRewardPoints(trx, { customerId: other, points: 50, reason: 'هدیه', now }));
    const small = await newOrder(other);
    await inTrx((trx) => redeemRewardPoints(trx, { customerId: other, points: 30, amount: 300, orderId: small, now }));
    expect(await rewardPointsBalance(db, other, daysLater(29))).toBe(120);
    expect(await rewardPointsBalance(db, other, daysLater(31))).toBe(50);
  });

  it('takes waiting points of a cancelled order away once; counted ones with a row of their own', async () => {
    const customerId = await newCustomer();
    const waitingOrder = await newOrder(customerId);
    await inTrx((trx) =>
      earnPointsForOrder(trx, { customerId, orderId: waitingOrder, amount: 3_000_000, now, settings: delayed }),
    );
    expect(await inTrx((trx) => cancelEarnedPoints(trx, { orderId: waitingOrder, now: daysLater(1) }))).toBe(0);
    expect(await inTrx((trx) => cancelEarnedPoints(trx, { orderId: waitingOrder, now: daysLater(1) }))).toBe(0);
    expect(await ledger(customerId)).toEqual([]);
    expect(await rewardPointsBalance(db, customerId, daysLater(10))).toBe(0);

    const countedOrder = await newOrder(customerId);
    await inTrx((trx) =>
      earnPointsForOrder(trx, { customerId, orderId: countedOrder, amount: 3_000_000, now, settings: delayed }),
    );
    expect(await inTrx((trx) => cancelEarnedPoints(trx, { orderId: countedOrder, now: daysLater(8) }))).toBe(30);
    expect(await inTrx((trx) => cancelEarnedPoints(trx, { orderId: countedOrder, now: daysLater(9) }))).toBe(0);
    expect((await ledger(customerId)).map((row) => [row.kind, row.points, row.points_balance])).toEqual([
      ['earned', 30, 30],
      ['cancelled', -30, 0],
    ]);
  });

  it("adjusts by the store's reason, never below zero", async () => {
    const customerId = await newCustomer();
    expect(await inTrx((trx) => adjustRewardPoints(trx, { customerId, points: 40, reason: 'جبران تأخیر', now }))).toBe(
      40,
    );
    await expect(
      inTrx((trx) => adjustRewardPoints(trx, { customerId, points: -41, reason: 'اصلاح', now })),
    ).rejects.toMatchObject({ statusCode: 422, message: 'موجودی امتیاز نمی‌تواند منفی شود؛ موجودی فعلی ۴۰ است.' });
    expect(await inTrx((trx) => adjustRewardPoints(trx, { customerId, points: -40, reason: 'اصلاح', now }))).toBe(0);
    expect((await ledger(customerId)).map((row) => row.message)).toEqual(['جبران تأخیر', 'اصلاح']);
  });
});
