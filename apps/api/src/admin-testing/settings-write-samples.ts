// Valid calls of the settings area's write routes, for the generated audit test: each reads the version it sends.
import { groupVersion } from './content-write-samples.js';
import type { WriteSamples } from './write-sample.js';

export const settingsWriteSamples: WriteSamples = {
  async adminChangeSettingsGroup({ db }) {
    return {
      params: { group: 'orders' },
      body: { expectedVersion: await groupVersion(db, 'orders'), values: { NumberOfDaysReturnRequestAvailable: 10 } },
    };
  },
  async adminChangeShippingMethod({ db }) {
    const method = await db
      .selectFrom('shipping_method')
      .selectAll()
      .where('rate_provider', '=', 'flat')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return {
      params: { id: method.id },
      body: {
        expectedVersion: method.row_version,
        name: method.name,
        description: method.description,
        isActive: method.is_active === 1,
        displayOrder: method.display_order,
        rates: { provider: 'flat', fee: 950_000 },
      },
    };
  },
  adminCreateDeliveryTimeRange() {
    return Promise.resolve({ body: { name: '۲۱ تا ۲۳', startHour: 21, endHour: 23, capacity: 0, displayOrder: 9 } });
  },
  async adminChangeDeliveryTimeRange({ db }) {
    const range = await db.selectFrom('delivery_time_range').selectAll().orderBy('id').executeTakeFirstOrThrow();
    return {
      params: { id: range.id },
      body: {
        expectedVersion: range.row_version,
        name: range.name,
        startHour: range.start_hour,
        endHour: range.end_hour,
        capacity: range.capacity + 1,
        displayOrder: range.display_order,
      },
    };
  },
};
