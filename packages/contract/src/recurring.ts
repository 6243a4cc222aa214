import { z } from 'zod';

/** The unit of a subscription's cycle (nopCommerce's RecurringProductCyclePeriod). */
export const RECURRING_CYCLE_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type RecurringCyclePeriodName = (typeof RECURRING_CYCLE_PERIODS)[number];

/**
 * One of the customer's subscriptions in `GET orders/get` (`RecurringOrders`), and the answer of
 * `POST orders/recurring/cancel/{id}`. Dates are ISO-8601, as every date on the wire, shown on the Jalali calendar by the app.
 */
export const RecurringOrder = z
  .object({
    Id: z.number().int(),
    /** When the initial order was placed (ISO-8601). */
    StartDate: z.string(),
    /** "هر ۱ ماه". */
    CycleInfo: z.string(),
    /** When the next order is made (ISO-8601); null once the subscription is cancelled or finished. */
    NextPayment: z.string().nullable(),
    TotalCycles: z.number().int(),
    CyclesRemaining: z.number().int(),
    InitialOrderId: z.number().int(),
    /** The initial order's number, Persian digits. */
    InitialOrderNumber: z.string(),
    IsActive: z.boolean(),
    /** فعال، لغو شده یا پایان یافته. */
    Status: z.string(),
    CanCancel: z.boolean(),
  })
  .meta({ id: 'RecurringOrder' });
export type RecurringOrder = z.infer<typeof RecurringOrder>;
