// Adding to a full list drops the oldest product, as nopCommerce does, and says so in `Message`.
import type { Kysely } from 'kysely';
import type { CompareList, CompareProduct } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { messagesFa } from '../../lib/messages-fa.js';
import type { MoneyFormatter } from '../../lib/money.js';
import type { Identity } from '../../plugins/identity.js';
import { type CatalogService, createProductRules, type ProductOverviewRow } from '../catalog/index.js';
import { createGuestCustomers, type GuestDataMerger } from '../customers/index.js';
import type { SettingsService } from '../settings/index.js';
import { compareMessages } from './compare.messages.js';
import {
  clearCompareItems,
  deleteCompareItems,
  deleteCompareProduct,
  findComparableProduct,
  insertCompareItem,
  listComparedProductIds,
  listCompareItems,
  listSpecificationsOf,
  moveCompareItems,
} from './compare.repository.js';

const guestCustomers = createGuestCustomers();

const productRules = createProductRules();

export interface CompareService extends GuestDataMerger {
  list(identity: Identity): Promise<CompareList>;
  add(identity: Identity, productId: number): Promise<CompareList>;
  remove(identity: Identity, productId: number): Promise<CompareList>;
  clear(identity: Identity): Promise<CompareList>;
}

/** Ids are 32-bit integers in the database: a larger id matches nothing (PostgreSQL would reject it). */
const MAX_ID = 2_147_483_647;
const SPECIFICATION_VALUE_JOINER = '، ';

export function createCompareService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
  catalog: Pick<CatalogService, 'productOverviews'>;
}): CompareService {
  const { db, clock, settings, catalog } = deps;

  async function enabledMaximum(): Promise<number> {
    const { CompareProductsEnabled, CompareProductsMaximum } = await settings.get();
    if (!CompareProductsEnabled) throw notFound(compareMessages.disabled);
    return CompareProductsMaximum;
  }

  function toProduct(
    row: ProductOverviewRow,
    specifications: Map<string, string[]>,
    money: MoneyFormatter,
  ): CompareProduct {
    const {
      ShortDescription: _shortDescription,
      CustomProperties: _customProperties,
      ...overview
    } = productRules.overview(row, money);
    return {
      ...overview,
      TotalReviews: row.approved_total_reviews,
      Brand: row.brand_name ?? null,
      Specifications: Object.fromEntries(
        [...specifications].map(([name, values]) => [name, values.join(SPECIFICATION_VALUE_JOINER)]),
      ),
      CustomProperties: {},
    };
  }

  async function answer(
    customerId: number | null,
    maximum: number,
    message: string | null = null,
  ): Promise<CompareList> {
    const empty: CompareList = {
      Items: [],
      SpecificationNames: [],
      MaximumProducts: maximum,
      Message: message,
      CustomProperties: {},
    };
    if (customerId === null) return empty;
    // The newest `maximum`: the store may have lowered the maximum since the list was filled.
    const ids = (await listComparedProductIds(db, customerId)).slice(-maximum);
    if (ids.length === 0) return empty;
    const overviews = new Map((await catalog.productOverviews(ids)).map((row) => [row.id, row]));
    const rows = ids.flatMap((id) => overviews.get(id) ?? []);
    const [specRows, money] = await Promise.all([
      listSpecificationsOf(
        db,
        rows.map((row) => row.id),
      ),
      settings.money(),
    ]);
    const names: string[] = [];
    const byProduct = new Map<number, Map<string, string[]>>();
    for (const spec of specRows) {
      if (!names.includes(spec.attribute_name)) names.push(spec.attribute_name);
      const productSpecs = byProduct.get(spec.product_id) ?? new Map<string, string[]>();
      const value = spec.custom_value?.trim() || spec.option_name;
      productSpecs.set(spec.attribute_name, [...(productSpecs.get(spec.attribute_name) ?? []), value]);
      byProduct.set(spec.product_id, productSpecs);
    }
    return {
      ...empty,
      Items: rows.map((row) => toProduct(row, byProduct.get(row.id) ?? new Map<string, string[]>(), money)),
      SpecificationNames: names,
    };
  }

  async function readerId(identity: Identity): Promise<number | null> {
    if (identity.customer) return identity.customer.id;
    return identity.guestId ? guestCustomers.findId(db, identity.guestId) : null;
  }

  return {
    async list(identity) {
      const maximum = await enabledMaximum();
      return answer(await readerId(identity), maximum);
    },

    async add(identity, productId) {
      const maximum = await enabledMaximum();
      const product = productId <= MAX_ID ? await findComparableProduct(db, productId) : undefined;
      if (!product) throw notFound(messagesFa.productNotFound);
      if (!identity.customer && !identity.guestId) throw badRequest(compareMessages.shopperUnknown);
      const now = clock.now().toISOString();

      const { customerId, dropped } = await db.transaction().execute(async (trx) => {
        const { customer, guestId } = identity;
        const ownerId = customer?.id ?? (guestId ? await guestCustomers.ensure(trx, guestId, now) : null);
        if (ownerId === null) throw badRequest(compareMessages.shopperUnknown);
        const added = await insertCompareItem(trx, ownerId, product.id, now);
        const items = await listCompareItems(trx, ownerId);
        const gone = items.filter((item) => item.published !== 1 || item.deleted !== 0);
        const onSale = items.filter((item) => item.published === 1 && item.deleted === 0);
        const oldest = onSale.slice(0, Math.max(0, onSale.length - maximum));
        await deleteCompareItems(
          trx,
          ownerId,
          [...gone, ...oldest].map((item) => item.id),
        );
        return { customerId: ownerId, dropped: added ? oldest : [] };
      });

      const message =
        dropped.length > 0 ? compareMessages.oldestReplaced(dropped.map((item) => item.name).join('، ')) : null;
      return answer(customerId, maximum, message);
    },

    async remove(identity, productId) {
      const maximum = await enabledMaximum();
      const customerId = await readerId(identity);
      if (customerId !== null && productId <= MAX_ID) await deleteCompareProduct(db, customerId, productId);
      return answer(customerId, maximum);
    },

    async clear(identity) {
      const maximum = await enabledMaximum();
      const customerId = await readerId(identity);
      if (customerId !== null) await clearCompareItems(db, customerId);
      return answer(customerId, maximum);
    },

    async mergeGuestInto(trx, guestCustomerId, customerId) {
      // No settings read here: on SQLite the transaction holds the only connection. The next read
      // shows the newest CompareProductsMaximum, and the next add trims the rest.
      await moveCompareItems(trx, guestCustomerId, customerId);
    },
  };
}
