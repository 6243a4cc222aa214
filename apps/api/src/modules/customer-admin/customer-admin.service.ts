// The back office's customers: the same ledger, affiliate and session services the shop and the CLI use;
// every change runs `audit` in its transaction and, where two staff could collide, checks row_version (ADR 0065).
import type { Kysely } from 'kysely';
import { toLatinDigits, toPersianDigits } from '@sabad/contract';
import type { AdminCustomerDetail, AdminCustomerList, AdminCustomerSearchQuery } from '@sabad/contract/admin';
import type { Database } from '../../db/schema.js';
import { notFound, unprocessable } from '../../lib/app-error.js';
import type { AffiliatesService } from '../affiliates/index.js';
import type { AuditActor, AuditEntry, AuditLog } from '../audit/index.js';
import type { AccessTokenService, AccountIdentifiers } from '../customers/index.js';
import type { RewardPointsService } from '../reward-points/index.js';
import { customerAdminMessages as messages } from './customer-admin.messages.js';
import * as repo from './customer-admin.repository.js';

/** One customer as an export writes it. */
export interface CustomerExportRow {
  id: number;
  name: string;
  email: string | null;
  mobile: string | null;
  registeredAt: string;
  blocked: boolean;
}

export interface CustomerAdminService {
  search(query: AdminCustomerSearchQuery): Promise<AdminCustomerList>;
  /** Every customer the list's filter matches, in the list's order, a batch at a time (ADR 0078). */
  exportRows(query: AdminCustomerSearchQuery, batchSize?: number): AsyncGenerator<CustomerExportRow[]>;
  detail(id: number): Promise<AdminCustomerDetail>;
  adjustPoints(id: number, change: { points: number; reason: string }, actor: AuditActor): Promise<AdminCustomerDetail>;
  changeAffiliate(
    id: number,
    change: { expectedVersion: number; enabled: boolean; commissionRate?: number | undefined },
    actor: AuditActor,
  ): Promise<AdminCustomerDetail>;
  changeBlocked(
    id: number,
    change: { expectedVersion: number; blocked: boolean },
    actor: AuditActor,
  ): Promise<AdminCustomerDetail>;
}

class StaleCustomer extends Error {}

const LATEST = 10;
const FIELD_LABELS = {
  blocked: 'مسدود بودن',
  affiliate: 'همکاری در فروش',
  commissionRate: 'درصد پورسانت',
  rewardPointsBalance: 'امتیاز باشگاه',
};
// Iran has kept +03:30 all year since 2022: a Jalali day picked by staff starts at Tehran's midnight.
const TEHRAN_OFFSET_MS = 3.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const tehranMidnight = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - TEHRAN_OFFSET_MS + plusDays * DAY_MS).toISOString();

/**
 * What the search box holds: a whole mobile number (any digits, ±98, ±0) or its start, an email or its
 * start, or a name: one word starts the first or the last name, two or more start the first name and
 * then the last.
 */
export function customerFilterOf(q: string | undefined, identifiers: AccountIdentifiers): repo.CustomerFilter {
  const text = q?.trim();
  if (!text) return {};
  const identifier = identifiers.parse(text);
  if (identifier) return identifier.kind === 'mobile' ? { mobile: identifier.value } : { email: identifier.value };
  const latin = toLatinDigits(text).replace(/[\s\-()]/g, '');
  if (/^\+?\d{2,}$/.test(latin)) {
    const national = latin.replace(/^(?:\+98|0098|98(?=9)|0)/, '');
    return { mobilePrefix: `0${national}` };
  }
  if (text.includes('@')) return { emailPrefix: toLatinDigits(text).toLowerCase() };
  const [first = '', ...rest] = text.replace(/[يى]/g, 'ی').replace(/ك/g, 'ک').split(/\s+/);
  return { name: rest.length === 0 ? { first } : { first, last: rest.join(' ') } };
}

