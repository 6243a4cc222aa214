import type { Kysely } from 'kysely';
import type { CustomerRow, Database } from '../../db/schema.js';

export async function insertAccessToken(
  db: Kysely<Database>,
  token: { customerId: number; tokenHash: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('access_token')
    .values({
      customer_id: token.customerId,
      token_hash: token.tokenHash,
      created_at: token.now,
      last_used_at: token.now,
      expires_at: token.expiresAt,
      revoked_at: null,
    })
    .execute();
}

export async function findActiveToken(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<{ tokenId: number; lastUsedAt: string; customer: CustomerRow } | undefined> {
  const row = await db
    .selectFrom('access_token as t')
    .innerJoin('customer as c', 'c.id', 't.customer_id')
    .selectAll('c')
    .select(['t.id as token_id', 't.last_used_at as token_last_used_at'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', now)
    .where('c.active', '=', 1)
    .where('c.deleted', '=', 0)
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_id, token_last_used_at, ...customer } = row;
  return { tokenId: token_id, lastUsedAt: token_last_used_at, customer };
}

export async function touchAccessToken(
  db: Kysely<Database>,
  id: number,
  now: string,
  expiresAt: string,
): Promise<void> {
  await db.updateTable('access_token').set({ last_used_at: now, expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function revokeAccessToken(db: Kysely<Database>, tokenHash: string, now: string): Promise<number> {
  const result = await db
    .updateTable('access_token')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function revokeCustomerAccessTokens(
  db: Kysely<Database>,
  customerId: number,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('access_token')
    .set({ revoked_at: now })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
