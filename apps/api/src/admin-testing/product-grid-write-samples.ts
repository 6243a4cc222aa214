// Valid calls of the product grid's write routes, for the generated audit test.
import { randomUUID } from 'node:crypto';
import { catalogFixture } from '../testing/catalog-fixture.js';
import type { WriteSamples } from './write-sample.js';

export const productGridWriteSamples: WriteSamples = {
  async adminChangeProductRow({ db }) {
    const id = await catalogFixture(db).product({ name: 'کالای جدول قیمت', price: 1_200_000 });
    return { params: { id }, body: { expectedVersion: 1, price: 1_300_000, oldPrice: 1_500_000, stockQuantity: 7 } };
  },
  async adminApplyBulkPrice({ app, db, admin }) {
    // A SKU of its own makes the set exactly this product, whatever else the test database holds.
    const sku = `BULK-${randomUUID().slice(0, 8)}`;
    const fixture = catalogFixture(db);
    await fixture.product({ name: 'کالای تغییر گروهی', price: 2_000_000, sku });
    const filter = { q: sku };
    const change = { kind: 'percent', direction: 'up', value: 10 } as const;
    const preview = await app.inject({
      method: 'GET',
      url: `/api/admin/v1/catalogue/product-grid/bulk-price?${new URLSearchParams({ ...filter, ...change, value: '10' }).toString()}`,
      headers: admin.headers(),
    });
    const { count, fingerprint } = preview.json<{ count: number; fingerprint: string }>();
    return { body: { filter, change, expectedCount: count, fingerprint } };
  },
};
