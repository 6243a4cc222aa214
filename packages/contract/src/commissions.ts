/**
 * Affiliates' commissions (DESIGN §2b "commissions"): `GET commission/GetStatus`,
 * `GET commission/MyCommissionList`, `POST commission/OrderList`, for the signed-in customer.
 */
import { z } from 'zod';
import { MoneyValue } from './common.js';

export const CommissionStatus = z
  .object({
    /** The store pays commissions (CommissionsEnabled) and the customer is an active affiliate. */
    AccountEnabled: z.boolean(),
  })
  .meta({ id: 'CommissionStatus' });
export type CommissionStatus = z.infer<typeof CommissionStatus>;

export const CommissionAccount = z.object({
  /** Percent of a referred order's subtotal after discounts. */
  CommissionRate: z.number(),
  /** The referral code (`?ref=` in the share link). */
  FriendlyUrlName: z.string(),
});
export const CommissionAccountList = z.array(CommissionAccount).meta({ id: 'CommissionAccountList' });
export type CommissionAccountList = z.infer<typeof CommissionAccountList>;

/** `POST commission/OrderList` body: the page wanted (default size: DefaultPageSize). */
export const CommissionOrderListRequest = z.object({
  PageNumber: z.coerce.number().int().min(1).max(1_000_000).optional(),
  PageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type CommissionOrderListRequest = z.infer<typeof CommissionOrderListRequest>;

/** An order of a referred customer and what it earns the affiliate. Money as display string + `…Value` (Rial). */
export const CommissionOrder = z.object({
  CustomOrderNumber: z.string(),
  OrderStatus: z.string(),
  PaymentStatus: z.string(),
  OrderTotal: z.string(),
  OrderTotalValue: MoneyValue,
  CommissionAmount: z.string(),
  CommissionAmountValue: MoneyValue,
  IsPaid: z.boolean(),
  /** When the store paid the commission, ISO-8601 UTC (the app shows it Jalali); null while unpaid. */
  DateOfPaymentString: z.string().nullable(),
});
export const CommissionOrderList = z.array(CommissionOrder).meta({ id: 'CommissionOrderList' });
export type CommissionOrder = z.infer<typeof CommissionOrder>;
export type CommissionOrderList = z.infer<typeof CommissionOrderList>;
