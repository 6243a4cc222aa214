import { z } from 'zod';
import { PAYMENT_METHOD } from '../checkout.js';
import { AdminDay, adminPage, AdminPageQuery, ExpectedVersion } from './common.js';

/** Amounts are whole Rial, as the database keeps them; the admin app shows them in Toman. */
const rial = z.number().int();

const queryStatus = (values: readonly number[], error: string) =>
  z.coerce
    .number()
    .int()
    .refine((value) => values.includes(value), error);

/**
 * `GET /orders`: `q` is an order number, a mobile in any digits (with or without +98 or 0) or the start
 * of the customer's name; `from` and `to` are Gregorian days meant in Tehran's time (the admin app turns
 * the Jalali range into them), both included.
 */
export const AdminOrderListQuery = AdminPageQuery.extend({
  q: z.string().trim().max(100, 'عبارت جست‌وجو بیش از ۱۰۰ نویسه است.').optional(),
  from: AdminDay.optional(),
  to: AdminDay.optional(),
  orderStatus: queryStatus([10, 20, 30, 40], 'وضعیت سفارش نامعتبر است.').optional(),
  paymentStatus: queryStatus([10, 20, 30, 35, 40, 50], 'وضعیت پرداخت نامعتبر است.').optional(),
  shippingStatus: queryStatus([10, 20, 25, 30, 40], 'وضعیت ارسال نامعتبر است.').optional(),
  /** A payment method's system name, or `online` for every online gateway. */
  paymentMethod: z
    .enum(['online', ...Object.values(PAYMENT_METHOD)] as [string, ...string[]], 'روش پرداخت نامعتبر است.')
    .optional(),
  /** `true`: only cancelled orders whose money has not all been given back (ADR 0082). */
  refundOwed: z.enum(['true'], 'فیلتر بازپرداخت نامعتبر است.').optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: 'تاریخ آغاز پس از تاریخ پایان است.',
  path: ['from'],
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;

const statuses = {
  orderStatus: z.number().int(),
  paymentStatus: z.number().int(),
  shippingStatus: z.number().int(),
};

export const AdminOrderSummary = z
  .object({
    id: z.number().int(),
    number: z.string(),
    createdAt: z.string(),
    customerId: z.number().int(),
    customerName: z.string(),
    mobile: z.string().nullable(),
    totalRial: rial,
    paymentMethod: z.string(),
    ...statuses,
  })
  .meta({ id: 'AdminOrderSummary' });
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

export const AdminOrderList = adminPage(AdminOrderSummary).meta({ id: 'AdminOrderList' });
export type AdminOrderList = z.infer<typeof AdminOrderList>;

export const AdminOrderParams = z.object({ orderId: z.coerce.number().int().positive('شناسهٔ سفارش نامعتبر است.') });

const AdminOrderAddress = z.object({
  kind: z.enum(['billing', 'shipping']),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string(),
  province: z.string(),
  city: z.string(),
  address1: z.string(),
  address2: z.string(),
  zipPostalCode: z.string(),
});

export const AdminOrderDetail = z
  .object({
    id: z.number().int(),
    number: z.string(),
    /** Send back as `expectedVersion` with an action (ADR 0065). */
    rowVersion: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    paidAt: z.string().nullable(),
    customer: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      mobile: z.string().nullable(),
      isGuest: z.boolean(),
    }),
    ...statuses,
    paymentMethod: z.string(),
    paymentMethodName: z.string(),
    shippingMethodName: z.string().nullable(),
    /** The courier slot the shopper chose (date YYYY-MM-DD and the range's name), when the method has slots. */
    deliverySlot: z.object({ date: z.string(), timeRange: z.string() }).nullable(),
    totals: z.object({
      subtotalRial: rial,
      discountRial: rial,
      shippingRial: rial,
      paymentFeeRial: rial,
      taxRial: rial,
      giftCardsRial: rial,
      rewardPointsRial: rial,
      totalRial: rial,
      refundedRial: rial,
      /** What may still be given back: the amount paid less what was refunded (0 unless paid). */
      refundableRial: rial,
    }),
    lines: z.array(
      z.object({
        id: z.number().int(),
        productId: z.number().int(),
        productName: z.string(),
        sku: z.string(),
        attributes: z.string(),
        unitPriceRial: rial,
        quantity: z.number().int(),
        lineTotalRial: rial,
      }),
    ),
    addresses: z.array(AdminOrderAddress),
    notes: z.array(
      z.object({ id: z.number().int(), note: z.string(), visibleToCustomer: z.boolean(), createdAt: z.string() }),
    ),
    payments: z.array(
      z.object({
        id: z.number().int(),
        provider: z.string(),
        amountRial: rial,
        status: z.string(),
        referenceId: z.string().nullable(),
        cardPan: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
    shipments: z.array(
      z.object({
        id: z.number().int(),
        trackingNumber: z.string(),
        shippedAt: z.string(),
        deliveredAt: z.string().nullable(),
      }),
    ),
    cheques: z.array(
      z.object({
        id: z.number().int(),
        holder: z.string(),
        serial: z.string(),
        amountRial: rial,
        dueDate: z.string(),
        status: z.enum(['pending', 'accepted', 'rejected']),
      }),
    ),
    /** Staff's changes to this order from the audit log, newest first (the last 50). */
    audit: z.array(z.object({ at: z.string(), staffEmail: z.string(), action: z.string() })),
    /** What staff may do now; the screen shows a button only for these (the server checks again). */
    actions: z.array(z.enum(['ship', 'deliver', 'cancel', 'acceptCheques', 'rejectCheques', 'refund'])),
  })
  .meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;
export type AdminOrderAction = AdminOrderDetail['actions'][number];

/** Every action names the version of the order the staff member saw (ADR 0065's stale-edit rule). */
const seen = { expectedVersion: ExpectedVersion };

export const AdminOrderActionBody = z.object(seen);
export const AdminOrderShipBody = z.object({
  ...seen,
  trackingNumber: z
    .string('کد رهگیری را بنویسید.')
    .trim()
    .min(3, 'کد رهگیری دست‌کم ۳ نویسه است.')
    .max(100, 'کد رهگیری حداکثر ۱۰۰ نویسه است.'),
});
export const AdminOrderNoteBody = z.object({
  ...seen,
  note: z.string('یادداشت را بنویسید.').trim().min(1, 'یادداشت خالی است.').max(2000, 'یادداشت حداکثر ۲۰۰۰ نویسه است.'),
  visibleToCustomer: z.boolean(),
});

/**
 * Money the store gave back outside the gateway (a transfer to the shopper's card or Sheba account), recorded
 * as nopCommerce's «mark as refunded» / «partial refund (offline)»: the amount in Rial and the transfer's
 * reference, which the shopper's order page shows.
 */
export const AdminOrderRefundBody = z.object({
  ...seen,
  amountRial: z
    .number('مبلغ بازپرداخت را بنویسید.')
    .int('مبلغ بازپرداخت باید عدد درست باشد.')
    .positive('مبلغ بازپرداخت باید بیشتر از صفر باشد.'),
  reference: z.string().trim().max(200, 'شرح بازپرداخت حداکثر ۲۰۰ نویسه است.').default(''),
});

/** What an action answers: the order as it is now, and a Persian sentence saying what was done. */
export const AdminOrderActionResponse = z
  .object({ message: z.string(), order: AdminOrderDetail })
  .meta({ id: 'AdminOrderActionResponse' });

/** The invoice or packing slip, a whole A4 right-to-left page the admin app prints from an iframe. */
export const AdminPrintPage = z.object({ html: z.string() }).meta({ id: 'AdminPrintPage' });
