// A commission is earned when the order is Paid (the money is in, as nopCommerce counts), and paid only once the order
// is Complete, past the point where it could still be cancelled.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ORDER_STATUS,
  toLatinDigits,
  type CommissionAccountList,
  type CommissionOrderList,
  type CommissionOrderListRequest,
  type CommissionStatus,
} from '@sabad/contract';
import type { CustomerRow, Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { MoneyFormatter } from '../../lib/money.js';
import { createStoreSettingsReader, type SettingsService, type StoreSettings } from '../settings/index.js';
import { affiliateMessages } from './affiliates.messages.js';
import * as repo from './affiliates.repository.js';

const storeSettings = createStoreSettingsReader();

/** No 0/O or 1/I: a code read aloud or copied from a message should not be mistyped. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 7;

/** Implemented by the customers module, which owns customers and their roles. */
export interface AffiliateCustomers {
  grantAffiliatesRole(trx: Kysely<Database>, customerId: number): Promise<void>;
}

export class AffiliateError extends Error {}

function normaliseAffiliateCode(text: string | null | undefined): string | null {
  if (!text) return null;
  const code = toLatinDigits(text).trim().toUpperCase();
  return /^[A-Z0-9]{4,20}$/.test(code) ? code : null;
}

function randomAffiliateCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

async function findReferringAffiliate(
  db: Kysely<Database>,
  code: string | null | undefined,
): Promise<{ id: number; customerId: number } | null> {
  const normalised = normaliseAffiliateCode(code);
  if (!normalised) return null;
  const affiliate = await repo.findActiveAffiliateByCode(db, normalised);
  return affiliate ? { id: affiliate.id, customerId: affiliate.customer_id } : null;
}

async function affiliateSummary(
  db: Kysely<Database>,
  customerId: number,
): Promise<{ code: string; referredCustomers: number } | null> {
  const affiliate = await repo.findAffiliateOfCustomer(db, customerId);
  if (!affiliate || affiliate.active !== 1) return null;
  return { code: affiliate.code, referredCustomers: await repo.countReferredCustomers(db, affiliate.id) };
}

async function enableAffiliate(
  db: Kysely<Database>,
  input: {
    customerId: number;
    rate?: number;
    now: Date;
    grantAffiliatesRole: AffiliateCustomers['grantAffiliatesRole'];
    within?: (trx: Kysely<Database>) => Promise<void>;
  },
): Promise<{ customerId: number; code: string; rate: number; created: boolean }> {
  if (input.rate !== undefined && !(Number.isFinite(input.rate) && input.rate >= 0 && input.rate <= 100)) {
    throw new AffiliateError(affiliateMessages.invalidRate);
  }
  const customer = { id: input.customerId };
  return db.transaction().execute(async (trx) => {
    await input.grantAffiliatesRole(trx, customer.id);
    const existing = await repo.findAffiliateOfCustomer(trx, customer.id);
    if (existing) {
      const rate = input.rate ?? existing.commission_rate;
      await repo.updateAffiliate(trx, existing.id, { active: 1, commission_rate: rate });
      await input.within?.(trx);
      return { customerId: customer.id, code: existing.code, rate, created: false };
    }
    const rate = input.rate ?? (await storeSettings.read(trx)).AffiliateDefaultCommissionRate;
    for (;;) {
      const code = randomAffiliateCode();
      if (await repo.isCodeTaken(trx, code)) continue;
      const inserted = await repo.insertAffiliate(trx, {
        customerId: customer.id,
        code,
        rate,
        now: input.now.toISOString(),
      });
      if (!inserted) continue;
      await input.within?.(trx);
      return { customerId: customer.id, code: inserted.code, rate, created: true };
    }
  });
}

async function recordOrderCommission(
  trx: Kysely<Database>,
  input: {
    orderId: number;
    customerId: number;
    subtotal: number;
    subtotalDiscount: number;
    orderDiscount: number;
    now: Date;
    settings?: Pick<StoreSettings, 'CommissionsEnabled'>;
  },
): Promise<number> {
  const settings = input.settings ?? (await storeSettings.read(trx));
  if (!settings.CommissionsEnabled) return 0;
  const affiliate = await repo.findReferrerOf(trx, input.customerId);
  if (!affiliate) return 0;
  const base = Math.max(0, input.subtotal - input.subtotalDiscount - input.orderDiscount);
  const amount = Math.floor((base * affiliate.commission_rate) / 100);
  const written = await repo.insertCommission(trx, {
    affiliateId: affiliate.id,
    orderId: input.orderId,
    rate: affiliate.commission_rate,
    amount,
    now: input.now.toISOString(),
  });
  return written ? amount : 0;
}

function voidOrderCommission(trx: Kysely<Database>, orderId: number, now: Date): Promise<boolean> {
  return repo.voidUnpaidCommission(trx, orderId, now.toISOString());
}

async function payCommission(db: Kysely<Database>, id: number, now: Date): Promise<repo.CommissionWithOrder> {
  return db.transaction().execute(async (trx) => {
    const commission = await repo.findCommission(trx, id);
    if (!commission) throw new AffiliateError(affiliateMessages.commissionNotFound(id));
    if (commission.is_paid === 1) throw new AffiliateError(affiliateMessages.commissionAlreadyPaid(id));
    if (commission.voided_at !== null) throw new AffiliateError(affiliateMessages.commissionVoided(id));
    if (commission.order_status !== ORDER_STATUS.Complete) {
      throw new AffiliateError(affiliateMessages.orderNotComplete(id, commission.custom_order_number));
    }
    if (!(await repo.markCommissionPaid(trx, id, now.toISOString()))) {
      throw new AffiliateError(affiliateMessages.commissionAlreadyPaid(id));
    }
    return { ...commission, is_paid: 1, paid_at: now.toISOString() };
  });
}

function listCommissions(
  db: Kysely<Database>,
  options: { unpaid: boolean; limit?: number },
): Promise<repo.CommissionWithOrder[]> {
  return repo.listAllCommissions(db, { unpaid: options.unpaid, limit: options.limit ?? 200 });
}

export type { CommissionWithOrder } from './affiliates.repository.js';

/** Referrals and commissions as registration and orders meet them; every write runs on the caller's `trx`. */
export interface AffiliateReferrals {
  /** The code as stored (Latin digits, upper case), or null when it cannot be a code. */
  normaliseCode(text: string | null | undefined): string | null;
  findReferrer(
    trx: Kysely<Database>,
    code: string | null | undefined,
  ): Promise<{ id: number; customerId: number } | null>;
  /** The customer's own code and how many customers it brought; null when they are not an active affiliate. */
  summary(trx: Kysely<Database>, customerId: number): Promise<{ code: string; referredCustomers: number } | null>;
  /** The referrer's commission on a paid order, once; answers the amount written (0 when none). */
  recordCommission(trx: Kysely<Database>, input: Parameters<typeof recordOrderCommission>[1]): Promise<number>;
  /** Voids the order's commission unless it was already paid; false when there was none to void. */
  voidCommission(trx: Kysely<Database>, orderId: number, now: Date): Promise<boolean>;
}

export function createAffiliateReferrals(): AffiliateReferrals {
  return {
    normaliseCode: normaliseAffiliateCode,
    findReferrer: findReferringAffiliate,
    summary: affiliateSummary,
    recordCommission: recordOrderCommission,
    voidCommission: voidOrderCommission,
  };
}

export interface AffiliatesService {
  status(customer: CustomerRow): Promise<CommissionStatus>;
  myCommissions(customer: CustomerRow): Promise<CommissionAccountList>;
  orderList(customer: CustomerRow, request: CommissionOrderListRequest): Promise<CommissionOrderList>;
  /** `within` runs in the change's transaction (the back office's audit row). */
  enable(
    customerId: number,
    rate?: number,
    within?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<{ customerId: number; code: string; rate: number; created: boolean }>;
  /** Referral links stop earning; the code and past commissions stay, so enabling again brings them back. */
  disable(customerId: number, within?: (trx: Kysely<Database>) => Promise<void>): Promise<boolean>;
  /** The customer's affiliate account as staff see it, active or not. */
  accountOf(customerId: number): Promise<{ active: boolean; code: string; commissionRate: number } | undefined>;
  commissions(options: { unpaid: boolean }): Promise<repo.CommissionWithOrder[]>;
  payCommission(id: number): Promise<repo.CommissionWithOrder>;
}

export function createAffiliatesService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
  customers: AffiliateCustomers;
}): AffiliatesService {
  const { db, customers } = deps;

  async function account(customer: CustomerRow) {
    const settings = await deps.settings.get();
    if (!settings.CommissionsEnabled) return { settings, affiliate: undefined };
    const affiliate = await repo.findAffiliateOfCustomer(db, customer.id);
    return {
      settings,
      affiliate: affiliate?.active === 1 ? affiliate : undefined,
    };
  }

  const toOrder = (row: repo.CommissionWithOrder, money: MoneyFormatter) => ({
    CustomOrderNumber: row.custom_order_number,
    OrderStatus: affiliateMessages.orderStatus[row.order_status] ?? String(row.order_status),
    PaymentStatus: affiliateMessages.paymentStatus[row.payment_status] ?? String(row.payment_status),
    OrderTotal: money.format(Number(row.order_total)),
    OrderTotalValue: Number(row.order_total),
    CommissionAmount: money.format(Number(row.amount)),
    CommissionAmountValue: Number(row.amount),
    IsPaid: row.is_paid === 1,
    DateOfPaymentString: row.paid_at,
  });

  return {
    enable: (customerId, rate, within) =>
      enableAffiliate(db, {
        customerId,
        ...(rate !== undefined ? { rate } : {}),
        now: deps.clock.now(),
        grantAffiliatesRole: (trx, id) => customers.grantAffiliatesRole(trx, id),
        ...(within ? { within } : {}),
      }),
    disable: (customerId, within) =>
      db.transaction().execute(async (trx) => {
        const existing = await repo.findAffiliateOfCustomer(trx, customerId);
        if (!existing || existing.active !== 1) return false;
        await repo.updateAffiliate(trx, existing.id, { active: 0 });
        await within?.(trx);
        return true;
      }),
    async accountOf(customerId) {
      const row = await repo.findAffiliateOfCustomer(db, customerId);
      return row ? { active: row.active === 1, code: row.code, commissionRate: row.commission_rate } : undefined;
    },
    commissions: (options) => listCommissions(db, options),
    payCommission: (id) => payCommission(db, id, deps.clock.now()),
    async status(customer) {
      return { AccountEnabled: (await account(customer)).affiliate !== undefined };
    },

    async myCommissions(customer) {
      const { affiliate } = await account(customer);
      return affiliate ? [{ CommissionRate: affiliate.commission_rate, FriendlyUrlName: affiliate.code }] : [];
    },

    async orderList(customer, request) {
      const { settings, affiliate } = await account(customer);
      if (!affiliate) return [];
      const pageSize = request.PageSize ?? settings.DefaultPageSize;
      const pageNumber = request.PageNumber ?? 1;
      const [rows, money] = await Promise.all([
        repo.listCommissionsOfAffiliate(db, affiliate.id, { offset: (pageNumber - 1) * pageSize, limit: pageSize }),
        deps.settings.money(),
      ]);
      return rows.map((row) => toOrder(row, money));
    },
  };
}
