// Waiting and expiring points are settled lazily on each write, as nopCommerce does; writes lock the customer row
// so two writers never read the same tail balance; the unique (order_id, kind) index keeps order entries idempotent.
import type { Kysely } from 'kysely';
import type { Database, RewardPointsKind } from '../../db/schema.js';
import { conflict, unprocessable } from '../../lib/app-error.js';
import { createStoreSettingsReader, type StoreSettings } from '../settings/index.js';
import { rewardPointsMessages } from './reward-points.messages.js';
import * as repo from './reward-points.repository.js';

const storeSettings = createStoreSettingsReader();

export type RewardPointsSettings = Pick<
  StoreSettings,
  | 'RewardPointsEnabled'
  | 'RewardPointsExchangeRate'
  | 'RewardPointsForPurchasesAmount'
  | 'RewardPointsForPurchasesPoints'
  | 'RewardPointsMinimumToUse'
  | 'RewardPointsForRegistration'
  | 'RewardPointsActivationDelayDays'
  | 'RewardPointsPurchasesValidityDays'
  | 'RewardPointsRegistrationValidityDays'
>;

export function rewardPointsBalance(db: Kysely<Database>, customerId: number, now: Date = new Date()): Promise<number> {
  return repo.balanceAt(db, customerId, now.toISOString());
}

export function pointsToAmount(
  points: number,
  settings: Pick<RewardPointsSettings, 'RewardPointsExchangeRate'>,
): number {
  return Math.max(0, Math.floor(points)) * settings.RewardPointsExchangeRate;
}

export function amountToPoints(
  amount: number,
  settings: Pick<RewardPointsSettings, 'RewardPointsExchangeRate'>,
): number {
  const rate = settings.RewardPointsExchangeRate;
  return rate > 0 && amount > 0 ? Math.floor(amount / rate) : 0;
}

export function redeemablePoints(balance: number, amount: number, settings: RewardPointsSettings): number {
  if (!settings.RewardPointsEnabled || balance <= 0 || balance < settings.RewardPointsMinimumToUse) return 0;
  return Math.min(balance, amountToPoints(amount, settings));
}

export function pointsEarnedFor(amount: number, settings: RewardPointsSettings): number {
  if (!settings.RewardPointsEnabled || settings.RewardPointsForPurchasesAmount <= 0 || amount <= 0) return 0;
  return Math.floor(amount / settings.RewardPointsForPurchasesAmount) * settings.RewardPointsForPurchasesPoints;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

function endDate(now: Date, days: number): string | null {
  return days > 0 ? addDays(now, days).toISOString() : null;
}

/** Call under {@link repo.lockLedger}; depends only on the rows and `now`. */
async function settle(trx: Kysely<Database>, customerId: number, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const due = await repo.listDueRows(trx, customerId, nowIso);
  if (due.length === 0) return;
  type Event = { at: string; order: number; row: repo.RewardPointsRow; kind: 'activate' | 'expire' };
  const events: Event[] = [];
  for (const row of due) {
    if (row.activates_at !== null && row.activates_at <= nowIso) {
      events.push({ at: row.activates_at, order: 0, row, kind: 'activate' });
    }
    if (row.ends_at !== null && row.ends_at <= nowIso && (row.valid_points ?? 0) > 0) {
      events.push({ at: row.ends_at, order: 1, row, kind: 'expire' });
    }
  }
  events.sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order || a.row.id - b.row.id);
  // An activated row gets a new id; its expiry must then be written against that one.
  const movedTo = new Map<number, number>();
  for (const event of events) {
    const balance = await repo.tailBalance(trx, customerId);
    const { row } = event;
    if (event.kind === 'activate') {
      await repo.deleteEntry(trx, row.id);
      const id = await repo.insertEntry(trx, {
        customer_id: row.customer_id,
        kind: row.kind,
        points: row.points,
        points_balance: balance + row.points,
        used_amount: row.used_amount,
        message: row.message,
        order_id: row.order_id,
        ends_at: row.ends_at,
        valid_points: row.valid_points,
        activates_at: null,
        created_at: event.at,
      });
      if (id !== undefined) movedTo.set(row.id, id);
    } else {
      const expiring = row.valid_points ?? 0;
      await repo.insertEntry(trx, {
        customer_id: row.customer_id,
        kind: 'expired',
        points: -expiring,
        points_balance: balance - expiring,
        used_amount: 0,
        message: rewardPointsMessages.expired(row.message),
        order_id: row.order_id,
        ends_at: null,
        valid_points: null,
        created_at: event.at,
      });
      await repo.setValidPoints(trx, movedTo.get(row.id) ?? row.id, 0);
    }
  }
}

