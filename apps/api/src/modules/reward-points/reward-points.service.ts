/**
 * The reward-points ledger (ADR 0019), nopCommerce's RewardPointService trimmed: every row moves
 * the balance by `points` and carries the balance after it, so the balance is the latest row's.
 *
 * Settings (store-settings.ts): RewardPointsExchangeRate is the value of one point in Rial (the
 * store's money unit; 10 = one Toman a point); RewardPointsForPurchasesPoints points are earned
 * for each whole RewardPointsForPurchasesAmount Rial of an order; RewardPointsMinimumToUse is the
 * balance below which points cannot be redeemed; RewardPointsForRegistration are given on
 * registration.
 *
 * Writes take the caller's transaction and lock the customer row first (PostgreSQL; SQLite
 * serialises writers), the same lock placement holds for the shopper, so two writers never read
 * the same tail balance. Each order has at most one row of each kind (a unique index on
 * (order_id, kind)), which makes returning, earning and taking back idempotent even when called
 * twice or by two processes at once.
 */
import type { Kysely } from 'kysely';
import type { Database, RewardPointsKind } from '../../db/schema.js';
import { conflict, unprocessable } from '../../lib/app-error.js';
import { readStoreSettings, type StoreSettings } from '../settings/index.js';
import { rewardPointsMessages } from './reward-points.messages.js';
import * as repo from './reward-points.repository.js';

export type RewardPointsSettings = Pick<
  StoreSettings,
  | 'RewardPointsEnabled'
  | 'RewardPointsExchangeRate'
  | 'RewardPointsForPurchasesAmount'
  | 'RewardPointsForPurchasesPoints'
  | 'RewardPointsMinimumToUse'
  | 'RewardPointsForRegistration'
>;

/** The customer's balance now (0 without any ledger row). */
export function rewardPointsBalance(db: Kysely<Database>, customerId: number): Promise<number> {
  return repo.tailBalance(db, customerId);
}

/** Rial the points are worth. */
export function pointsToAmount(
  points: number,
  settings: Pick<RewardPointsSettings, 'RewardPointsExchangeRate'>,
): number {
  return Math.max(0, Math.floor(points)) * settings.RewardPointsExchangeRate;
}

/** Points worth at most `amount` Rial (rounded down: what they redeem never exceeds the amount). */
export function amountToPoints(
  amount: number,
  settings: Pick<RewardPointsSettings, 'RewardPointsExchangeRate'>,
): number {
  const rate = settings.RewardPointsExchangeRate;
  return rate > 0 && amount > 0 ? Math.floor(amount / rate) : 0;
}

/**
 * The points a shopper with `balance` may redeem against `amount` Rial: none when points are off
 * or the balance is under RewardPointsMinimumToUse; else as many as the amount takes.
 */
export function redeemablePoints(balance: number, amount: number, settings: RewardPointsSettings): number {
  if (!settings.RewardPointsEnabled || balance <= 0 || balance < settings.RewardPointsMinimumToUse) return 0;
  return Math.min(balance, amountToPoints(amount, settings));
}

/** Points an order of `amount` Rial earns: RewardPointsForPurchasesPoints per whole RewardPointsForPurchasesAmount. */
export function pointsEarnedFor(amount: number, settings: RewardPointsSettings): number {
  if (!settings.RewardPointsEnabled || settings.RewardPointsForPurchasesAmount <= 0 || amount <= 0) return 0;
  return Math.floor(amount / settings.RewardPointsForPurchasesAmount) * settings.RewardPointsForPurchasesPoints;
}

async function write(
  trx: Kysely<Database>,
  entry: {
    customerId: number;
    kind: RewardPointsKind;
    points: number;
    usedAmount?: number;
    orderId: number | null;
    message: string;
    now: Date;
    /** Throws to refuse the write, given the balance before it (read under the lock). */
    check?: (balance: number) => void;
  },
): Promise<{ written: boolean; balance: number }> {
  await repo.lockLedger(trx, entry.customerId);
  const before = await repo.tailBalance(trx, entry.customerId);
  entry.check?.(before);
  const written = await repo.insertEntry(trx, {
    customer_id: entry.customerId,
    kind: entry.kind,
    points: entry.points,
    points_balance: before + entry.points,
    used_amount: entry.usedAmount ?? 0,
    message: entry.message,
    order_id: entry.orderId,
    ends_at: null,
    created_at: entry.now.toISOString(),
  });
  return { written, balance: written ? before + entry.points : before };
}

/**
 * Placement: `points` (worth `amount` Rial) are taken for the order. A 422 (Persian) when the
 * balance is short, a 409 when the order already redeemed points; the caller's transaction then
 * rolls back. Returns the balance after.
 */
export async function redeemRewardPoints(
  trx: Kysely<Database>,
  input: { customerId: number; points: number; amount: number; orderId: number; message?: string; now: Date },
): Promise<number> {
  if (!Number.isSafeInteger(input.points) || input.points <= 0) throw unprocessable(rewardPointsMessages.invalidPoints);
  const result = await write(trx, {
    customerId: input.customerId,
    kind: 'redeemed',
    points: -input.points,
    usedAmount: input.amount,
    orderId: input.orderId,
    message: input.message ?? rewardPointsMessages.redeemedForOrder(input.orderId),
    now: input.now,
    check: (balance) => {
      if (balance < input.points) throw unprocessable(rewardPointsMessages.insufficientBalance(balance));
    },
  });
  if (!result.written) throw conflict(rewardPointsMessages.alreadyRedeemed);
  return result.balance;
}

