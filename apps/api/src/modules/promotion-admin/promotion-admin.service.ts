// The back office's discount codes and gift cards (ADR 0076). The rows are the ones the shop reads (discount,
// gift_card and their usages); how a code is written, when its days begin and end and what state it is in come
// from the discounts and cart modules (discount-terms, gift-card-terms), so the admin and the checkout agree.
// Every write runs `audit` in its transaction and an edit checks row_version (ADR 0065).
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type {
  AdminDiscountCreate,
  AdminDiscountDetail,
  AdminDiscountList,
  AdminDiscountListQuery,
  AdminDiscountSummary,
  AdminDiscountUpdate,
  AdminDiscountUsageList,
  AdminGiftCardCreate,
  AdminGiftCardDetail,
  AdminGiftCardList,
  AdminGiftCardListQuery,
  AdminGiftCardSummary,
  AdminGiftCardUpdate,
  AdminPromotionActiveChange,
} from '@sabad/contract/admin';
import type { Database } from '../../db/schema.js';
import { notFound, unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditActor, AuditLog } from '../audit/index.js';
import { createGiftCardTerms } from '../cart/index.js';
import { createDiscountTerms } from '../discounts/index.js';
import {
  discountFieldLabels,
  giftCardFieldLabels,
  promotionAdminMessages as messages,
} from './promotion-admin.messages.js';
import * as repo from './promotion-admin.repository.js';

/** What the routes hand over: the contract's schemas after parsing, defaults filled. */
type DiscountInput = z.output<typeof AdminDiscountCreate>;
type DiscountChange = z.output<typeof AdminDiscountUpdate>;
type GiftCardNew = z.output<typeof AdminGiftCardCreate>;
type GiftCardChange = z.output<typeof AdminGiftCardUpdate>;
type GiftCardInput = Omit<GiftCardNew, 'code'>;

export interface PromotionAdminService {
  listDiscounts(query: AdminDiscountListQuery): Promise<AdminDiscountList>;
  discount(id: number): Promise<AdminDiscountDetail>;
  createDiscount(input: DiscountInput, actor: AuditActor): Promise<AdminDiscountDetail>;
  updateDiscount(id: number, input: DiscountChange, actor: AuditActor): Promise<AdminDiscountDetail>;
  changeDiscountActive(id: number, change: AdminPromotionActiveChange, actor: AuditActor): Promise<AdminDiscountDetail>;
  discountUsages(id: number, page: { page: number; pageSize: number }): Promise<AdminDiscountUsageList>;
  listGiftCards(query: AdminGiftCardListQuery): Promise<AdminGiftCardList>;
  giftCard(id: number): Promise<AdminGiftCardDetail>;
  createGiftCard(input: GiftCardNew, actor: AuditActor): Promise<AdminGiftCardDetail>;
  updateGiftCard(id: number, input: GiftCardChange, actor: AuditActor): Promise<AdminGiftCardDetail>;
  changeGiftCardActive(id: number, change: AdminPromotionActiveChange, actor: AuditActor): Promise<AdminGiftCardDetail>;
}

class Stale extends Error {}

