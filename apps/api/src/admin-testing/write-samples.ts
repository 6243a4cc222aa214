/**
 * Every admin write route's sample call, one file per area (issue 35: "every write route leaves an
 * audit row"). A write route without a sample here fails admin-audit.test.ts: add yours in your
 * area's file and join it below.
 */
import { categoriesWriteSamples } from './categories-write-samples.js';
import { customersWriteSamples } from './customers-write-samples.js';
import { importsWriteSamples } from './imports-write-samples.js';
import { contentWriteSamples } from './content-write-samples.js';
import { settingsWriteSamples } from './settings-write-samples.js';
import { ordersWriteSamples } from './orders-write-samples.js';
import { productsWriteSamples } from './products-write-samples.js';
import { productGridWriteSamples } from './product-grid-write-samples.js';
import { staffWriteSamples } from './staff-write-samples.js';
import { promotionsWriteSamples } from './promotions-write-samples.js';
import type { WriteSamples } from './write-sample.js';

export const writeSamples: WriteSamples = {
  ...staffWriteSamples,
  ...customersWriteSamples,
  ...categoriesWriteSamples,
  ...importsWriteSamples,
  ...ordersWriteSamples,
  ...productsWriteSamples,
  ...productGridWriteSamples,
  ...contentWriteSamples,
  ...settingsWriteSamples,
  ...promotionsWriteSamples,
};