/**
 * Writes the opposite of the order's `from` row as a `to` row, once: the points it moved come back
 * (or go). Returns how many points moved; 0 when the order has no `from` row or the `to` row exists.
 */
async function reverseOrderEntry(
  trx: Kysely<Database>,
  input: { orderId: number; from: RewardPointsKind; to: RewardPointsKind; message: string; now: Date },
): Promise<number> {
  const original = await repo.findOrderEntry(trx, input.orderId, input.from);
  if (!original) return 0;
  const { written } = await write(trx, {
    customerId: original.customer_id,
    kind: input.to,
    points: -original.points,
    orderId: input.orderId,
    message: input.message,
    now: input.now,
  });
  return written ? Math.abs(original.points) : 0;
}

/** Cancellation: the points the order redeemed come back. Returns how many; 0 when none or already returned. */
export function returnRedeemedPoints(
  trx: Kysely<Database>,
  input: { orderId: number; message?: string; now: Date },
): Promise<number> {
  return reverseOrderEntry(trx, {
    orderId: input.orderId,
    from: 'redeemed',
    to: 'returned',
    message: input.message ?? rewardPointsMessages.returnedForOrder(input.orderId),
    now: input.now,
  });
}

/**
 * Payment: the order earns pointsEarnedFor(amount). Settings are read through the transaction
 * when not given. Returns the points earned; 0 when none or the order already earned.
 */
export async function earnPointsForOrder(
  trx: Kysely<Database>,
  input: {
    customerId: number;
    orderId: number;
    amount: number;
    message?: string;
    now: Date;
    settings?: RewardPointsSettings;
  },
): Promise<number> {
  const points = pointsEarnedFor(input.amount, input.settings ?? (await readStoreSettings(trx)));
  if (points <= 0) return 0;
  const { written } = await write(trx, {
    customerId: input.customerId,
    kind: 'earned',
    points,
    orderId: input.orderId,
    message: input.message ?? rewardPointsMessages.earnedForOrder(input.orderId),
    now: input.now,
  });
  return written ? points : 0;
}

/**
 * Cancellation or refund of an order that earned points: they are taken back, in full (as
 * nopCommerce does; the balance may go below zero when they were spent meanwhile). Returns the
 * points taken; 0 when the order earned none or they were already taken.
 */
export function cancelEarnedPoints(
  trx: Kysely<Database>,
  input: { orderId: number; message?: string; now: Date },
): Promise<number> {
  return reverseOrderEntry(trx, {
    orderId: input.orderId,
    from: 'earned',
    to: 'cancelled',
    message: input.message ?? rewardPointsMessages.cancelledForOrder(input.orderId),
    now: input.now,
  });
}

/** Registration: RewardPointsForRegistration once per customer. Returns the points given (0 when off or given before). */
export async function awardRegistrationPoints(
  trx: Kysely<Database>,
  input: { customerId: number; now: Date; settings?: RewardPointsSettings },
): Promise<number> {
  const settings = input.settings ?? (await readStoreSettings(trx));
  const points = settings.RewardPointsEnabled ? settings.RewardPointsForRegistration : 0;
  if (points <= 0) return 0;
  await repo.lockLedger(trx, input.customerId);
  if (await repo.hasEntryOfKind(trx, input.customerId, 'registration')) return 0;
  await write(trx, {
    customerId: input.customerId,
    kind: 'registration',
    points,
    orderId: null,
    message: rewardPointsMessages.registration,
    now: input.now,
  });
  return points;
}

export interface RewardPointsHistoryPage {
  balance: number;
  /** Rial the balance is worth. */
  balanceAmount: number;
  entries: Array<{ points: number; pointsBalance: number; message: string; createdAt: string; endsAt: string | null }>;
  total: number;
}

/** The history page (GET /rewardpoints/getrewardpoints): the balance and a page of the ledger, newest first. */
export async function rewardPointsHistory(
  db: Kysely<Database>,
  customerId: number,
  page: { pageNumber: number; pageSize: number; settings: Pick<RewardPointsSettings, 'RewardPointsExchangeRate'> },
): Promise<RewardPointsHistoryPage> {
  const pageSize = Math.max(1, Math.floor(page.pageSize));
  const pageNumber = Math.max(1, Math.floor(page.pageNumber));
  const [balance, { rows, total }] = await Promise.all([
    repo.tailBalance(db, customerId),
    repo.listEntries(db, customerId, { offset: (pageNumber - 1) * pageSize, limit: pageSize }),
  ]);
  return {
    balance,
    balanceAmount: pointsToAmount(balance, page.settings),
    entries: rows.map((row) => ({
      points: row.points,
      pointsBalance: row.points_balance,
      message: row.message,
      createdAt: row.created_at,
      endsAt: row.ends_at,
    })),
    total,
  };
}
