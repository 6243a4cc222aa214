// The callback and the sweep both come here, and only the transaction that flips the payment to paid moves the
// order, so a replay, a parallel callback, "already verified" and the sweep's inquiry all end in one state.
import type { Kysely } from 'kysely';
import { ORDER_STATUS, PAYMENT_STATUS } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { OrderTransitions } from '../orders/index.js';
import type { PaymentProvider, PaymentVerification } from './payment-provider.js';
import { paymentsMessages } from './payments.messages.js';
import * as repo from './payments.repository.js';

export interface PaymentApplicationDeps {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider;
  transitions: OrderTransitions;
  log?: (message: string) => void;
}

export interface AppliedPayment {
  orderPaid: boolean;
  /** False: another callback, a replay or the sweep had made the change. */
  applied: boolean;
}

/** A payment that came after the cancellation stays a refund to make. */
export function isPaidAndStanding(order: { paymentStatus: number; orderStatus: number }): boolean {
  return order.paymentStatus === PAYMENT_STATUS.Paid && order.orderStatus !== ORDER_STATUS.Cancelled;
}

export async function applyVerifiedPayment(
  deps: PaymentApplicationDeps,
  payment: repo.PaymentTransactionRow,
  verification: PaymentVerification,
): Promise<AppliedPayment> {
  const { db, clock, transitions } = deps;
  const referenceId = verification.referenceId ?? null;
  const cardPan = verification.cardPan ?? null;
  const note = paymentsMessages.paidNote(
    paymentsMessages.gatewayNames[deps.provider.name],
    verification.referenceId,
    verification.cardPan,
  );
  const applied = await db.transaction().execute(async (trx) => {
    const changed = await repo.markTransactionPaid(trx, payment.id, {
      referenceId,
      cardPan,
      message: verification.message,
      now: clock.now().toISOString(),
    });
    if (!changed) return false;
    await transitions.markPaid(trx, payment.order_id, { note });
    return true;
  });
  if (applied) {
    try {
      await transitions.afterCommit();
    } catch (error) {
      deps.log?.(`order ${payment.order_id}: messages after payment not delivered yet (${String(error)})`);
    }
  }
  const order = await transitions.findForPayment(db, payment.order_id);
  return { orderPaid: order !== undefined && isPaidAndStanding(order), applied };
}
