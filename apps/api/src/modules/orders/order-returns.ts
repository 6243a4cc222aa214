/**
 * What the returns module asks of an order: the order with its lines and return-window facts, the
 * window's rule, the picture a line shows, and the shopper told about their request through the
 * order's contact. The methods take the caller's database or transaction and keep no state, so the
 * returns services build it themselves.
 */
import type { Kysely } from 'kysely';
import type { AttributeChoice } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { tellOrderCustomer, type OrderCustomerMessage } from './order-customer-messages.js';
import {
  findOrderForReturn,
  orderLinePictureUrl,
  returnRequestRefusal,
  returnWindowEnd,
  type OrderForReturn,
  type ReturnRequestRefusal,
  type ReturnWindowFacts,
  type ReturnWindowSettings,
} from './return-window.js';

export interface OrderReturns {
  /** With `lock`, the order row is locked for the transaction (two submissions count one after the other). */
  find(db: Kysely<Database>, orderId: number, options: { lock: boolean }): Promise<OrderForReturn | undefined>;
  /** Why the order may not be asked back now (nopCommerce's IsReturnRequestAllowed), or null when it may. */
  refusal(facts: ReturnWindowFacts, settings: ReturnWindowSettings, now: Date): ReturnRequestRefusal | null;
  /** When the window closes; null when the store sets no limit. */
  windowEnd(facts: ReturnWindowFacts, settings: ReturnWindowSettings): Date | null;
  linePictureUrl(
    db: Kysely<Database>,
    productId: number,
    attributes: readonly AttributeChoice[],
  ): Promise<string | null>;
  /** Queues the SMS, email and push to the order's customer (delivered after the caller commits). */
  tellCustomer(trx: Kysely<Database>, orderId: number, message: OrderCustomerMessage, at: Date): Promise<void>;
}

export function createOrderReturns(): OrderReturns {
  return {
    find: findOrderForReturn,
    refusal: returnRequestRefusal,
    windowEnd: returnWindowEnd,
    linePictureUrl: orderLinePictureUrl,
    tellCustomer: tellOrderCustomer,
  };
}
