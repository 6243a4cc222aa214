// The back office's order list at 200,000 orders (ADR 0068): every search term is an equality or a prefix
// range on an indexed column, and a page is read by id, newest first.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { ORDER_STATUS, PAYMENT_STATUS } from '@sabad/contract';
import type { AdminOrderListQuery } from '@sabad/contract/admin';
import type { Database, OrderStatus, PaymentStatus, ShippingStatus } from '../../db/schema.js';
import { ONLINE_PAYMENT_METHODS } from './payment-methods.js';
import { nextDate, tehranDayStart } from '../../lib/tehran-day.js';
import { PREFIX_END, type OrderSearchTerm } from './order-search-terms.js';

export interface OrderSearchRow {
  id: number;
  custom_order_number: string;
  created_at: string;
  customer_id: number;
  first_name: string | null;
  last_name: string | null;
  search_mobile: string | null;
  order_total: number;
  payment_method: string;
  order_status: OrderStatus;
  payment_status: PaymentStatus;
  shipping_status: ShippingStatus;
}

type OrderQuery = SelectQueryBuilder<Database, 'customer_order', object>;

function matching(query: OrderQuery, term: OrderSearchTerm | null, filter: AdminOrderListQuery): OrderQuery {
  let q = query;
  if (term?.kind === 'number') {
    const { customOrderNumber, id } = term;
    q = q.where((eb) =>
      id === null
        ? eb('customer_order.custom_order_number', '=', customOrderNumber)
        : eb.or([eb('customer_order.id', '=', id), eb('customer_order.custom_order_number', '=', customOrderNumber)]),
    );
  } else if (term?.kind === 'mobile') {
    q = q.where('customer_order.search_mobile', '=', term.exact);
  } else if (term?.kind === 'mobilePrefix') {
    q = q
      .where('customer_order.search_mobile', '>=', term.prefix)
      .where('customer_order.search_mobile', '<', `${term.prefix}${PREFIX_END}`);
  } else if (term?.kind === 'name') {
    const { prefix } = term;
    const end = `${prefix}${PREFIX_END}`;
    // Two ranges, each served by its own index: "علی رض" matches the first name first, "رضایی" the last.
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('customer_order.search_name', '>=', prefix), eb('customer_order.search_name', '<', end)]),
        eb.and([
          eb('customer_order.search_name_reversed', '>=', prefix),
          eb('customer_order.search_name_reversed', '<', end),
        ]),
      ]),
    );
  }
  if (filter.from) q = q.where('customer_order.created_at', '>=', tehranDayStart(filter.from));
  if (filter.to) q = q.where('customer_order.created_at', '<', tehranDayStart(nextDate(filter.to)));
  if (filter.orderStatus !== undefined)
    q = q.where('customer_order.order_status', '=', filter.orderStatus as OrderStatus);
  if (filter.paymentStatus !== undefined)
    q = q.where('customer_order.payment_status', '=', filter.paymentStatus as PaymentStatus);
  if (filter.shippingStatus !== undefined)
    q = q.where('customer_order.shipping_status', '=', filter.shippingStatus as ShippingStatus);
  if (filter.paymentMethod === 'online') {
    q = q.where('customer_order.payment_method', 'in', [...ONLINE_PAYMENT_METHODS]);
  } else if (filter.paymentMethod !== undefined) {
    q = q.where('customer_order.payment_method', '=', filter.paymentMethod);
  }
  if (filter.refundOwed) {
    // Equalities on customer_order_order_payment_idx (migration 0049).
    q = q
      .where('customer_order.order_status', '=', ORDER_STATUS.Cancelled)
      .where('customer_order.payment_status', 'in', [PAYMENT_STATUS.Paid, PAYMENT_STATUS.PartiallyRefunded]);
  }
  return q;
}

