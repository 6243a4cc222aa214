// Each change is conditional on the status the operator saw; setting the status a request has tells no one.
import type { Kysely } from 'kysely';
import { RETURN_REQUEST_STATUS, toLatinDigits, toPersianDigits, type ReturnRequestStatusName } from '@sabad/contract';
import type {
  AdminReturnChange,
  AdminReturnDetail,
  AdminReturnQueue,
  AdminReturnQueueQuery,
  AdminReturnSummary,
} from '@sabad/contract/admin';
import type { Database, ReturnRequestStatus } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditActor, AuditLog } from '../audit/index.js';
import type { MessageQueueDeliverer } from '../messaging/index.js';
import { createOrderReturns } from '../orders/index.js';
import type { SettingsService, StoreSettings } from '../settings/index.js';
import { returnAdminMessages } from './return-admin.messages.js';
import * as staffRepo from './return-admin.repository.js';
import { returnMessages } from './returns.messages.js';
import * as repo from './returns.repository.js';
import { returnPictureUrl } from './returns.service.js';

export class ReturnAdminError extends Error {}

export interface ReturnAdminService {
  list(filter: { status?: ReturnRequestStatusName; limit: number }): Promise<string[]>;
  show(id: string): Promise<string[]>;
  /** The CLI's status change, audited as the back office's is. */
  setStatus(
    id: string,
    status: ReturnRequestStatusName,
    options: { note?: string; actor: AuditActor },
  ): Promise<{ changed: boolean; line: string }>;
  /** The back office's queue and detail. */
  queue(query: AdminReturnQueueQuery): Promise<AdminReturnQueue>;
  detail(id: number): Promise<AdminReturnDetail>;
  /** From what the staff member saw (else 409), with the customer told of a new status and an audit row. */
  change(id: number, change: AdminReturnChange, actor: AuditActor): Promise<AdminReturnDetail>;
}

const statusNameOf = (value: ReturnRequestStatus) =>
  (Object.keys(RETURN_REQUEST_STATUS) as ReturnRequestStatusName[]).find(
    (name) => RETURN_REQUEST_STATUS[name] === value,
  ) ?? 'Pending';

/** Staff notes are kept one a line, each after the moment it was written. */
function parseStaffNotes(notes: string): AdminReturnDetail['staffNotes'] {
  return notes
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const match = /^(\d{4}-\d{2}-\d{2}T\S+) (.*)$/.exec(line);
      return match ? { at: match[1] ?? null, text: match[2] ?? '' } : { at: null, text: line };
    });
}

