// The window counts from the last shipment's delivery (docs/product.md §4, as Iran's right of withdrawal counts
// from receipt), else from payment, else placement. The one owner of the rule, for order pages and returns alike.
import type { Kysely } from 'kysely';
import { ORDER_STATUS, type AttributeChoice } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { createProductLines } from '../catalog/index.js';
import type { StoreSettings } from '../settings/index.js';
import * as repo from './orders.repository.js';
import { lastDeliveriesOf } from './return-window.repository.js';

const productLines = createProductLines();

const DAY_MS = 86_400_000;

export type ReturnWindowSettings = Pick<StoreSettings, 'ReturnRequestsEnabled' | 'NumberOfDaysReturnRequestAvailable'>;

export interface ReturnWindowFacts {
  orderStatus: number;
  createdAt: string;
  paidAt: string | null;
  lastDeliveredAt: string | null;
}

export function returnWindowStart(facts: ReturnWindowFacts): string {
  return facts.lastDeliveredAt ?? facts.paidAt ?? facts.createdAt;
}

export function returnWindowEnd(facts: ReturnWindowFacts, settings: ReturnWindowSettings): Date | null {
  const days = settings.NumberOfDaysReturnRequestAvailable;
  return days === 0 ? null : new Date(Date.parse(returnWindowStart(facts)) + days * DAY_MS);
}

export type ReturnRequestRefusal = 'returns-disabled' | 'order-not-complete' | 'window-closed';

export function returnRequestRefusal(
  facts: ReturnWindowFacts,
  settings: ReturnWindowSettings,
  now: Date,
): ReturnRequestRefusal | null {
  if (!settings.ReturnRequestsEnabled) return 'returns-disabled';
  if (facts.orderStatus !== ORDER_STATUS.Complete) return 'order-not-complete';
  const end = returnWindowEnd(facts, settings);
  return end === null || now.getTime() < end.getTime() ? null : 'window-closed';
}

export function isReturnRequestAllowed(facts: ReturnWindowFacts, settings: ReturnWindowSettings, now: Date): boolean {
  return returnRequestRefusal(facts, settings, now) === null;
}

export async function returnRequestsAllowed(
  db: Kysely<Database>,
  orders: readonly repo.OrderRow[],
  settings: ReturnWindowSettings,
  now: Date,
): Promise<Map<number, boolean>> {
  const complete = orders.filter((order) => order.order_status === ORDER_STATUS.Complete);
  const deliveries = await lastDeliveriesOf(
    db,
    complete.map((order) => order.id),
  );
  return new Map(
    orders.map((order) => [
      order.id,
      isReturnRequestAllowed(factsOf(order, deliveries.get(order.id) ?? null), settings, now),
    ]),
  );
}

function factsOf(order: repo.OrderRow, lastDeliveredAt: string | null): ReturnWindowFacts {
  return {
    orderStatus: order.order_status,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    lastDeliveredAt,
  };
}

export interface ReturnableOrderLine {
  id: number;
  productId: number;
  productName: string;
  attributeDescription: string;
  attributes: AttributeChoice[];
  unitPrice: number;
  quantity: number;
}

export interface OrderForReturn {
  id: number;
  customerId: number;
  customOrderNumber: string;
  window: ReturnWindowFacts;
  lines: ReturnableOrderLine[];
}

/** `lock` holds the order row (PostgreSQL; SQLite has one writer), so two requests count earlier asks in turn. */
export async function findOrderForReturn(
  db: Kysely<Database>,
  orderId: number,
  options: { lock: boolean },
): Promise<OrderForReturn | undefined> {
  const order = options.lock ? await repo.lockOrder(db, orderId) : await repo.findOrder(db, orderId);
  if (!order) return undefined;
  const [items, deliveries] = await Promise.all([repo.listOrderItems(db, order.id), lastDeliveriesOf(db, [order.id])]);
  return {
    id: order.id,
    customerId: order.customer_id,
    customOrderNumber: order.custom_order_number,
    window: factsOf(order, deliveries.get(order.id) ?? null),
    lines: items.map((item) => ({
      id: item.id,
      productId: item.product_id,
      productName: item.product_name,
      attributeDescription: item.attribute_description,
      attributes: JSON.parse(item.attributes_json) as AttributeChoice[],
      unitPrice: Number(item.unit_price),
      quantity: item.quantity,
    })),
  };
}

export async function orderLinePictureUrl(
  db: Kysely<Database>,
  productId: number,
  attributes: readonly AttributeChoice[],
): Promise<string | null> {
  try {
    const quote = await productLines.quote(db, productId, attributes);
    return quote?.pictureUrl ?? null;
  } catch {
    // The product's attributes changed since: its own first picture.
    return (await productLines.quote(db, productId, []))?.pictureUrl ?? null;
  }
}
