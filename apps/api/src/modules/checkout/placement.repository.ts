import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function findIdempotencyRecord(
  db: Kysely<Database>,
  key: { customerId: number; operation: string; key: string },
) {
  return db
    .selectFrom('idempotency_record')
    .selectAll()
    .where('customer_id', '=', key.customerId)
    .where('operation', '=', key.operation)
    .where('idempotency_key', '=', key.key)
    .executeTakeFirst();
}

export async function insertIdempotencyRecord(
  db: Kysely<Database>,
  record: { customerId: number; operation: string; key: string; statusCode: number; body: string; now: string },
): Promise<void> {
  await db
    .insertInto('idempotency_record')
    .values({
      customer_id: record.customerId,
      operation: record.operation,
      idempotency_key: record.key,
      status_code: record.statusCode,
      response_body: record.body,
      created_at: record.now,
    })
    .execute();
}