function summaryOf(row: staffRepo.ReturnRequestForStaff): AdminReturnSummary {
  return {
    id: row.id,
    number: row.custom_number,
    orderId: row.order_id,
    orderNumber: row.custom_order_number,
    customerId: row.customer_id,
    customerName: `${row.first_name} ${row.last_name}`.trim() || (row.mobile ?? row.email ?? ''),
    productName: row.product_name,
    quantity: row.quantity,
    status: statusNameOf(row.status),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function detailOf(row: staffRepo.ReturnRequestForStaff): AdminReturnDetail {
  return {
    ...summaryOf(row),
    productId: row.product_id,
    attributes: row.attribute_description || null,
    customerMobile: row.mobile,
    customerEmail: row.email,
    reason: row.reason_for_return,
    requestedAction: row.requested_action,
    customerComments: row.customer_comments,
    pictureUrl: row.uploaded_picture_id === null ? null : returnPictureUrl(row.uploaded_picture_id),
    staffNotes: parseStaffNotes(row.staff_notes),
  };
}

const statusName = (value: ReturnRequestStatus) =>
  `${(Object.keys(RETURN_REQUEST_STATUS) as ReturnRequestStatusName[]).find((name) => RETURN_REQUEST_STATUS[name] === value) ?? value} (${returnMessages.status[value]})`;

export function createReturnAdminService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
  deliverer: MessageQueueDeliverer;
  /** Every status change, from the back office or the CLI, records itself in its transaction (ADR 0065). */
  audit: AuditLog;
  log?: (message: string) => void;
}): ReturnAdminService {
  const { db, clock } = deps;
  const orders = createOrderReturns();

  async function requestById(text: string): Promise<repo.ReturnRequestWithLine> {
    const latin = toLatinDigits(text.trim());
    const row = /^\d{1,9}$/.test(latin) ? await repo.findReturnRequest(db, Number(latin)) : undefined;
    if (!row) throw new ReturnAdminError(`درخواست مرجوعی ${text} پیدا نشد. / No return request ${text}.`);
    return row;
  }

  /** The same SMS/email whoever changes the status, queued in the change's transaction. */
  async function tellCustomer(
    trx: Kysely<Database>,
    row: Pick<repo.ReturnRequestWithLine, 'custom_number' | 'order_id' | 'product_name' | 'quantity'>,
    to: ReturnRequestStatus,
    settings: Pick<StoreSettings, 'StoreName' | 'ReturnStatusTextTemplate'>,
    now: Date,
  ): Promise<void> {
    const storeName = settings.StoreName;
    const number = toPersianDigits(row.custom_number);
    await orders.tellCustomer(
      trx,
      row.order_id,
      {
        purpose: 'return-request-status',
        subject: returnMessages.statusSubject(storeName, number),
        text: returnMessages.statusText(
          storeName,
          number,
          row.product_name,
          row.quantity,
          returnMessages.status[to],
          settings.ReturnStatusTextTemplate,
        ),
      },
      now,
    );
  }

  const deliver = () =>
    deps.deliverer
      .deliverPending()
      .catch((error: unknown) => deps.log?.(`return request messages: ${String(error)}; they stay queued`));

  async function forStaff(id: number): Promise<staffRepo.ReturnRequestForStaff> {
    const row = await staffRepo.findReturnRequestForStaff(db, id);
    if (!row) throw notFound(returnAdminMessages.notFound);
    return row;
  }

  const summary = (row: repo.ReturnRequestWithLine) =>
    `#${row.custom_number}\t${row.created_at}\torder ${row.custom_order_number}\tcustomer #${row.customer_id}\t${row.quantity} × ${row.product_name}\t${statusName(row.status)}`;

  return {
    async list(filter) {
      const rows = await repo.listReturnRequests(db, {
        ...(filter.status ? { status: RETURN_REQUEST_STATUS[filter.status] } : {}),
        limit: filter.limit,
      });
      return rows.length === 0 ? ['No return requests.'] : rows.map(summary);
    },

    async show(id) {
      const row = await requestById(id);
      return [
        summary(row),
        `Product #${row.product_id}: ${row.product_name}${row.attribute_description ? ` (${row.attribute_description.replace(/\n/g, '، ')})` : ''}`,
        `Reason: ${row.reason_for_return}; wished action: ${row.requested_action}`,
        `Comments: ${row.customer_comments || '-'}`,
        `Photo: ${row.uploaded_picture_id === null ? '-' : returnPictureUrl(row.uploaded_picture_id)}`,
        `Staff notes: ${row.staff_notes ? row.staff_notes.replace(/\n/g, ' | ') : '-'}`,
        `Updated: ${row.updated_at}`,
      ];
    },

    async setStatus(id, status, { note, actor }) {
      const row = await requestById(id);
      const to = RETURN_REQUEST_STATUS[status];
      if (row.status === to) {
        return {
          changed: false,
          line: `Return request #${row.custom_number}: nothing changed (already ${statusName(to)}).`,
        };
      }
      const settings = await deps.settings.get();
      const changed = await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const trimmed = note?.trim();
        const staffNotes = trimmed
          ? `${row.staff_notes ? `${row.staff_notes}\n` : ''}${now.toISOString()} ${trimmed}`
          : row.staff_notes;
        const done = await repo.transitionReturnRequest(trx, row.id, {
          from: row.status,
          to,
          staffNotes,
          now: now.toISOString(),
        });
        if (!done) return false;
        await tellCustomer(trx, row, to, settings, now);
        await deps.audit.record(trx, actor, {
          area: 'returns',
          entityType: 'return_request',
          entityId: row.id,
          action: 'return.status',
          before: { status: statusNameOf(row.status) },
          after: { status, ...(trimmed ? { note: trimmed } : {}), customerTold: true },
        });
        return true;
      });
      await deliver();
      return {
        changed,
        line: changed
          ? `Return request #${row.custom_number}: ${statusName(row.status)} → ${statusName(to)}; the customer is told.`
          : `Return request #${row.custom_number}: changed by someone else meanwhile; nothing changed, look again.`,
      };
    },

    async queue(query) {
      const { items, total } = await staffRepo.pageReturnRequests(db, {
        ...(query.status ? { status: RETURN_REQUEST_STATUS[query.status] } : {}),
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { items: items.map(summaryOf), total, page: query.page, pageSize: query.pageSize };
    },

    detail: async (id) => detailOf(await forStaff(id)),

    async change(id, change, actor) {
      const { audit } = deps;
      const row = await forStaff(id);
      const to = RETURN_REQUEST_STATUS[change.status];
      const note = change.note?.trim() ?? '';
      if (to === row.status && note === '') return detailOf(row);
      const settings = await deps.settings.get();
      const changed = await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const staffNotes = note
          ? `${row.staff_notes ? `${row.staff_notes}\n` : ''}${now.toISOString()} ${note}`
          : row.staff_notes;
        const done = await staffRepo.changeSeenReturnRequest(trx, row.id, {
          seenStatus: RETURN_REQUEST_STATUS[change.seenStatus],
          seenUpdatedAt: change.seenUpdatedAt,
          to,
          staffNotes,
          now: now.toISOString(),
        });
        if (!done) return false;
        if (to !== row.status) await tellCustomer(trx, row, to, settings, now);
        await audit.record(trx, actor, {
          area: 'returns',
          entityType: 'return_request',
          entityId: row.id,
          action: to !== row.status ? 'return.status' : 'return.note',
          before: { status: statusNameOf(row.status) },
          after: { status: change.status, ...(note ? { note } : {}), customerTold: to !== row.status },
        });
        return true;
      });
      if (!changed) {
        const now = await forStaff(id);
        throw conflict(returnAdminMessages.stale(returnMessages.status[now.status], now.updated_at));
      }
      if (to !== row.status) await deliver();
      return detailOf(await forStaff(id));
    },
  };
}