export async function searchOrders(
  db: Kysely<Database>,
  term: OrderSearchTerm | null,
  filter: AdminOrderListQuery,
): Promise<{ rows: OrderSearchRow[]; total: number }> {
  const base = db.selectFrom('customer_order');
  // The page's ids first, from the indexes alone; the join and the wide columns only for those 20 rows.
  // Newest first: by id (placement writes created_at as it takes the id), which every search index
  // carries, so a name's thousands of matches are not fetched to be sorted; by created_at for a day range,
  // whose index then serves both the range and the order.
  const byDay = filter.from !== undefined || filter.to !== undefined;
  const ordered = byDay
    ? matching(base, term, filter).orderBy('customer_order.created_at', 'desc').orderBy('customer_order.id', 'desc')
    : matching(base, term, filter).orderBy('customer_order.id', 'desc');
  const pageIds = ordered
    .select('customer_order.id as page_id')
    .offset((filter.page - 1) * filter.pageSize)
    .limit(filter.pageSize);
  // One statement for the page (its ids as a subquery, then their rows), the count beside it: two round
  // trips in parallel, which is what a search costs on PostgreSQL.
  let rowsQuery = db
    .selectFrom(pageIds.as('p'))
    .innerJoin('customer_order', 'customer_order.id', 'p.page_id')
    .leftJoin('order_address as a', (join) =>
      join.onRef('a.order_id', '=', 'customer_order.id').on('a.kind', '=', 'billing'),
    )
    .select([
      'customer_order.id',
      'customer_order.custom_order_number',
      'customer_order.created_at',
      'customer_order.customer_id',
      'a.first_name',
      'a.last_name',
      'customer_order.search_mobile',
      'customer_order.order_total',
      'customer_order.payment_method',
      'customer_order.order_status',
      'customer_order.payment_status',
      'customer_order.shipping_status',
    ]);
  rowsQuery = byDay
    ? rowsQuery.orderBy('customer_order.created_at', 'desc').orderBy('customer_order.id', 'desc')
    : rowsQuery.orderBy('customer_order.id', 'desc');
  const [rows, count] = await Promise.all([
    rowsQuery.execute(),
    matching(base, term, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Where the last export batch ended: the next batch starts after this order in the list's own order. */
export interface OrderExportCursor {
  createdAt: string;
  id: number;
}

/**
 * One batch of an export (ADR 0078): the list's own filter (`matching`, so the file holds exactly what the
 * list shows), in the list's order, continued after the cursor rather than by offset, so a 200,000-order
 * export costs one index range walk and not a growing skip per batch.
 */
export function orderExportBatch(
  db: Kysely<Database>,
  term: OrderSearchTerm | null,
  filter: AdminOrderListQuery,
  after: OrderExportCursor | null,
  limit: number,
) {
  const byDay = filter.from !== undefined || filter.to !== undefined;
  let q = matching(db.selectFrom('customer_order'), term, filter);
  if (after && byDay) {
    const { createdAt, id } = after;
    q = q.where((eb) =>
      eb.or([
        eb('customer_order.created_at', '<', createdAt),
        eb.and([eb('customer_order.created_at', '=', createdAt), eb('customer_order.id', '<', id)]),
      ]),
    );
  } else if (after) {
    q = q.where('customer_order.id', '<', after.id);
  }
  q = byDay
    ? q.orderBy('customer_order.created_at', 'desc').orderBy('customer_order.id', 'desc')
    : q.orderBy('customer_order.id', 'desc');
  return q
    .leftJoin('order_address as a', (join) =>
      join.onRef('a.order_id', '=', 'customer_order.id').on('a.kind', '=', 'billing'),
    )
    .select([
      'customer_order.id',
      'customer_order.custom_order_number',
      'customer_order.created_at',
      'a.first_name',
      'a.last_name',
      'a.email',
      'customer_order.search_mobile',
      'customer_order.order_status',
      'customer_order.payment_status',
      'customer_order.shipping_status',
      'customer_order.payment_method',
      'customer_order.shipping_method_name',
      'customer_order.subtotal',
      'customer_order.subtotal_discount',
      'customer_order.order_discount',
      'customer_order.shipping_fee',
      'customer_order.tax',
      'customer_order.order_total',
    ])
    .limit(limit)
    .execute();
}