export function createCustomerAdminService(deps: {
  db: Kysely<Database>;
  identifiers: AccountIdentifiers;
  accessTokens: AccessTokenService;
  rewardPoints: RewardPointsService;
  affiliates: AffiliatesService;
  audit: AuditLog;
}): CustomerAdminService {
  const { db } = deps;

  async function customer(id: number): Promise<repo.RegisteredCustomerRow> {
    const row = await repo.findRegisteredCustomer(db, id);
    if (!row) throw notFound(messages.notFound);
    return row;
  }

  async function detail(id: number): Promise<AdminCustomerDetail> {
    const row = await customer(id);
    const [roles, orders, addresses, points, affiliate] = await Promise.all([
      repo.rolesOf(db, id),
      repo.latestOrders(db, id, LATEST),
      repo.addressesOf(db, id),
      deps.rewardPoints.history(id, LATEST),
      deps.affiliates.accountOf(id),
    ]);
    return {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      mobile: row.mobile,
      registeredAt: row.created_at,
      lastActivityAt: row.last_activity_at,
      blocked: row.active === 0,
      rowVersion: row.row_version,
      roles: roles.map((role) => ({ systemName: role.system_name, name: role.name })),
      orderCount: orders.total,
      orders: orders.rows.map((order) => ({
        id: order.id,
        number: order.custom_order_number,
        createdAt: order.created_at,
        total: Number(order.order_total),
        orderStatus: order.order_status,
        paymentStatus: order.payment_status,
        shippingStatus: order.shipping_status,
      })),
      addresses: addresses.map((address) => ({
        id: address.id,
        name: `${address.first_name} ${address.last_name}`.trim(),
        phone: address.phone_number,
        province: address.province,
        city: address.city,
        address: [address.address1, address.address2].filter(Boolean).join('، '),
        zipPostalCode: address.zip_postal_code,
      })),
      rewardPoints: {
        balance: points.balance,
        history: points.entries.map((entry) => ({
          points: entry.points,
          balance: entry.pointsBalance,
          message: entry.message,
          createdAt: entry.createdAt,
        })),
        historyCount: points.total,
      },
      affiliate: {
        enabled: affiliate?.active ?? false,
        code: affiliate?.code ?? null,
        commissionRate: affiliate?.commissionRate ?? null,
      },
    };
  }

  /** Raises the version the staff member saw; inside a transaction, so nothing may read through `db` here. */
  async function claimVersion(trx: Kysely<Database>, id: number, expectedVersion: number): Promise<void> {
    if (!(await repo.raiseVersion(trx, id, expectedVersion))) throw new StaleCustomer();
  }

  /** Runs a change; a stale version becomes the 409 naming who changed what since (ADR 0065). */
  async function guarded(
    id: number,
    sinceVersion: number,
    change: () => Promise<unknown>,
  ): Promise<AdminCustomerDetail> {
    try {
      await change();
    } catch (error) {
      if (!(error instanceof StaleCustomer)) throw error;
      throw await deps.audit.staleEditError(db, {
        entityType: 'customer',
        entityId: id,
        sinceVersion,
        entityLabel: `مشتری ${toPersianDigits(id)}`,
        fieldLabels: FIELD_LABELS,
      });
    }
    return detail(id);
  }

  // The list's filter, shared by the list and its export so the file holds what the list shows.
  function listFilter(query: AdminCustomerSearchQuery): repo.CustomerFilter {
    if (query.registeredFrom && query.registeredTo && query.registeredFrom > query.registeredTo) {
      throw unprocessable(messages.badDay);
    }
    return {
      ...customerFilterOf(query.q, deps.identifiers),
      ...(query.registeredFrom ? { registeredFrom: tehranMidnight(query.registeredFrom) } : {}),
      ...(query.registeredTo ? { registeredBefore: tehranMidnight(query.registeredTo, 1) } : {}),
      ...(query.status ? { blocked: query.status === 'blocked' } : {}),
    };
  }

  const record = (trx: Kysely<Database>, actor: AuditActor, entry: Omit<AuditEntry, 'area' | 'entityType'>) =>
    deps.audit.record(trx, actor, { area: 'customers', entityType: 'customer', ...entry });

  return {
    async search(query) {
      const filter = listFilter(query);
      const { rows, total } = await repo.searchCustomers(db, filter, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: `${row.first_name} ${row.last_name}`.trim(),
          email: row.email,
          mobile: row.mobile,
          registeredAt: row.created_at,
          blocked: row.active === 0,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async *exportRows(query, batchSize = 500) {
      const filter = listFilter(query);
      let after: { createdAt: string; id: number } | null = null;
      for (;;) {
        const rows = await repo.customerExportBatch(db, filter, after, batchSize);
        if (rows.length === 0) return;
        yield rows.map((row) => ({
          id: row.id,
          name: `${row.first_name} ${row.last_name}`.trim(),
          email: row.email,
          mobile: row.mobile,
          registeredAt: row.created_at,
          blocked: row.active === 0,
        }));
        const last = rows.at(-1);
        if (rows.length < batchSize || !last) return;
        after = { createdAt: last.created_at, id: last.id };
      }
    },

    detail,

    async adjustPoints(id, change, actor) {
      await customer(id);
      const before = await deps.rewardPoints.balance(id);
      await deps.rewardPoints.adjust({ customerId: id, points: change.points, reason: change.reason }, (trx, balance) =>
        record(trx, actor, {
          entityId: id,
          action: 'reward-points.adjust',
          before: { rewardPointsBalance: before },
          after: { rewardPointsBalance: balance, points: change.points, reason: change.reason },
        }),
      );
      return detail(id);
    },

    async changeAffiliate(id, change, actor) {
      const row = await customer(id);
      const account = await deps.affiliates.accountOf(id);
      const before = { affiliate: account?.active ?? false, commissionRate: account?.commissionRate ?? null };
      const after = change.enabled
        ? { affiliate: true, commissionRate: change.commissionRate ?? before.commissionRate }
        : { affiliate: false, commissionRate: before.commissionRate };
      const within = async (trx: Kysely<Database>) => {
        await claimVersion(trx, id, change.expectedVersion);
        await record(trx, actor, {
          entityId: id,
          action: change.enabled ? 'affiliate.enable' : 'affiliate.disable',
          before,
          after,
          entityVersion: change.expectedVersion + 1,
        });
      };
      return guarded(id, change.expectedVersion, async () => {
        if (row.row_version !== change.expectedVersion) throw new StaleCustomer();
        if (change.enabled) await deps.affiliates.enable(id, change.commissionRate, within);
        else if (!(await deps.affiliates.disable(id, within))) await db.transaction().execute(within);
      });
    },

    async changeBlocked(id, change, actor) {
      const before = await customer(id);
      return guarded(id, change.expectedVersion, () =>
        db.transaction().execute(async (trx) => {
          if (!(await repo.setBlocked(trx, id, change))) throw new StaleCustomer();
          // The shop's token check reads `active`; revoking too keeps an unblock from reviving old sessions.
          if (change.blocked) await deps.accessTokens.revokeAllForCustomer(id, trx);
          await record(trx, actor, {
            entityId: id,
            action: change.blocked ? 'customer.block' : 'customer.unblock',
            before: { blocked: before.active === 0 },
            after: { blocked: change.blocked },
            entityVersion: change.expectedVersion + 1,
          });
        }),
      );
    },
  };
}
