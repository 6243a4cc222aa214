import { z } from 'zod';
import { RETURN_REQUEST_STATUS, type ReturnRequestStatusName } from '../returns.js';
import { adminPage, AdminPageQuery } from './common.js';

const STATUS_NAMES = Object.keys(RETURN_REQUEST_STATUS) as [ReturnRequestStatusName, ...ReturnRequestStatusName[]];

/** nopCommerce's return request statuses by name (Pending, Received, ReturnAuthorized, …). */
export const AdminReturnStatus = z.enum(STATUS_NAMES, { message: 'وضعیت درخواست مرجوعی معتبر نیست.' });
export type AdminReturnStatus = z.infer<typeof AdminReturnStatus>;

/** `GET /returns`: the queue, oldest first, of one status (or all). */
export const AdminReturnQueueQuery = AdminPageQuery.extend({ status: AdminReturnStatus.optional() });
export type AdminReturnQueueQuery = z.infer<typeof AdminReturnQueueQuery>;

export const AdminReturnSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  status: AdminReturnStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminReturnSummary = z.infer<typeof AdminReturnSummary>;

export const AdminReturnQueue = adminPage(AdminReturnSummary);
export type AdminReturnQueue = z.infer<typeof AdminReturnQueue>;

export const AdminReturnParams = z.object({ id: z.coerce.number().int().positive() });

export const AdminReturnDetail = AdminReturnSummary.extend({
  productId: z.number().int(),
  attributes: z.string().nullable(),
  customerMobile: z.string().nullable(),
  customerEmail: z.string().nullable(),
  reason: z.string(),
  requestedAction: z.string(),
  customerComments: z.string(),
  /** The customer's photo at the address the shop serves it. */
  pictureUrl: z.string().nullable(),
  /** Staff notes, oldest first; private to staff. */
  staffNotes: z.array(z.object({ at: z.string().nullable(), text: z.string() })),
});
export type AdminReturnDetail = z.infer<typeof AdminReturnDetail>;

/**
 * `POST /returns/:id/status`: from the status and the moment (`updatedAt`) the staff member saw
 * (409 when someone changed it meanwhile) to `status`, with an optional note; the customer is
 * told by SMS or email. The same status with a note only adds the note and tells no one.
 */
export const AdminReturnChange = z.object({
  status: AdminReturnStatus,
  seenStatus: AdminReturnStatus,
  seenUpdatedAt: z.string().min(1),
  note: z.string().trim().max(1000, { message: 'یادداشت حداکثر ۱۰۰۰ نویسه است.' }).optional(),
});
export type AdminReturnChange = z.infer<typeof AdminReturnChange>;
