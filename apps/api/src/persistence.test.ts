import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { catalogFixture } from './testing/catalog-fixture.js';
import { testConfig } from './testing/test-app.js';
import { createTestDatabase } from './testing/test-database.js';
import { migrateToLatest, openDatabase } from './db/client.js';

describe('persistence', () => {
  it('keeps the data after the database is closed and opened again', async () => {
    const database = await createTestDatabase();
    try {
      const f = catalogFixture(database.kysely);
      const productId = await f.product({ name: 'فرش دستباف', price: 120_000_000 });
      await f.setting('StoreName', 'فرش‌سرا');
      await database.kysely.destroy();

      const reopened = openDatabase(database.url);
      try {
        await migrateToLatest(reopened.kysely);
        const app = await buildApp({ db: reopened.kysely, config: testConfig });
        const product = await app.inject({ method: 'GET', url: `/api/v2/product/details/${productId}` });
        expect(product.statusCode).toBe(200);
        expect(product.json()).toMatchObject({ Name: 'فرش دستباف', Price: '۱۲٬۰۰۰٬۰۰۰ تومان' });
        expect((await app.inject({ method: 'GET', url: '/api/v2/common/logo' })).json().StoreName).toBe('فرش‌سرا');
        await app.close();
      } finally {
        await reopened.close();
      }
    } finally {
      await database.close();
    }
  });
});
