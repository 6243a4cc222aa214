/**
 * Return requests (DESIGN §2b; nopCommerce's ReturnRequest): the form for one order, submitting it,
 * the shopper's requests, and the optional photo. Statuses are nopCommerce's numbers.
 */
import { RETURN_REQUEST_COMMENT_MAX, RETURN_REQUEST_PICTURE_FIELD } from './constants.js';
import { z } from 'zod';
import { CustomProperties, MoneyValue, shopperText } from './common.js';

export const RETURN_REQUEST_STATUS = {
  Pending: 0,
  Received: 10,
  ReturnAuthorized: 20,
  ItemsRepaired: 30,
  ItemsRefunded: 40,
  RequestRejected: 50,
  Cancelled: 60,
} as const;
export type ReturnRequestStatusName = keyof typeof RETURN_REQUEST_STATUS;
export type ReturnRequestStatusValue = (typeof RETURN_REQUEST_STATUS)[ReturnRequestStatusName];

export { RETURN_REQUEST_COMMENT_MAX, RETURN_REQUEST_PICTURE_FIELD };

/** `GET returnrequest/{orderId}` and `POST returnrequest/submit/{orderId}`. */
export const ReturnRequestOrderParams = z.object({ orderId: z.coerce.number().int().positive() });

/** A store-managed entry of the form's lists (a reason, or a wished action). */
export const ReturnRequestChoice = z.object({ Id: z.number().int(), Name: z.string() });
export type ReturnRequestChoice = z.infer<typeof ReturnRequestChoice>;

/** An order line as the return form offers it. */
export const ReturnableOrderItem = z.object({
  OrderItemId: z.number().int(),
  ProductId: z.number().int(),
  ProductName: z.string(),
  PictureUrl: z.string().nullable(),
  AttributeInfo: z.string(),
  UnitPrice: z.string(),
  UnitPriceValue: MoneyValue,
  /** Bought. */
  Quantity: z.number().int(),
  /** Already asked back by requests still open or done (rejected and cancelled ones do not count). */
  AlreadyRequestedQuantity: z.number().int(),
  /** The most this line may still be asked back for: Quantity − AlreadyRequestedQuantity. */
  ReturnableQuantity: z.number().int(),
});
export type ReturnableOrderItem = z.infer<typeof ReturnableOrderItem>;

export const ReturnRequestForm = z
  .object({
    OrderId: z.number().int(),
    CustomOrderNumber: z.string(),
    Items: z.array(ReturnableOrderItem),
    ReturnRequestReasons: z.array(ReturnRequestChoice),
    ReturnRequestActions: z.array(ReturnRequestChoice),
    /** A photo may be attached (`POST returnrequest/uploadfile`). */
    AllowFiles: z.boolean(),
    /** ISO-8601: when the window closes (shown in Jalali); null when the store sets no limit. */
    ReturnWindowEndsOn: z.string().nullable(),
    CustomProperties,
  })
  .meta({ id: 'ReturnRequestForm' });
export type ReturnRequestForm = z.infer<typeof ReturnRequestForm>;

export const SubmitReturnRequest = z
  .object({
    Items: z
      .array(
        z.object({
          OrderItemId: z.number().int().positive(),
          Quantity: z.number().int().min(0, 'تعداد مرجوعی نمی‌تواند منفی باشد.'),
        }),
      )
      .max(200),
    ReturnRequestReasonId: z.number().int().positive('دلیل مرجوعی را انتخاب کنید.'),
    ReturnRequestActionId: z.number().int().positive('درخواست خود (بازپرداخت، تعویض…) را انتخاب کنید.'),
    Comments: shopperText().max(RETURN_REQUEST_COMMENT_MAX, 'توضیحات حداکثر ۱٬۰۰۰ نویسه می‌تواند باشد.').default(''),
    /** The PictureId `POST returnrequest/uploadfile` answered, when a photo is attached. */
    UploadedPictureId: z.number().int().positive().nullable().optional(),
  })
  .meta({ id: 'SubmitReturnRequest' });
export type SubmitReturnRequest = z.input<typeof SubmitReturnRequest>;

export const SubmitReturnRequestResponse = z
  .object({
    Success: z.boolean(),
    Message: z.string(),
    Errors: z.array(z.string()).default([]),
    Result: z.object({
      /** One request per line asked back. */
      ReturnRequests: z.array(z.object({ Id: z.number().int(), CustomNumber: z.string() })),
    }),
  })
  .meta({ id: 'SubmitReturnRequestResponse' });
export type SubmitReturnRequestResponse = z.output<typeof SubmitReturnRequestResponse>;

export const CustomerReturnRequest = z.object({
  Id: z.number().int(),
  CustomNumber: z.string(),
  OrderId: z.number().int(),
  CustomOrderNumber: z.string(),
  /** Persian: «در انتظار بررسی»… */
  ReturnRequestStatus: z.string(),
  ReturnRequestStatusValue: z.number().int(),
  ProductId: z.number().int(),
  ProductName: z.string(),
  AttributeInfo: z.string(),
  Quantity: z.number().int(),
  ReturnReason: z.string(),
  ReturnAction: z.string(),
  Comments: z.string(),
  UploadedPictureUrl: z.string().nullable(),
  /** ISO-8601; shown in Jalali. */
  CreatedOn: z.string(),
});
export type CustomerReturnRequest = z.infer<typeof CustomerReturnRequest>;

/** `GET returnrequest/customer`: newest first. */
export const CustomerReturnRequestList = z
  .object({ Items: z.array(CustomerReturnRequest), CustomProperties })
  .meta({ id: 'CustomerReturnRequestList' });
export type CustomerReturnRequestList = z.infer<typeof CustomerReturnRequestList>;

/** `POST returnrequest/uploadfile` (multipart, field `Picture`). */
export const ReturnRequestUploadResponse = z
  .object({ Success: z.literal(true), PictureId: z.number().int(), PictureUrl: z.string() })
  .meta({ id: 'ReturnRequestUploadResponse' });
export type ReturnRequestUploadResponse = z.infer<typeof ReturnRequestUploadResponse>;
