// A submission locks the order first, so two for one order count earlier asks in turn: a line is never asked back
// for more than was bought less what requests still holding it ask (rejected and cancelled ones free theirs).
import type { Kysely } from 'kysely';
import {
  toPersianDigits,
  type CustomerReturnRequestList,
  type ReturnRequestForm,
  type ReturnRequestUploadResponse,
  type SubmitReturnRequest,
  type SubmitReturnRequestResponse,
  orderNumberInText,
} from '@sabad/contract';
import type { CustomerRow, Database } from '../../db/schema.js';
import { badRequest, forbidden, notFound, unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MessageQueueDeliverer } from '../messaging/index.js';
import { createOrderReturns, type OrderForReturn } from '../orders/index.js';
import { createPictureUrls, createUploadedPictures, type PicturesService } from '../pictures/index.js';
import type { SettingsService, StoreSettings } from '../settings/index.js';
import { returnMessages } from './returns.messages.js';
import * as repo from './returns.repository.js';

const pictureUrls = createPictureUrls();
const uploads = createUploadedPictures();

/** The upload route never reads more than this, whatever the setting says. */
export const RETURN_PICTURE_HARD_LIMIT_BYTES = 2 * 1024 * 1024;
const RETURN_PICTURE_EDGE = 1600;
const RETURN_PICTURE_NAME = 'return-request';

export const returnPictureUrl = (pictureId: number) =>
  pictureUrls.of({ id: pictureId, seoFilename: RETURN_PICTURE_NAME }, 'full');

export interface ReturnsService {
  form(customer: CustomerRow, orderId: number): Promise<ReturnRequestForm>;
  submit(customer: CustomerRow, orderId: number, request: SubmitReturnRequest): Promise<SubmitReturnRequestResponse>;
  list(customer: CustomerRow): Promise<CustomerReturnRequestList>;
  pictureLimitBytes(): Promise<number>;
  uploadPicture(customer: CustomerRow, bytes: Buffer): Promise<ReturnRequestUploadResponse>;
}