/** Oldest first, so what expires is what was left unspent. */
async function useUnspentPoints(trx: Kysely<Database>, customerId: number, points: number): Promise<void> {
  let left = points;
  for (const row of await repo.listUnspentRows(trx, customerId)) {
    if (left <= 0) break;
    const valid = row.valid_points ?? 0;
    const used = Math.min(valid, left);
    await repo.setValidPoints(trx, row.id, valid - used);
    left -= used;
  }
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
    activatesAt?: Date;
    endsAt?: string | null;
    check?: (balance: number) => void;
  },
): Promise<{ written: boolean; balance: number }> {
  await repo.lockLedger(trx, entry.customerId);
  await settle(trx, entry.customerId, entry.now);
  const before = await repo.tailBalance(trx, entry.customerId);
  entry.check?.(before);
  const waits = entry.activatesAt !== undefined && entry.activatesAt > entry.now;
  const id = await repo.insertEntry(trx, {
    customer_id: entry.customerId,
    kind: entry.kind,
    points: entry.points,
    // A waiting row's balance is written when it starts to count.
    points_balance: waits ? before : before + entry.points,
    used_amount: entry.usedAmount ?? 0,
    message: entry.message,
    order_id: entry.orderId,
    ends_at: entry.endsAt ?? null,
    valid_points: entry.points > 0 ? entry.points : null,
    activates_at: waits ? (entry.activatesAt?.toISOString() ?? null) : null,
    created_at: entry.now.toISOString(),
  });
  const written = id !== undefined;
  if (written && entry.points < 0) await useUnspentPoints(trx, entry.customerId, -entry.points);
  return { written, balance: written && !waits ? before + entry.points : before };
}

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
  const settings = input.settings ?? (await storeSettings.read(trx));
  const points = pointsEarnedFor(input.amount, settings);
  if (points <= 0) return 0;
  const customer = await repo.lockLedger(trx, input.customerId);
  if (!customer || customer.isGuest) return 0;
  const activatesAt = addDays(input.now, settings.RewardPointsActivationDelayDays);
  const { written } = await write(trx, {
    customerId: input.customerId,
    kind: 'earned',
    points,
    orderId: input.orderId,
    message: input.message ?? rewardPointsMessages.earnedForOrder(input.orderId),
    now: input.now,
    activatesAt,
    endsAt: endDate(activatesAt, settings.RewardPointsPurchasesValidityDays),
  });
  return written ? points : 0;
}

/** Taken back in full, as nopCommerce does: the balance may go below zero when they were spent meanwhile. */
export async function cancelEarnedPoints(
  trx: Kysely<Database>,
  input: { orderId: number; message?: string; now: Date },
): Promise<number> {
  const found = await repo.findOrderEntry(trx, input.orderId, 'earned');
  if (!found) return 0;
  await repo.lockLedger(trx, found.customer_id);
  // Read again under the lock: another writer may have removed or moved it meanwhile.
  const earned = await repo.findOrderEntry(trx, input.orderId, 'earned');
  // Points still waiting were never given: the row goes (as nopCommerce deletes the upcoming entry).
  if (earned?.activates_at != null && earned.activates_at > input.now.toISOString()) {
    await repo.deleteEntry(trx, earned.id);
    return 0;
  }
  return reverseOrderEntry(trx, {
    orderId: input.orderId,
    from: 'earned',
    to: 'cancelled',
    message: input.message ?? rewardPointsMessages.cancelledForOrder(input.orderId),
    now: input.now,
  });
}

