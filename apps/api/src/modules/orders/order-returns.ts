// Stateless and taking the caller's database or transaction, so the returns services build it themselves.
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
  /** `lock` holds the order row, so two submissions for one order count one after the other. */
  find(db: Kysely<Database>, orderId: number, options: { lock: boolean }): Promise<OrderForReturn | undefined>;
  refusal(facts: ReturnWindowFacts, settings: ReturnWindowSettings, now: Date): ReturnRequestRefusal | null;
  windowEnd(facts: ReturnWindowFacts, settings: ReturnWindowSettings): Date | null;
  linePictureUrl(
    db: Kysely<Database>,
    productId: number,
    attributes: readonly AttributeChoice[],
  ): Promise<string | null>;
  /** Queued in the caller's transaction; delivered after it commits. */
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
