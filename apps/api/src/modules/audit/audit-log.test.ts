import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { manualClock } from '../../testing/test-app.js';
import { createAuditLog, type AuditLog } from './index.js';

let database: TestDatabase;
let auditLog: AuditLog;
const clock = manualClock('2026-11-29T20:15:00.000Z');
const ana = { staffId: 1, email: 'ana@sabad.test', ip: '10.0.0.1' };
const bahar = { staffId: 2, email: 'bahar@sabad.test', ip: '10.0.0.2' };

beforeAll(async () => {
  database = await createTestDatabase();
  auditLog = createAuditLog({ db: database.kysely, clock });
});
afterAll(() => database.close());

const rows = () => database.kysely.selectFrom('audit_log').selectAll().orderBy('id').execute();

describe('the audit log', () => {
  it('keeps no record of a change whose transaction rolls back', async () => {
    await expect(
      inTransaction(database.kysely, async (trx) => {
        await auditLog.record(trx, ana, {
          area: 'orders',
          entityType: 'order',
          entityId: 7,
          action: 'ship',
          before: { status: 'processing' },
          after: { status: 'shipped' },
          entityVersion: 2,
        });
        throw new Error('the change itself failed');
      }),
    ).rejects.toThrow('the change itself failed');
    expect(await rows()).toEqual([]);
  });

  it('names the fields changed since a version, in Persian, and who changed them', async () => {
    const write = (actor: typeof ana, version: number, before: object, after: object) =>
      inTransaction(database.kysely, (trx) =>
        auditLog.record(trx, actor, {
          area: 'customers',
          entityType: 'customer',
          entityId: 42,
          action: 'edit',
          before: before as Record<string, unknown>,
          after: after as Record<string, unknown>,
          entityVersion: version,
        }),
      );
    await write(ana, 2, { active: true, note: 'a' }, { active: false, note: 'a' });
    await write(bahar, 3, { affiliateRate: 5 }, { affiliateRate: 7 });
    const question = {
      entityType: 'customer',
      entityId: 42,
      entityLabel: 'مشتری ۴۲',
      fieldLabels: { active: 'فعال بودن', affiliateRate: 'نرخ همکاری' },
    };
    expect(await auditLog.staleEditMessage(database.kysely, { ...question, sinceVersion: 1 })).toBe(
      'مشتری ۴۲ پس از آنکه شما آن را باز کردید تغییر کرده است: فعال بودن، نرخ همکاری (به دست ana@sabad.test، bahar@sabad.test). ' +
        'تغییر شما ذخیره نشد؛ صفحه را تازه کنید و دوباره ثبت کنید.',
    );
    expect(await auditLog.staleEditMessage(database.kysely, { ...question, sinceVersion: 2 })).toContain(
      ': نرخ همکاری (به دست bahar@sabad.test)',
    );
    // A change made outside the back office (no audit row) is still named as a change.
    const error = await auditLog.staleEditError(database.kysely, { ...question, sinceVersion: 3 });
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe(
      'مشتری ۴۲ پس از آنکه شما آن را باز کردید تغییر کرده است. تغییر شما ذخیره نشد؛ صفحه را تازه کنید و دوباره ثبت کنید.',
    );
  });

  it('lists newest first, filtered and paged, by Tehran days', async () => {
    // 20:15 UTC on 29 November is 23:45 in Tehran, still the 29th there.
    const page = await auditLog.list({ area: 'customers', from: '2026-11-29', to: '2026-11-29', page: 1, pageSize: 1 });
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.staffEmail)).toEqual(['bahar@sabad.test']);
    clock.advance(30 * 60 * 1000);
    await inTransaction(database.kysely, (trx) =>
      auditLog.record(trx, ana, {
        area: 'customers',
        entityType: 'customer',
        entityId: 43,
        action: 'edit',
        before: null,
        after: null,
      }),
    );
    // 20:45 UTC is 00:15 on the 30th in Tehran.
    expect((await auditLog.list({ from: '2026-11-30', page: 1, pageSize: 20 })).items.map((i) => i.entityId)).toEqual([
      '43',
    ]);
    expect((await auditLog.list({ to: '2026-11-29', entityType: 'customer', page: 1, pageSize: 20 })).total).toBe(2);
    expect((await auditLog.list({ staffId: 2, page: 1, pageSize: 20 })).total).toBe(1);
    expect((await auditLog.list({ entityId: '42', page: 2, pageSize: 1 })).items[0]?.staffEmail).toBe('ana@sabad.test');
  });
});
