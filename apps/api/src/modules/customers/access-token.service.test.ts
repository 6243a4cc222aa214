import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { manualClock } from '../../testing/test-app.js';
import { createAccessTokenService, hashAccessToken } from './access-token.service.js';

let database: TestDatabase;
let customerId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  customerId = await catalogFixture(database.kysely).customer({ firstName: 'علی', email: 'ali@example.com' });
});
afterAll(() => database.close());

const DAY = 24 * 60 * 60 * 1000;

describe('access tokens', () => {
  it('issue a long random token and store only its hash', async () => {
    const service = createAccessTokenService({ db: database.kysely, clock: manualClock(), ttlDays: 30 });
    const issued = await service.issue(customerId);
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await database.kysely.selectFrom('access_token').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).toContain(hashAccessToken(issued.token));
    expect(JSON.stringify(rows)).not.toContain(issued.token);
    expect((await service.resolve(issued.token))?.id).toBe(customerId);
  });

  it('expire after the configured days without use, sliding on use', async () => {
    const clock = manualClock('2026-01-01T00:00:00.000Z');
    const service = createAccessTokenService({ db: database.kysely, clock, ttlDays: 30 });
    const { token, expiresAt } = await service.issue(customerId);
    expect(expiresAt).toBe('2026-01-31T00:00:00.000Z');
    clock.advance(29 * DAY);
    expect((await service.resolve(token))?.id).toBe(customerId);
    clock.advance(29 * DAY);
    expect((await service.resolve(token))?.id).toBe(customerId);
    clock.advance(30 * DAY);
    expect(await service.resolve(token)).toBeNull();
  });

  it('slide the expiry at most once a minute', async () => {
    const clock = manualClock('2026-02-01T00:00:00.000Z');
    const service = createAccessTokenService({ db: database.kysely, clock, ttlDays: 30 });
    const { token } = await service.issue(customerId);
    const lastUsed = async () =>
      (
        await database.kysely
          .selectFrom('access_token')
          .select('last_used_at')
          .where('token_hash', '=', hashAccessToken(token))
          .executeTakeFirstOrThrow()
      ).last_used_at;
    clock.advance(30 * 1000);
    await service.resolve(token);
    expect(await lastUsed()).toBe('2026-02-01T00:00:00.000Z');
    clock.advance(31 * 1000);
    await service.resolve(token);
    expect(await lastUsed()).toBe('2026-02-01T00:01:01.000Z');
  });

  it('stop working once revoked, one by one or all of a customer’s', async () => {
    const service = createAccessTokenService({ db: database.kysely, clock: manualClock(), ttlDays: 30 });
    const first = await service.issue(customerId);
    const second = await service.issue(customerId);
    expect(await service.revoke(first.token)).toBe(true);
    expect(await service.resolve(first.token)).toBeNull();
    expect((await service.resolve(second.token))?.id).toBe(customerId);
    expect(await service.revokeAllForCustomer(customerId)).toBeGreaterThanOrEqual(1);
    expect(await service.resolve(second.token)).toBeNull();
    expect(await service.revoke('never-issued-token-value')).toBe(false);
  });

  it('do not resolve for a deactivated customer or a made-up token', async () => {
    const service = createAccessTokenService({ db: database.kysely, clock: manualClock(), ttlDays: 30 });
    const inactive = await catalogFixture(database.kysely).customer({ email: 'gone@example.com', active: false });
    const { token } = await service.issue(inactive);
    expect(await service.resolve(token)).toBeNull();
    expect(await service.resolve('x'.repeat(43))).toBeNull();
    expect(await service.resolve('short')).toBeNull();
  });
});
