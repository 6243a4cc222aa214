import type { Kysely } from 'kysely';
import type { RewardPointsPage, RewardPointsQuery } from '@sabad/contract';
import type { CustomerRow, Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { createAffiliateReferrals } from '../affiliates/index.js';
import type { SettingsService } from '../settings/index.js';
import {
  adjustRewardPoints,
  pointsToAmount,
  rewardPointsBalance,
  rewardPointsHistory,
  settleRewardPoints,
  type RewardPointsHistoryPage,
} from './reward-points.service.js';

const referrals = createAffiliateReferrals();

export interface RewardPointsService {
  page(customer: CustomerRow, query: RewardPointsQuery): Promise<RewardPointsPage>;
  /** `within` runs in the adjustment's transaction with the new balance (the back office's audit row). */
  adjust(
    input: { customerId: number; points: number; reason: string },
    within?: (trx: Kysely<Database>, balance: number) => Promise<void>,
  ): Promise<number>;
  balance(customerId: number): Promise<number>;
  /** The balance and the latest entries, newest first, as staff see them. */
  history(customerId: number, limit: number): Promise<RewardPointsHistoryPage>;
}

export function createRewardPointsService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
}): RewardPointsService {
  const { db, clock } = deps;
  return {
    async page(customer, query) {
      const [settings, money] = await Promise.all([deps.settings.get(), deps.settings.money()]);
      const now = clock.now();
      // Written now so the ledger shows what became due since the last write (nopCommerce does the same on read).
      await db.transaction().execute((trx) => settleRewardPoints(trx, customer.id, now));
      const pageSize = query.pageSize ?? settings.DefaultPageSize;
      const pageNumber = query.pageNumber ?? 1;
      const [history, affiliate] = await Promise.all([
        rewardPointsHistory(db, customer.id, { pageNumber, pageSize, settings, now }),
        referrals.summary(db, customer.id),
      ]);
      const amount = pointsToAmount(history.balance, settings);
      return {
        RewardPointsBalance: history.balance,
        RewardPointsAmount: money.format(amount),
        RewardPointsAmountValue: amount,
        MinimumRewardPointsBalance: settings.RewardPointsMinimumToUse,
        History: history.entries.map((entry) => ({
          Points: entry.points,
          PointsBalance: entry.pointsBalance,
          Message: entry.message,
          CreatedOn: entry.createdAt,
          EndDate: entry.endsAt,
          ActivatingDate: entry.activatesAt,
        })),
        PageNumber: pageNumber,
        PageSize: pageSize,
        TotalPages: Math.ceil(history.total / pageSize),
        TotalRecords: history.total,
        AffiliateCode: affiliate?.code ?? null,
        AffiliatedCustomersCount: affiliate?.referredCustomers ?? 0,
        CustomProperties: {},
      };
    },

    adjust(input, within) {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const balance = await adjustRewardPoints(trx, { ...input, now });
        await within?.(trx, balance);
        return balance;
      });
    },

    async history(customerId, limit) {
      const settings = await deps.settings.get();
      return rewardPointsHistory(db, customerId, { pageNumber: 1, pageSize: limit, settings, now: clock.now() });
    },

    balance: (customerId) => rewardPointsBalance(db, customerId, clock.now()),
  };
}