export async function awardRegistrationPoints(
  trx: Kysely<Database>,
  input: { customerId: number; now: Date; settings?: RewardPointsSettings },
): Promise<number> {
  const settings = input.settings ?? (await storeSettings.read(trx));
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
    endsAt: endDate(input.now, settings.RewardPointsRegistrationValidityDays),
  });
  return points;
}

export async function adjustRewardPoints(
  trx: Kysely<Database>,
  input: { customerId: number; points: number; reason: string; now: Date },
): Promise<number> {
  if (!Number.isSafeInteger(input.points) || input.points === 0) {
    throw unprocessable(rewardPointsMessages.invalidAdjustment);
  }
  const result = await write(trx, {
    customerId: input.customerId,
    kind: 'adjusted',
    points: input.points,
    orderId: null,
    message: input.reason,
    now: input.now,
    check: (balance) => {
      if (balance + input.points < 0) throw unprocessable(rewardPointsMessages.belowZero(balance));
    },
  });
  return result.balance;
}

export async function settleRewardPoints(trx: Kysely<Database>, customerId: number, now: Date): Promise<void> {
  await repo.lockLedger(trx, customerId);
  await settle(trx, customerId, now);
}

/**
 * The ledger as checkout, orders and registration use it: the exchange rules (pure) and the entries each of them
 * writes, on the caller's `trx` so an entry commits with the order or account it belongs to.
 */
export interface RewardPointsLedger {
  balance: typeof rewardPointsBalance;
  pointsToAmount: typeof pointsToAmount;
  amountToPoints: typeof amountToPoints;
  redeemablePoints: typeof redeemablePoints;
  pointsEarnedFor: typeof pointsEarnedFor;
  redeem: typeof redeemRewardPoints;
  returnRedeemed: typeof returnRedeemedPoints;
  earnForOrder: typeof earnPointsForOrder;
  cancelEarned: typeof cancelEarnedPoints;
  awardRegistration: typeof awardRegistrationPoints;
}

export function createRewardPointsLedger(): RewardPointsLedger {
  return {
    balance: rewardPointsBalance,
    pointsToAmount,
    amountToPoints,
    redeemablePoints,
    pointsEarnedFor,
    redeem: redeemRewardPoints,
    returnRedeemed: returnRedeemedPoints,
    earnForOrder: earnPointsForOrder,
    cancelEarned: cancelEarnedPoints,
    awardRegistration: awardRegistrationPoints,
  };
}

export interface RewardPointsHistoryPage {
  balance: number;
  balanceAmount: number;
  entries: Array<{
    points: number;
    pointsBalance: number | null;
    message: string;
    createdAt: string;
    endsAt: string | null;
    activatesAt: string | null;
  }>;
  total: number;
}

/** Reads only: call {@link settleRewardPoints} first to write what became due. */
export async function rewardPointsHistory(
  db: Kysely<Database>,
  customerId: number,
  page: {
    pageNumber: number;
    pageSize: number;
    settings: Pick<RewardPointsSettings, 'RewardPointsExchangeRate'>;
    now?: Date;
  },
): Promise<RewardPointsHistoryPage> {
  const pageSize = Math.max(1, Math.floor(page.pageSize));
  const pageNumber = Math.max(1, Math.floor(page.pageNumber));
  const [balance, { rows, total }] = await Promise.all([
    rewardPointsBalance(db, customerId, page.now),
    repo.listEntries(db, customerId, { offset: (pageNumber - 1) * pageSize, limit: pageSize }),
  ]);
  return {
    balance,
    balanceAmount: pointsToAmount(balance, page.settings),
    entries: rows.map((row) => ({
      points: row.points,
      pointsBalance: row.activates_at === null ? row.points_balance : null,
      message: row.message,
      createdAt: row.created_at,
      endsAt: row.ends_at,
      activatesAt: row.activates_at,
    })),
    total,
  };
}
