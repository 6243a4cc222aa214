// Each change is conditional on the status the operator saw; setting the status a request has tells no one.
import type { Kysely } from 'kysely';
import { RETURN_REQUEST_STATUS, toLatinDigits, toPersianDigits, type ReturnRequestStatusName } from '@sabad/contract';
import type { Database, ReturnRequestStatus } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { MessageQueueDeliverer } from '../messaging/index.js';
import { createOrderReturns } from '../orders/index.js';
import type { SettingsService } from '../settings/index.js';
import { returnMessages } from './returns.messages.js';
import * as repo from './returns.repository.js';
import { returnPictureUrl } from './returns.service.js';

export class ReturnAdminError extends Error {}

export interface ReturnAdminService {
  list(filter: { status?: ReturnRequestStatusName; limit: number }): Promise<string[]>;
  show(id: string): Promise<string[]>;
  setStatus(id: string, status: ReturnRequestStatusName, note?: string): Promise<{ changed: boolean; line: string }>;
}

const statusName = (value: ReturnRequestStatus) =>
  `${(Object.keys(RETURN_REQUEST_STATUS) as ReturnRequestStatusName[]).find((name) => RETURN_REQUEST_STATUS[name] === value) ?? value} (${returnMessages.status[value]})`;

export function createReturnAdminService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
  deliverer: MessageQueueDeliverer;
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

    async setStatus(id, status, note) {
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
        const number = toPersianDigits(row.custom_number);
        await orders.tellCustomer(
          trx,
          row.order_id,
          {
            purpose: 'return-request-status',
            subject: returnMessages.statusSubject(settings.StoreName, number),
            text: returnMessages.statusText(
              settings.StoreName,
              number,
              row.product_name,
              row.quantity,
              returnMessages.status[to],
            ),
          },
          now,
        );
        return true;
      });
      await deps.deliverer
        .deliverPending()
        .catch((error: unknown) => deps.log?.(`return request messages: ${String(error)}; they stay queued`));
      return {
        changed,
        line: changed
          ? `Return request #${row.custom_number}: ${statusName(row.status)} → ${statusName(to)}; the customer is told.`
          : `Return request #${row.custom_number}: changed by someone else meanwhile; nothing changed, look again.`,
      };
    },
  };
}
