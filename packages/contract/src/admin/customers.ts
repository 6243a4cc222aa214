import { z } from 'zod';
import { MoneyValue } from '../common.js';
import { AdminDay, adminPage, AdminPageQuery, ExpectedVersion } from './common.js';

export const AdminCustomerStatusFilter = z.enum(['active', 'blocked']);

/**
 * `GET /customers`: `q` is a name, an email or a mobile number in any digits (Persian, Arabic or
 * Latin; with or without +98 or 0); registered between two days, both included.
 */
export const AdminCustomerSearchQuery = AdminPageQuery.extend({
  q: z.string().trim().max(100, { message: 'عبارت جستجو حداکثر ۱۰۰ نویسه است.' }).optional(),
  registeredFrom: AdminDay.optional(),
  registeredTo: AdminDay.optional(),
  status: AdminCustomerStatusFilter.optional(),
});
export type AdminCustomerSearchQuery = z.infer<typeof AdminCustomerSearchQuery>;

export const AdminCustomerSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  registeredAt: z.string(),
  blocked: z.boolean(),
});
export type AdminCustomerSummary = z.infer<typeof AdminCustomerSummary>;

export const AdminCustomerList = adminPage(AdminCustomerSummary);
export type AdminCustomerList = z.infer<typeof AdminCustomerList>;

export const AdminCustomerParams = z.object({ id: z.coerce.number().int().positive() });

export const AdminCustomerOrder = z.object({
  id: z.number().int(),
  number: z.string(),
  createdAt: z.string(),
  total: MoneyValue,
  orderStatus: z.number().int(),
  paymentStatus: z.number().int(),
  shippingStatus: z.number().int(),
});

export const AdminCustomerAddress = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  zipPostalCode: z.string(),
});

export const AdminRewardPointsEntry = z.object({
  points: z.number().int(),
  /** Null while the points wait to become active. */
  balance: z.number().int().nullable(),
  message: z.string(),
  createdAt: z.string(),
});

export const AdminCustomerDetail = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  registeredAt: z.string(),
  lastActivityAt: z.string(),
  blocked: z.boolean(),
  /** Send back as `expectedVersion` with a change (ADR 0065). */
  rowVersion: z.number().int(),
  /** Customer roles' Persian names, by system name (Registered, Affiliates…). */
  roles: z.array(z.object({ systemName: z.string(), name: z.string() })),
  orderCount: z.number().int(),
  /** The latest orders, newest first; each opens `/admin/orders/:id`. */
  orders: z.array(AdminCustomerOrder),
  addresses: z.array(AdminCustomerAddress),
  rewardPoints: z.object({
    balance: z.number().int(),
    /** The latest entries, newest first. */
    history: z.array(AdminRewardPointsEntry),
    historyCount: z.number().int(),
  }),
  affiliate: z.object({
    enabled: z.boolean(),
    code: z.string().nullable(),
    commissionRate: z.number().nullable(),
  }),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetail>;

/** `POST /customers/:id/reward-points`: add (or, negative, take) points; the reason is what the customer reads. */
export const AdminRewardPointsAdjustment = z.object({
  points: z
    .number({ message: 'تعداد امتیاز باید عدد صحیح باشد.' })
    .int({ message: 'تعداد امتیاز باید عدد صحیح باشد.' })
    .min(-1_000_000, { message: 'تعداد امتیاز بیش از حد است.' })
    .max(1_000_000, { message: 'تعداد امتیاز بیش از حد است.' })
    .refine((points) => points !== 0, { message: 'تعداد امتیاز نباید صفر باشد.' }),
  reason: z
    .string()
    .trim()
    .min(1, { message: 'دلیل تغییر امتیاز را بنویسید.' })
    .max(200, { message: 'دلیل حداکثر ۲۰۰ نویسه است.' }),
});
export type AdminRewardPointsAdjustment = z.infer<typeof AdminRewardPointsAdjustment>;

/** `PUT /customers/:id/affiliate`: an affiliate (with a commission rate in percent) or not. */
export const AdminAffiliateChange = z.object({
  expectedVersion: ExpectedVersion,
  enabled: z.boolean(),
  commissionRate: z
    .number({ message: 'درصد پورسانت باید عدد باشد.' })
    .min(0, { message: 'درصد پورسانت باید بین ۰ تا ۱۰۰ باشد.' })
    .max(100, { message: 'درصد پورسانت باید بین ۰ تا ۱۰۰ باشد.' })
    .optional(),
});
export type AdminAffiliateChange = z.infer<typeof AdminAffiliateChange>;

/** `PUT /customers/:id/blocked`: a blocked customer cannot sign in and their sessions stop at once. */
export const AdminCustomerBlockChange = z.object({ expectedVersion: ExpectedVersion, blocked: z.boolean() });
export type AdminCustomerBlockChange = z.infer<typeof AdminCustomerBlockChange>;
