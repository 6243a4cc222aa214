import { z } from 'zod';
import { MoneyValue } from '../common.js';
import { adminPage, AdminPageQuery, ExpectedVersion } from './common.js';

/**
 * The product grid (issue 36 "A price grid"): the list every catalogue user starts from, its inline
 * price/stock edits and the bulk price change over the same filter. Amounts travel in Rial like the
 * rest of the API (`MoneyValue`); the admin shows and takes Toman.
 */

/** A whole number of Rial, never negative; the messages say Toman because that is what staff typed. */
const Price = z
  .number({ message: 'قیمت باید عدد باشد.' })
  .int({ message: 'قیمت باید عدد صحیح باشد.' })
  .min(0, { message: 'قیمت نمی‌تواند منفی باشد.' })
  .max(1_000_000_000_000, { message: 'قیمت بیش از حد بزرگ است.' });

const QueryPrice = z.coerce
  .number({ message: 'بازهٔ قیمت باید عدد باشد.' })
  .int({ message: 'بازهٔ قیمت باید عدد صحیح باشد.' })
  .min(0, { message: 'بازهٔ قیمت نمی‌تواند منفی باشد.' })
  .max(1_000_000_000_000, { message: 'بازهٔ قیمت بیش از حد بزرگ است.' });

const QueryId = z.coerce.number({ message: 'شناسه باید عدد باشد.' }).int().positive({ message: 'شناسه نادرست است.' });

/** `low`: own stock at or under the dashboard's low-stock line (5), out included; `out`: none left. */
export const AdminProductStockFilter = z.enum(['low', 'out']);
export const AdminProductGridSort = z.enum(['newest', 'name', 'price', '-price', 'stock', '-stock']);
export type AdminProductGridSort = z.infer<typeof AdminProductGridSort>;

/**
 * Which products: `q` is a part of the name or the start of the SKU (any digits); a category takes its
 * subcategories too; a price range in Rial, both ends included. The bulk change takes the same fields.
 */
export const AdminProductGridFilter = z.object({
  q: z.string().trim().max(100, { message: 'عبارت جستجو حداکثر ۱۰۰ نویسه است.' }).optional(),
  categoryId: QueryId.optional(),
  manufacturerId: QueryId.optional(),
  published: z.enum(['yes', 'no']).optional(),
  stock: AdminProductStockFilter.optional(),
  minPrice: QueryPrice.optional(),
  maxPrice: QueryPrice.optional(),
});
export type AdminProductGridFilter = z.infer<typeof AdminProductGridFilter>;

export const AdminProductGridQuery = AdminPageQuery.merge(AdminProductGridFilter).extend({
  sort: AdminProductGridSort.default('newest'),
});
export type AdminProductGridQuery = z.infer<typeof AdminProductGridQuery>;

export const AdminProductGridRow = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  price: MoneyValue,
  oldPrice: MoneyValue.nullable(),
  stockQuantity: z.number().int(),
  /** The stock is the product's own number (not per combination, not unmanaged): only then is it edited here. */
  stockManaged: z.boolean(),
  published: z.boolean(),
  /** Send back as `expectedVersion` with a change (ADR 0065). */
  rowVersion: z.number().int(),
});
export type AdminProductGridRow = z.infer<typeof AdminProductGridRow>;

export const AdminProductGridList = adminPage(AdminProductGridRow).extend({
  /** The categories and brands the filter offers, in tree order, with the depth to indent them by. */
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), depth: z.number().int() })),
  manufacturers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminProductGridList = z.infer<typeof AdminProductGridList>;

export const AdminProductGridParams = z.object({ id: z.coerce.number().int().positive() });

/** `PUT /catalogue/product-grid/:id`: one row's price, old price (null: none) and, when managed, its stock. */
export const AdminProductRowChange = z.object({
  expectedVersion: ExpectedVersion,
  price: Price,
  oldPrice: Price.nullable(),
  stockQuantity: z
    .number({ message: 'موجودی باید عدد باشد.' })
    .int({ message: 'موجودی باید عدد صحیح باشد.' })
    .min(0, { message: 'موجودی نمی‌تواند منفی باشد.' })
    .max(1_000_000_000, { message: 'موجودی بیش از حد بزرگ است.' })
    .optional(),
});
export type AdminProductRowChange = z.infer<typeof AdminProductRowChange>;

/**
 * A bulk price change: a percent (`value` 0.01–1000) or a fixed amount in Rial, up or down; each new
 * price is rounded to whole thousands of Toman (10,000 Rial). Only the price changes, never the old price.
 */
export const AdminBulkPriceChange = z.object({
  kind: z.enum(['percent', 'amount'], { message: 'نوع تغییر را درصد یا مبلغ انتخاب کنید.' }),
  direction: z.enum(['up', 'down'], { message: 'جهت تغییر را افزایش یا کاهش انتخاب کنید.' }),
  value: z.coerce
    .number({ message: 'مقدار تغییر باید عدد باشد.' })
    .positive({ message: 'مقدار تغییر باید بیشتر از صفر باشد.' })
    .max(1_000_000_000_000, { message: 'مقدار تغییر بیش از حد بزرگ است.' }),
});
export type AdminBulkPriceChange = z.infer<typeof AdminBulkPriceChange>;

/** `GET /catalogue/product-grid/bulk-price`: what the change would do, nothing written. */
export const AdminBulkPricePreviewQuery = AdminProductGridFilter.merge(AdminBulkPriceChange);
export type AdminBulkPricePreviewQuery = z.infer<typeof AdminBulkPricePreviewQuery>;

export const AdminBulkPriceSample = z.object({
  id: z.number().int(),
  name: z.string(),
  before: MoneyValue,
  after: MoneyValue,
});

export const AdminBulkPricePreview = z.object({
  count: z.number().int(),
  /** Names the set as it is now (its products, their versions and prices): the apply sends it back. */
  fingerprint: z.string(),
  /** The first products by id, before → after. */
  samples: z.array(AdminBulkPriceSample),
  totalBefore: MoneyValue,
  totalAfter: MoneyValue,
  /** How many would go below zero; the apply refuses while any would. */
  negativeCount: z.number().int(),
});
export type AdminBulkPricePreview = z.infer<typeof AdminBulkPricePreview>;

/**
 * `POST /catalogue/product-grid/bulk-price`: the same filter and change the preview showed, with its
 * count and fingerprint; a set that changed since answers 409 and nothing is written.
 */
export const AdminBulkPriceApply = z.object({
  filter: AdminProductGridFilter,
  change: AdminBulkPriceChange,
  expectedCount: z.number().int().min(1, { message: 'هیچ محصولی برای تغییر قیمت انتخاب نشده است.' }),
  fingerprint: z.string().min(1).max(200),
});
export type AdminBulkPriceApply = z.infer<typeof AdminBulkPriceApply>;

export const AdminBulkPriceResult = z.object({
  changed: z.number().int(),
  totalBefore: MoneyValue,
  totalAfter: MoneyValue,
});
export type AdminBulkPriceResult = z.infer<typeof AdminBulkPriceResult>;