export function createReturnsService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
  deliverer: MessageQueueDeliverer;
  pictures: Pick<PicturesService, 'store'>;
  log?: (message: string) => void;
}): ReturnsService {
  const { db, clock } = deps;
  const orders = createOrderReturns();

  /** Someone else's order is a 404, not told apart from a missing one. */
  function ownOrder(order: OrderForReturn | undefined, customer: CustomerRow): OrderForReturn {
    if (!order || order.customerId !== customer.id) throw notFound(returnMessages.orderNotFound);
    return order;
  }

  function assertReturnable(order: OrderForReturn, settings: StoreSettings, now: Date): void {
    const refusal = orders.refusal(order.window, settings, now);
    if (refusal) throw unprocessable(returnMessages.refusal(refusal, settings.NumberOfDaysReturnRequestAvailable));
  }

  return {
    async form(customer, orderId) {
      const order = ownOrder(await orders.find(db, orderId, { lock: false }), customer);
      const [settings, money] = await Promise.all([deps.settings.get(), deps.settings.money()]);
      assertReturnable(order, settings, clock.now());
      const [reasons, actions, requested] = await Promise.all([
        repo.listReasons(db),
        repo.listActions(db),
        repo.requestedQuantities(
          db,
          order.lines.map((line) => line.id),
        ),
      ]);
      const pictures = await Promise.all(
        order.lines.map((line) => orders.linePictureUrl(db, line.productId, line.attributes)),
      );
      const end = orders.windowEnd(order.window, settings);
      return {
        OrderId: order.id,
        CustomOrderNumber: toPersianDigits(order.customOrderNumber),
        Items: order.lines.map((line, index) => {
          const already = requested.get(line.id) ?? 0;
          return {
            OrderItemId: line.id,
            ProductId: line.productId,
            ProductName: line.productName,
            PictureUrl: pictures[index] ?? null,
            AttributeInfo: line.attributeDescription,
            UnitPrice: money.format(line.unitPrice),
            UnitPriceValue: line.unitPrice,
            Quantity: line.quantity,
            AlreadyRequestedQuantity: already,
            ReturnableQuantity: Math.max(0, line.quantity - already),
          };
        }),
        ReturnRequestReasons: reasons.map((row) => ({ Id: row.id, Name: row.name })),
        ReturnRequestActions: actions.map((row) => ({ Id: row.id, Name: row.name })),
        AllowFiles: settings.ReturnRequestsAllowFiles,
        ReturnWindowEndsOn: end ? end.toISOString() : null,
        CustomProperties: {},
      };
    },

    async submit(customer, orderId, request) {
      // Read before the transaction opens (SQLite: one connection).
      const settings = await deps.settings.get();
      const wanted = request.Items.filter((item) => item.Quantity > 0);
      if (wanted.length === 0) throw badRequest(returnMessages.noItems);
      if (new Set(wanted.map((item) => item.OrderItemId)).size !== wanted.length)
        throw badRequest(returnMessages.repeatedItem);
      const comments = (request.Comments ?? '').trim();
      const pictureId = request.UploadedPictureId ?? null;
      if (pictureId !== null && !settings.ReturnRequestsAllowFiles) throw badRequest(returnMessages.filesNotAllowed);

      const created = await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const order = ownOrder(await orders.find(trx, orderId, { lock: true }), customer);
        assertReturnable(order, settings, now);
        const [reason, action] = await Promise.all([
          repo.findReason(trx, request.ReturnRequestReasonId),
          repo.findAction(trx, request.ReturnRequestActionId),
        ]);
        if (!reason) throw badRequest(returnMessages.reasonNotFound);
        if (!action) throw badRequest(returnMessages.actionNotFound);

        const requested = await repo.requestedQuantities(
          trx,
          wanted.map((item) => item.OrderItemId),
        );
        const lines = wanted.map((item) => {
          const line = order.lines.find((candidate) => candidate.id === item.OrderItemId);
          if (!line) throw badRequest(returnMessages.itemNotInOrder);
          const returnable = Math.max(0, line.quantity - (requested.get(line.id) ?? 0));
          if (item.Quantity > returnable) throw unprocessable(returnMessages.tooMany(line.productName, returnable));
          return { line, quantity: item.Quantity };
        });

        const nowIso = now.toISOString();
        if (pictureId !== null) {
          const attached = await repo.attachUpload(trx, { pictureId, customerId: customer.id, now: nowIso });
          if (!attached) throw badRequest(returnMessages.pictureNotFound);
        }
        const inserted: Array<{ id: number; customNumber: string }> = [];
        for (const { line, quantity } of lines) {
          inserted.push(
            await repo.insertReturnRequest(trx, {
              orderId: order.id,
              orderItemId: line.id,
              customerId: customer.id,
              quantity,
              reason: reason.name,
              action: action.name,
              comments,
              pictureId,
              now: nowIso,
            }),
          );
        }
        const orderNumber = orderNumberInText(order.customOrderNumber);
        const numbers = inserted.map((row) => toPersianDigits(row.customNumber));
        await orders.tellCustomer(
          trx,
          order.id,
          {
            purpose: 'return-request-submitted',
            subject: returnMessages.submittedSubject(settings.StoreName, orderNumber),
            text: returnMessages.submittedText(settings.StoreName, orderNumber, numbers),
          },
          now,
        );
        return inserted;
      });
      await deps.deliverer
        .deliverPending()
        .catch((error: unknown) => deps.log?.(`return request messages: ${String(error)}; they stay queued`));
      return {
        Success: true,
        Message: returnMessages.submitted(created.length),
        Errors: [],
        Result: {
          ReturnRequests: created.map((row) => ({ Id: row.id, CustomNumber: toPersianDigits(row.customNumber) })),
        },
      };
    },

    async list(customer) {
      const rows = await repo.listReturnRequestsOfCustomer(db, customer.id);
      return {
        Items: rows.map((row) => ({
          Id: row.id,
          CustomNumber: toPersianDigits(row.custom_number),
          OrderId: row.order_id,
          CustomOrderNumber: toPersianDigits(row.custom_order_number),
          ReturnRequestStatus: returnMessages.status[row.status],
          ReturnRequestStatusValue: row.status,
          ProductId: row.product_id,
          ProductName: row.product_name,
          AttributeInfo: row.attribute_description,
          Quantity: row.quantity,
          ReturnReason: row.reason_for_return,
          ReturnAction: row.requested_action,
          Comments: row.customer_comments,
          UploadedPictureUrl: row.uploaded_picture_id === null ? null : returnPictureUrl(row.uploaded_picture_id),
          CreatedOn: row.created_at,
        })),
        CustomProperties: {},
      };
    },

    async pictureLimitBytes() {
      const settings = await deps.settings.get();
      if (!settings.ReturnRequestsEnabled || !settings.ReturnRequestsAllowFiles)
        throw forbidden(returnMessages.filesNotAllowed);
      return Math.min(settings.ReturnRequestPictureMaximumSizeBytes, RETURN_PICTURE_HARD_LIMIT_BYTES);
    },

    async uploadPicture(customer, bytes) {
      const picture = await uploads.normalize(bytes, { maxEdge: RETURN_PICTURE_EDGE });
      if ('refusal' in picture) throw badRequest(returnMessages.pictureRefusal[picture.refusal]);
      const pictureId = await db.transaction().execute(async (trx) => {
        const now = clock.now().toISOString();
        const id = await deps.pictures.store(trx, {
          mimeType: 'image/webp',
          seoFilename: RETURN_PICTURE_NAME,
          altText: '',
          width: picture.width,
          height: picture.height,
          data: picture.data,
          now,
        });
        await repo.insertUpload(trx, { pictureId: id, customerId: customer.id, now });
        return id;
      });
      return { Success: true, PictureId: pictureId, PictureUrl: returnPictureUrl(pictureId) };
    },
  };
}