interface PersonRow {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile: string | null;
}
const personName = (row: PersonRow) =>
  `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.mobile || row.email || '';

/** A search box's text: a code's start (any digits and case) or a name's start. */
function searchText(q: string | undefined, normaliseCode: (code: string) => string) {
  const text = q?.trim();
  if (!text) return {};
  return { code: normaliseCode(text), name: text.replace(/[يى]/g, 'ی').replace(/ك/g, 'ک') };
}

export function createPromotionAdminService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditLog;
}): PromotionAdminService {
  const { db, clock, audit } = deps;
  const terms = createDiscountTerms();
  const giftCardTerms = createGiftCardTerms();

  function discountSummary(row: repo.DiscountRow & { usage_count: number | string | null }): AdminDiscountSummary {
    const percent = row.use_percentage === 1;
    return {
      id: row.id,
      name: row.name,
      code: row.coupon_code,
      requiresCode: row.requires_coupon_code === 1,
      type: 'orderSubtotal',
      usePercentage: percent,
      percentage: percent ? row.percentage : null,
      amount: percent ? null : Number(row.amount),
      maximumAmount: percent && Number(row.maximum_amount) > 0 ? Number(row.maximum_amount) : null,
      minimumSubtotal: Number(row.minimum_subtotal),
      startsOn: row.starts_at === null ? null : terms.startDay(row.starts_at),
      endsOn: row.ends_at === null ? null : terms.endDay(row.ends_at),
      limitPerCustomer: row.limit_per_customer,
      limitTotal: row.limit_total,
      active: row.is_active === 1,
      status: terms.state(row, clock.now()),
      usageCount: Number(row.usage_count ?? 0),
    };
  }

  async function discount(id: number, within: Kysely<Database> = db): Promise<AdminDiscountDetail> {
    const row = await repo.findDiscount(within, id);
    if (!row) throw notFound(messages.discountNotFound);
    return {
      ...discountSummary(row),
      createdAt: row.created_at,
      usedAmount: Number(row.used_amount ?? 0),
      rowVersion: row.row_version,
    };
  }

  /** The audit's picture of a discount: the fields an editor sees, so the 409 can name what changed. */
  const discountSnapshot = (d: AdminDiscountDetail) => ({
    name: d.name,
    code: d.code,
    requiresCode: d.requiresCode,
    usePercentage: d.usePercentage,
    percentage: d.percentage,
    amount: d.amount,
    maximumAmount: d.maximumAmount,
    minimumSubtotal: d.minimumSubtotal,
    startsOn: d.startsOn,
    endsOn: d.endsOn,
    limitPerCustomer: d.limitPerCustomer,
    limitTotal: d.limitTotal,
    active: d.active,
  });

  /** The row's columns from the form; the code is normalised and checked as the shop reads it. */
  function discountValues(input: DiscountInput) {
    // A discount nobody types still needs a unique code (the column is the shop's key); the server makes one.
    const code =
      input.code === '' && !input.requiresCode
        ? `AUTO-${randomBytes(5).toString('hex').toUpperCase()}`
        : terms.normaliseCode(input.code);
    if (!terms.codeIsValid(code)) throw unprocessable(messages.discountCode);
    const percent = input.usePercentage;
    return {
      name: (input.name.trim() || messages.discountLabel(code)).slice(0, 200),
      coupon_code: code,
      requires_coupon_code: input.requiresCode ? 1 : 0,
      use_percentage: percent ? 1 : 0,
      percentage: percent ? (input.percentage ?? 0) : 0,
      amount: percent ? 0 : (input.amount ?? 0),
      maximum_amount: percent ? (input.maximumAmount ?? 0) : 0,
      minimum_subtotal: input.minimumSubtotal,
      starts_at: input.startsOn === null ? null : terms.startsAt(input.startsOn),
      ends_at: input.endsOn === null ? null : terms.endsAt(input.endsOn),
      limit_per_customer: input.limitPerCustomer,
      limit_total: input.limitTotal,
      is_active: input.active ? 1 : 0,
    } as const;
  }

  /** Runs a change; a stale version becomes the 409 naming who changed what since (ADR 0065). */
  async function guarded<T>(
    question: { entityType: string; id: number; sinceVersion: number; label: string; fields: Record<string, string> },
    change: () => Promise<T>,
  ): Promise<T> {
    try {
      return await change();
    } catch (error) {
      if (!(error instanceof Stale)) throw error;
      throw await audit.staleEditError(db, {
        entityType: question.entityType,
        entityId: question.id,
        sinceVersion: question.sinceVersion,
        entityLabel: question.label,
        fieldLabels: question.fields,
      });
    }
  }

  async function saveDiscount(
    id: number,
    expectedVersion: number,
    values: ReturnType<typeof discountValues> | { is_active: 0 | 1 },
    action: string,
    actor: AuditActor,
  ): Promise<AdminDiscountDetail> {
    const before = await discount(id);
    return guarded(
      {
        entityType: 'discount',
        id,
        sinceVersion: expectedVersion,
        label: messages.discountLabel(before.code),
        fields: discountFieldLabels,
      },
      () =>
        db.transaction().execute(async (trx) => {
          if ('coupon_code' in values && (await repo.codeTaken(trx, values.coupon_code, id)))
            throw unprocessable(messages.discountCodeTaken(values.coupon_code));
          if (!(await repo.updateDiscount(trx, id, expectedVersion, values))) throw new Stale();
          const after = await discount(id, trx);
          await audit.record(trx, actor, {
            area: 'promotions',
            entityType: 'discount',
            entityId: id,
            action,
            before: discountSnapshot(before),
            after: discountSnapshot(after),
            entityVersion: after.rowVersion,
          });
          return after;
        }),
    );
  }

  function giftCardSummary(row: repo.GiftCardRow & { used: number | string | null }): AdminGiftCardSummary {
    const amount = Number(row.amount);
    return {
      id: row.id,
      code: row.code,
      amount,
      remaining: amount - Number(row.used ?? 0),
      recipientName: row.recipient_name,
      active: row.is_active === 1,
      createdAt: row.created_at,
    };
  }

  async function giftCard(id: number, within: Kysely<Database> = db): Promise<AdminGiftCardDetail> {
    const row = await repo.findGiftCard(within, id);
    if (!row) throw notFound(messages.giftCardNotFound);
    const usages = await repo.giftCardUsages(within, id);
    let balance = Number(row.amount);
    return {
      ...giftCardSummary(row),
      recipientEmail: row.recipient_email,
      senderName: row.sender_name,
      message: row.message,
      usedAmount: Number(row.used ?? 0),
      rowVersion: row.row_version,
      usages: usages.map((usage) => {
        balance -= Number(usage.used_value);
        return {
          id: usage.id,
          orderId: usage.order_id,
          orderNumber: usage.custom_order_number,
          customerName:
            usage.first_name === null && usage.mobile === null && usage.email === null ? null : personName(usage),
          usedValue: Number(usage.used_value),
          balanceAfter: balance,
          usedAt: usage.created_at,
        };
      }),
    };
  }

  const giftCardSnapshot = (g: AdminGiftCardDetail) => ({
    code: g.code,
    amount: g.amount,
    recipientName: g.recipientName,
    recipientEmail: g.recipientEmail,
    senderName: g.senderName,
    message: g.message,
    active: g.active,
  });

  const giftCardValues = (input: GiftCardInput) =>
    ({
      amount: input.amount,
      recipient_name: input.recipientName,
      recipient_email: input.recipientEmail,
      sender_name: input.senderName,
      message: input.message,
      is_active: input.active ? 1 : 0,
    }) as const;

  async function saveGiftCard(
    id: number,
    expectedVersion: number,
    values: ReturnType<typeof giftCardValues> | { is_active: 0 | 1 },
    action: string,
    actor: AuditActor,
  ): Promise<AdminGiftCardDetail> {
    const before = await giftCard(id);
    return guarded(
      {
        entityType: 'gift_card',
        id,
        sinceVersion: expectedVersion,
        label: messages.giftCardLabel(before.code),
        fields: giftCardFieldLabels,
      },
      () =>
        db.transaction().execute(async (trx) => {
          await repo.lockGiftCard(trx, id);
          if ('amount' in values) {
            const now = await repo.findGiftCard(trx, id);
            const used = Number(now?.used ?? 0);
            if (values.amount < used) throw unprocessable(messages.belowUsed(Math.round(used / 10)));
          }
          if (!(await repo.updateGiftCard(trx, id, expectedVersion, values))) throw new Stale();
          const after = await giftCard(id, trx);
          await audit.record(trx, actor, {
            area: 'promotions',
            entityType: 'gift_card',
            entityId: id,
            action,
            before: giftCardSnapshot(before),
            after: giftCardSnapshot(after),
            entityVersion: after.rowVersion,
          });
          return after;
        }),
    );
  }

  return {
    async listDiscounts(query) {
      const { rows, total } = await repo.listDiscounts(
        db,
        {
          ...searchText(query.q, (code) => terms.normaliseCode(code)),
          ...(query.status ? { state: query.status } : {}),
          now: clock.now().toISOString(),
        },
        { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      );
      return { items: rows.map(discountSummary), total, page: query.page, pageSize: query.pageSize };
    },

    discount: (id) => discount(id),

    async createDiscount(body, actor) {
      const values = discountValues(body);
      return db.transaction().execute(async (trx) => {
        const inserted = await repo.insertDiscount(trx, {
          ...values,
          created_at: clock.now().toISOString(),
        });
        if (!inserted) throw unprocessable(messages.discountCodeTaken(values.coupon_code));
        const created = await discount(inserted.id, trx);
        await audit.record(trx, actor, {
          area: 'promotions',
          entityType: 'discount',
          entityId: created.id,
          action: 'discount.create',
          before: null,
          after: discountSnapshot(created),
          entityVersion: created.rowVersion,
        });
        return created;
      });
    },

    updateDiscount(id, input, actor) {
      return saveDiscount(id, input.expectedVersion, discountValues(input), 'discount.update', actor);
    },

    changeDiscountActive(id, change, actor) {
      return saveDiscount(
        id,
        change.expectedVersion,
        { is_active: change.active ? 1 : 0 },
        change.active ? 'discount.activate' : 'discount.deactivate',
        actor,
      );
    },

    async discountUsages(id, page) {
      await discount(id);
      const { rows, total } = await repo.discountUsages(db, id, {
        offset: (page.page - 1) * page.pageSize,
        limit: page.pageSize,
      });
      return {
        items: rows.map((row) => ({
          id: row.id,
          orderId: row.order_id,
          orderNumber: row.custom_order_number,
          customerId: row.customer_id,
          customerName: personName(row),
          amount: Number(row.amount),
          usedAt: row.created_at,
        })),
        total,
        page: page.page,
        pageSize: page.pageSize,
      };
    },

    async listGiftCards(query) {
      const { rows, total } = await repo.listGiftCards(
        db,
        {
          ...searchText(query.q, (code) => giftCardTerms.normaliseCode(code)),
          ...(query.status ? { state: query.status } : {}),
        },
        { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      );
      return { items: rows.map(giftCardSummary), total, page: query.page, pageSize: query.pageSize };
    },

    giftCard: (id) => giftCard(id),

    async createGiftCard(input, actor) {
      const code = input.code === '' ? giftCardTerms.newCode() : giftCardTerms.normaliseCode(input.code);
      if (!giftCardTerms.codeIsValid(code)) throw unprocessable(messages.giftCardCode);
      return db.transaction().execute(async (trx) => {
        const inserted = await repo.insertGiftCard(trx, {
          code,
          ...giftCardValues(input),
          created_at: clock.now().toISOString(),
        });
        if (!inserted) throw unprocessable(messages.giftCardCodeTaken(code));
        const created = await giftCard(inserted.id, trx);
        await audit.record(trx, actor, {
          area: 'promotions',
          entityType: 'gift_card',
          entityId: created.id,
          action: 'gift-card.create',
          before: null,
          after: giftCardSnapshot(created),
          entityVersion: created.rowVersion,
        });
        return created;
      });
    },

    updateGiftCard(id, input, actor) {
      return saveGiftCard(id, input.expectedVersion, giftCardValues(input), 'gift-card.update', actor);
    },

    changeGiftCardActive(id, change, actor) {
      return saveGiftCard(
        id,
        change.expectedVersion,
        { is_active: change.active ? 1 : 0 },
        change.active ? 'gift-card.activate' : 'gift-card.deactivate',
        actor,
      );
    },
  };
}
