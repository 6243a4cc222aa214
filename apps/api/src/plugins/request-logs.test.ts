import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { systemClock } from '../lib/clock.js';
import { createAccessTokenService } from '../modules/customers/index.js';
import { catalogFixture } from '../testing/catalog-fixture.js';
import { testConfig } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

let database: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.kysely,
    config: { ...testConfig, LOG_LEVEL: 'trace' },
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('request logs', () => {
  it('log requests without the token or the Authorization header', async () => {
    const customerId = await catalogFixture(database.kysely).customer({ firstName: 'نگار' });
    const { token } = await createAccessTokenService({ db: database.kysely, clock: systemClock, ttlDays: 30 }).issue(
      customerId,
    );
    for (const scheme of ['Basic', 'Bearer']) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v2/account/currentcustomer',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(res.statusCode).toBe(200);
    }
    await app.inject({
      method: 'GET',
      url: '/api/v2/account/currentcustomer',
      headers: { authorization: 'Basic wrong-token-value-123456' },
    });
    const log = lines.join('');
    expect(log).toContain('/api/v2/account/currentcustomer');
    expect(log).not.toContain(token);
    expect(log).not.toContain('wrong-token-value-123456');
    expect(log.toLowerCase()).not.toContain('authorization":"basic');
  });
});
