/**
 * The store's reward-points, affiliate and commission commands: `points adjust`, `affiliate enable`,
 * `commissions list`, `commission pay`. Refusals are Persian / English and exit 1.
 */
import type { Db } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { isAppError } from '../lib/app-error.js';
import {
  AffiliateError,
  affiliateMessages,
  enableAffiliate,
  listCommissions,
  payCommission,
  type CommissionWithOrder,
} from '../modules/affiliates/index.js';
import { grantAffiliatesRole, lookUpRegisteredCustomer } from '../modules/customers/index.js';
import { adjustRewardPoints, rewardPointsBalance } from '../modules/reward-points/index.js';
import type { CliIo } from './cli-io.js';

/** Bad usage or a refused change: printed, and the command exits 1. */
export class PointsCommandError extends Error {}

/** The customer the operator named (id, email or mobile), or a refusal saying none is registered. */
async function registeredCustomer(db: Db, text: string) {
  const customer = await lookUpRegisteredCustomer(db.kysely, text);
  if (!customer) throw new AffiliateError(affiliateMessages.customerNotFound(text));
  return customer;
}

export const POINTS_USAGE = `  points adjust <customer> <points> <reason…>
                                       add (or, negative, take) reward points with a reason the customer reads; never below zero
                                       (<customer>: id, email or mobile number)
  affiliate enable <customer> [--rate <percent>]
                                       make the customer an affiliate (referral code, Affiliates role); --rate sets the commission
  commissions list [--unpaid]          commissions of referred customers' paid orders, newest first
  commission pay <id>                  mark a commission paid (its order must be Complete)`;

const INTEGER = /^[+-]?\d+$/;

function describe(row: CommissionWithOrder): string {
  const state = row.voided_at ? 'voided' : row.is_paid ? `paid ${row.paid_at ?? ''}` : 'unpaid';
  return `#${row.id}\taffiliate ${row.affiliate_code} (customer ${row.affiliate_customer_id})\torder ${row.custom_order_number}\t${row.commission_rate}%\t${Number(row.amount)} Rial\t${state}`;
}

export async function pointsCommand(
  db: Db,
  io: CliIo,
  group: string,
  command: string | undefined,
  rest: string[],
): Promise<boolean> {
  const now = systemClock.now();
  try {
    if (group === 'points' && command === 'adjust') {
      const [customerText, pointsText, ...reasonWords] = rest;
      const reason = reasonWords.join(' ').trim();
      if (customerText === undefined || pointsText === undefined || !reason) {
        throw new PointsCommandError(
          'استفاده: points adjust <مشتری> <امتیاز> <دلیل> / Usage: points adjust <customer> <points> <reason>',
        );
      }
      if (!INTEGER.test(pointsText) || Number(pointsText) === 0 || !Number.isSafeInteger(Number(pointsText))) {
        throw new PointsCommandError(
          'تعداد امتیاز باید عددی صحیح و غیر صفر باشد. / The points must be a non-zero whole number.',
        );
      }
      const customer = await registeredCustomer(db, customerText);
      const points = Number(pointsText);
      try {
        const balance = await db.kysely
          .transaction()
          .execute((trx) => adjustRewardPoints(trx, { customerId: customer.id, points, reason, now }));
        io.out(`Customer ${customer.id}: ${points > 0 ? '+' : ''}${points} points (${reason}); balance ${balance}.`);
      } catch (error) {
        if (!isAppError(error)) throw error;
        const balance = await rewardPointsBalance(db.kysely, customer.id, now);
        throw new PointsCommandError(`${error.message} / Refused: the balance (${balance}) cannot go below zero.`);
      }
      return true;
    }
    if (group === 'affiliate' && command === 'enable') {
      const [customerText, flag, rateText, extra] = rest;
      const rate = flag === '--rate' && rateText !== undefined ? Number(rateText) : undefined;
      if (customerText === undefined || extra !== undefined || (flag !== undefined && rate === undefined)) {
        throw new PointsCommandError(
          'استفاده: affiliate enable <مشتری> [--rate <درصد>] / Usage: affiliate enable <customer> [--rate <percent>]',
        );
      }
      const customer = await registeredCustomer(db, customerText);
      const result = await enableAffiliate(db.kysely, {
        customerId: customer.id,
        grantAffiliatesRole,
        ...(rate !== undefined ? { rate } : {}),
        now,
      });
      io.out(
        `Customer ${result.customerId} ${result.created ? 'is now an affiliate' : 'is an affiliate again'}: code ${result.code}, commission ${result.rate}%.`,
      );
      return true;
    }
    if (
      group === 'commissions' &&
      command === 'list' &&
      (rest.length === 0 || (rest.length === 1 && rest[0] === '--unpaid'))
    ) {
      const rows = await listCommissions(db.kysely, { unpaid: rest[0] === '--unpaid' });
      if (rows.length === 0) io.out('No commissions.');
      for (const row of rows) io.out(describe(row));
      return true;
    }
    if (group === 'commission' && command === 'pay') {
      const [idText, extra] = rest;
      if (idText === undefined || extra !== undefined || !/^\d+$/.test(idText)) {
        throw new PointsCommandError('شناسهٔ پورسانت باید عدد صحیح باشد. / The commission id must be a whole number.');
      }
      const paid = await payCommission(db.kysely, Number(idText), now);
      io.out(`Commission ${describe(paid)}.`);
      return true;
    }
  } catch (error) {
    if (error instanceof AffiliateError) throw new PointsCommandError(error.message);
    throw error;
  }
  return false;
}
