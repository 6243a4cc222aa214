// Each count reads one index (ADR 0068); the month's sales read the (created_at, order_status, order_total)
// index alone, so the dashboard costs the same at 200,000 orders as at 2,000.
import type { Kysely } from 'kysely';
import { ORDER_STATUS, PAYMENT_METHOD, PAYMENT_STATUS, SHIPPING_STATUS } from '@sabad/contract';
import { LOW_STOCK_LINE } from '@sabad/contract/admin';
import type { Database } from '../../db/schema.js';

// A product with its own stock at or under this many units is "low" (nopCommerce's MinStockQuantity, one for
// all); the line lives in the contract so the low-stock report and the admin app read the same one.
export { LOW_STOCK_LINE };

const RETURN_PENDING = 0;

export function readSales(db: Kysely<Database>, range: { from: string; to: string }) {
  return db
    .selectFrom('customer_order')
    .select(['created_at', 'order_total'])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .where('order_status', '!=', ORDER_STATUS.Cancelled)
    .orderBy('created_at')
    .execute();
}

type CountQuery = { executeTakeFirstOrThrow(): Promise<{ count: number | string | bigint }> };
const count = async (query: CountQuery) => Number((await query.executeTakeFirstOrThrow()).count);

export async function readCounts(db: Kysely<Database>) {
  const orders = () => db.selectFrom('customer_order').select((eb) => eb.fn.countAll<number>().as('count'));
  const [
    ordersToShip,
    chequesToReview,
    unpaidOnHold,
    refundsOwed,
    returnsPending,
    reviewsWaiting,
    blogCommentsWaiting,
    contactMessagesWaiting,
    lowStock,
  ] = await Promise.all([
    count(
      orders()
        .where('order_status', '=', ORDER_STATUS.Processing)
        .where('shipping_status', '=', SHIPPING_STATUS.NotYetShipped),
    ),
    // Cheques registered to cover the order (Authorized) wait for staff to accept or reject them.
    count(
      orders()
        .where('payment_status', '=', PAYMENT_STATUS.Authorized)
        .where('payment_method', '=', PAYMENT_METHOD.CheckVertex),
    ),
    count(
      orders()
        .where('payment_status', '=', PAYMENT_STATUS.Pending)
        .where('hold_expires_at', 'is not', null)
        .where('order_status', '=', ORDER_STATUS.Pending),
    ),
    // Money the store owes back: equalities on customer_order_order_payment_idx (migration 0049).
    count(
      orders()
        .where('order_status', '=', ORDER_STATUS.Cancelled)
        .where('payment_status', 'in', [PAYMENT_STATUS.Paid, PAYMENT_STATUS.PartiallyRefunded]),
    ),
    count(
      db
        .selectFrom('return_request')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '=', RETURN_PENDING),
    ),
    count(
      db
        .selectFrom('product_review')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('is_approved', '=', 0),
    ),
    count(
      db
        .selectFrom('blog_comment')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('is_approved', '=', 0),
    ),
    count(
      db
        .selectFrom('contact_message')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('answered_at', 'is', null),
    ),
    count(
      db
        .selectFrom('product')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('deleted', '=', 0)
        .where('published', '=', 1)
        .where('manage_inventory_method', '=', 'product')
        .where('stock_quantity', '<=', LOW_STOCK_LINE),
    ),
  ]);
  return {
    ordersToShip,
    chequesToReview,
    unpaidOnHold,
    refundsOwed,
    returnsPending,
    reviewsWaiting,
    blogCommentsWaiting,
    contactMessagesWaiting,
    lowStock,
  };
}
