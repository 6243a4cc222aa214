// Every admin write records itself here inside its own transaction (ADR 0065): the change and its
// record commit or roll back together, so the log never shows a change that did not happen nor
// misses one that did.
import type { Kysely } from 'kysely';
import type { StaffArea } from '@sabad/contract/admin';
import type { AuditLogRow, Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { nextDate, tehranDayStart } from '../../lib/tehran-day.js';
import { changesSince, insertAuditRow, pageAuditRows, type AuditFilter } from './audit.repository.js';

/** Who: a staff member (an admin route's actor) or the operator CLI (staffId null). */
export interface AuditActor {
  staffId: number | null;
  email: string;
  ip: string;
}

export type Snapshot = Record<string, unknown> | null;

export interface AuditEntry {
  area: StaffArea;
  entityType: string;
  entityId: string | number;
  action: string;
  before: Snapshot;
  after: Snapshot;
  /** The entity's row_version after this change, when its table has one. */
  entityVersion?: number;
}

export interface AuditListFilter {
  staffId?: number;
  area?: string;
  entityType?: string;
  entityId?: string;
  /** Days (YYYY-MM-DD) in Tehran time, both included. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export interface AuditRecord {
  id: number;
  staffId: number | null;
  staffEmail: string;
  at: string;
  ip: string;
  area: string;
  entityType: string;
  entityId: string;
  action: string;
  before: Snapshot;
  after: Snapshot;
  entityVersion: number | null;
}

export interface StaleEditQuestion {
  entityType: string;
  entityId: string | number;
  /** The row_version the editor loaded and sent back as expectedVersion. */
  sinceVersion: number;
  /** How the message names the thing, e.g. «سفارش ۱۲۳۴». */
  entityLabel: string;
  /** Persian names of the entity's fields; a field without one is named as stored. */
  fieldLabels: Readonly<Record<string, string>>;
}

export interface AuditLog {
  record(trx: Kysely<Database>, actor: AuditActor, entry: AuditEntry): Promise<void>;
  list(filter: AuditListFilter): Promise<{ items: AuditRecord[]; total: number; page: number; pageSize: number }>;
  /** Names who changed which fields since the editor's version (ADR 0065). */
  staleEditMessage(trx: Kysely<Database>, question: StaleEditQuestion): Promise<string>;
  /** The 409 a stale save answers, its message from staleEditMessage. */
  staleEditError(trx: Kysely<Database>, question: StaleEditQuestion): Promise<AppError>;
}

const parse = (json: string | null): Snapshot => (json === null ? null : (JSON.parse(json) as Snapshot));

function toRecord(row: AuditLogRow): AuditRecord {
  return {
    id: row.id,
    staffId: row.staff_id,
    staffEmail: row.staff_email,
    at: row.at,
    ip: row.ip,
    area: row.area,
    entityType: row.entity_type,
    entityId: row.entity_id,
    action: row.action,
    before: parse(row.before_json),
    after: parse(row.after_json),
    entityVersion: row.entity_version,
  };
}

/** The fields whose values differ between before and after. */
export function changedFields(before: Snapshot, after: Snapshot): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]));
}

export function createAuditLog(deps: { db: Kysely<Database>; clock: Clock }): AuditLog {
  async function staleEditMessage(trx: Kysely<Database>, question: StaleEditQuestion): Promise<string> {
    const rows = await changesSince(trx, question.entityType, String(question.entityId), question.sinceVersion);
    const fields = new Set<string>();
    const who = new Set<string>();
    for (const row of rows) {
      who.add(row.staff_email);
      for (const field of changedFields(parse(row.before_json), parse(row.after_json)))
        fields.add(question.fieldLabels[field] ?? field);
    }
    const what = fields.size > 0 ? `: ${[...fields].join('، ')}` : '';
    const by = who.size > 0 ? ` (به دست ${[...who].join('، ')})` : '';
    return (
      `${question.entityLabel} پس از آنکه شما آن را باز کردید تغییر کرده است${what}${by}. ` +
      'تغییر شما ذخیره نشد؛ صفحه را تازه کنید و دوباره ثبت کنید.'
    );
  }

  return {
    async record(trx, actor, entry) {
      await insertAuditRow(trx, {
        staff_id: actor.staffId,
        staff_email: actor.email,
        at: deps.clock.now().toISOString(),
        ip: actor.ip,
        area: entry.area,
        entity_type: entry.entityType,
        entity_id: String(entry.entityId),
        action: entry.action,
        before_json: entry.before === null ? null : JSON.stringify(entry.before),
        after_json: entry.after === null ? null : JSON.stringify(entry.after),
        entity_version: entry.entityVersion ?? null,
      });
    },

    async list(filter) {
      const where: AuditFilter = {
        ...(filter.staffId !== undefined ? { staffId: filter.staffId } : {}),
        ...(filter.area !== undefined ? { area: filter.area } : {}),
        ...(filter.entityType !== undefined ? { entityType: filter.entityType } : {}),
        ...(filter.entityId !== undefined ? { entityId: filter.entityId } : {}),
        ...(filter.from !== undefined ? { fromAt: tehranDayStart(filter.from) } : {}),
        ...(filter.to !== undefined ? { toAt: tehranDayStart(nextDate(filter.to)) } : {}),
      };
      const { rows, total } = await pageAuditRows(deps.db, where, {
        offset: (filter.page - 1) * filter.pageSize,
        limit: filter.pageSize,
      });
      return { items: rows.map(toRecord), total, page: filter.page, pageSize: filter.pageSize };
    },

    staleEditMessage,

    async staleEditError(trx, question) {
      const message = await staleEditMessage(trx, question);
      return new AppError(409, message, [message]);
    },
  };
}
