import { z } from 'zod';

const rial = z.number().int();

/** One day of the month's chart: a Gregorian day (YYYY-MM-DD, Tehran's), its sales and orders. */
export const AdminSalesDay = z.object({ date: z.string(), salesRial: rial, orders: z.number().int() });

/**
 * `GET /dashboard`: sales are the totals of the orders placed (not cancelled) in Tehran's today and in the
 * current Jalali month, one bar per day of it; `counts` is what needs action now, each opening its list.
 */
export const AdminDashboard = z
  .object({
    today: z.object({ date: z.string(), salesRial: rial, orders: z.number().int() }),
    month: z.object({
      /** The Jalali month's first and last days as Gregorian dates. */
      from: z.string(),
      to: z.string(),
      salesRial: rial,
      orders: z.number().int(),
      days: z.array(AdminSalesDay),
    }),
    counts: z.object({
      /** Processing and not yet shipped. */
      ordersToShip: z.number().int(),
      /** Orders paid by cheque with cheques still pending. */
      chequesToReview: z.number().int(),
      /** Online payment not made yet, the order held until its hold runs out. */
      unpaidOnHold: z.number().int(),
      /** Cancelled after being paid, the money not all given back yet (ADR 0082). */
      refundsOwed: z.number().int(),
      returnsPending: z.number().int(),
      reviewsWaiting: z.number().int(),
      blogCommentsWaiting: z.number().int(),
      contactMessagesWaiting: z.number().int(),
      /** Published products whose own stock is at or under the low-stock line (ADR 0068). */
      lowStock: z.number().int(),
    }),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof AdminDashboard>;
