/**
 * The demo store's subscription product (recurring orders, modules/orders/recurring-*): coffee beans
 * delivered every month, six times, in «لوازم آشپزخانه». Its picture is drawn like the other products'.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { insertExtraProduct } from './extra-product.js';
import { isoDaysBefore } from './plan.js';

export const SUBSCRIPTION_PRODUCT = {
  categoryName: 'لوازم آشپزخانه',
  name: 'اشتراک ماهانه دانه قهوه عربیکا ۲۵۰ گرمی',
  sku: 'SUB-ARABICA-250',
  /** Rial: 420,000 Toman a month. */
  price: 4_200_000,
  stock: 300,
  weightGrams: 300,
  shortDescription: 'هر ماه یک بسته ۲۵۰ گرمی دانه قهوه عربیکای تازه برشته، شش ماه پیاپی درِ خانه شما.',
  fullDescription:
    '<p>دانه قهوه ۱۰۰٪ عربیکا با برشتگی متوسط، هر ماه تازه برشته و بسته‌بندی می‌شود.</p>' +
    '<ul><li>یک بسته ۲۵۰ گرمی در هر ماه، شش ماه پیاپی</li><li>سفارش هر ماه خودکار ثبت می‌شود؛ پرداخت مانند سفارش نخست</li>' +
    '<li>هر زمان بخواهید از «سفارش‌های من» اشتراک را لغو کنید</li><li>مناسب اسپرسوساز، موکاپات و فرنچ‌پرس</li></ul>',
  cycle: { length: 1, period: 'month', totalCycles: 6 },
} as const;

/** Adds the subscription product to a freshly seeded catalogue (inside the seed's transaction). */
export async function seedSubscriptionProducts(trx: Kysely<Database>): Promise<void> {
  const product = SUBSCRIPTION_PRODUCT;
  const createdAt = isoDaysBefore(10);
  const category = await trx
    .selectFrom('category')
    .select('id')
    .where('name', '=', product.categoryName)
    .executeTakeFirstOrThrow();
  await insertExtraProduct(trx, {
    name: product.name,
    sku: product.sku,
    price: product.price,
    shortDescription: product.shortDescription,
    fullDescription: product.fullDescription,
    categoryId: category.id,
    displayOrder: 0,
    createdAt,
    // A coffee-brown bag of beans.
    picture: { icon: 'bag', hue: 25, randomSeed: 9_500 },
    columns: {
      manage_inventory_method: 'product',
      stock_quantity: product.stock,
      order_maximum_quantity: 5,
      show_on_home_page: 1,
      weight: product.weightGrams,
      is_recurring: 1,
      recurring_cycle_length: product.cycle.length,
      recurring_cycle_period: product.cycle.period,
      recurring_total_cycles: product.cycle.totalCycles,
    },
  });
}
