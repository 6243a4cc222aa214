// No gateway call happens inside a transaction: the payment is requested and verified first, then applied in one.
import type { Kysely } from 'kysely';
import {
  ORDER_STATUS,
  PAYMENT_STATUS,
  toPersianDigits,
  type PaymentResultResponse,
  type PaymentUrlResponse,
} from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { AppError, conflict, notFound, unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Identity } from '../../plugins/identity.js';
import { createGuestCustomers } from '../customers/index.js';
import type { OrderTransitions } from '../orders/index.js';
import type { SettingsService } from '../settings/index.js';
import { applyVerifiedPayment, isPaidAndStanding } from './payment-application.js';
import { isGatewayError, type PaymentProvider } from './payment-provider.js';
import { paymentsMessages } from './payments.messages.js';
import * as repo from './payments.repository.js';

const guestCustomers = createGuestCustomers();

export interface PaymentsService {
  paymentUrl(
    identity: Identity,
    orderId: number,
    options: { source: string | undefined; origin: string },
  ): Promise<PaymentUrlResponse>;
  callback(provider: string, fields: Readonly<Record<string, string | undefined>>): Promise<{ location: string }>;
  paymentResult(identity: Identity, orderId: number): Promise<PaymentResultResponse>;
}

interface ShopperResult {
  success: boolean;
  message: string;
  orderId?: number;
}

const URL_SCHEME = /^[a-z][a-z0-9+.-]{0,30}$/i;

export function createPaymentsService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
  provider: PaymentProvider;
  transitions: OrderTransitions;
  log?: (message: string) => void;
}): PaymentsService {
  const { db, clock, settings, provider } = deps;

  async function shopperId(identity: Identity): Promise<number | null> {
    if (identity.customer) return identity.customer.id;
    return identity.guestId ? guestCustomers.findId(db, identity.guestId) : null;
  }

  async function resultAddress(returnTo: 'web' | 'app', result: ShopperResult): Promise<{ location: string }> {
    const query = [
      `success=${result.success ? 'true' : 'false'}`,
      `message=${encodeURIComponent(result.message)}`,
      ...(result.orderId !== undefined ? [`orderId=${result.orderId}`] : []),
    ].join('&');
    if (returnTo === 'app') {
      const { AppUrlScheme } = await settings.get();
      if (URL_SCHEME.test(AppUrlScheme)) return { location: `${AppUrlScheme}://paymentresult?${query}` };
    }
    return { location: `/payment-result?${query}` };
  }

  async function closeAs(
    payment: repo.PaymentTransactionRow,
    status: 'cancelled' | 'failed',
    message: string,
  ): Promise<void> {
    await repo.closeTransaction(db, payment.id, { status, message, now: clock.now().toISOString() });
  }

  async function settle(payment: repo.PaymentTransactionRow): Promise<ShopperResult> {
    const orderId = payment.order_id;
    const order = await deps.transitions.findForPayment(db, orderId);
    if (!order) return { success: false, message: paymentsMessages.unknownPayment };
    if (payment.status === 'paid') {
      return isPaidAndStanding(order)
        ? { success: true, message: paymentsMessages.paid(payment.reference_id ?? undefined), orderId }
        : { success: false, message: paymentsMessages.paidAfterCancellation, orderId };
    }
    const amount = Number(payment.amount);
    if (amount !== order.orderTotal) {
      await closeAs(payment, 'failed', `amount ${amount} is not the order total ${order.orderTotal}`);
      return { success: false, message: paymentsMessages.amountMismatch, orderId };
    }
    let verification;
    try {
      verification = await provider.verify({ authority: payment.authority, amountRial: amount });
    } catch (error) {
      if (!isGatewayError(error)) throw error;
      // The payment stays pending: the sweep asks the gateway again before the hold expires.
      deps.log?.(`payment ${payment.id}: verify failed (${error.message})`);
      return { success: false, message: paymentsMessages.gatewayNoAnswer, orderId };
    }
    if (verification.status === 'failed') {
      await closeAs(payment, 'failed', verification.message);
      return { success: false, message: paymentsMessages.notVerified, orderId };
    }
    const { orderPaid } = await applyVerifiedPayment(deps, payment, verification);
    return orderPaid
      ? { success: true, message: paymentsMessages.paid(verification.referenceId), orderId }
      : { success: false, message: paymentsMessages.paidAfterCancellation, orderId };
  }

  async function ownOrder(identity: Identity, orderId: number) {
    const customerId = await shopperId(identity);
    const order = customerId === null ? undefined : await deps.transitions.findForPayment(db, orderId);
    if (!order || order.customerId !== customerId) throw notFound(paymentsMessages.orderNotFound);
    return order;
  }

  return {
    async paymentUrl(identity, orderId, options) {
      const order = await ownOrder(identity, orderId);
      if (order.orderStatus === ORDER_STATUS.Cancelled) throw conflict(paymentsMessages.orderCancelled);
      if (order.paymentStatus === PAYMENT_STATUS.Paid) throw conflict(paymentsMessages.orderAlreadyPaid);
      if (!order.paidOnline) {
        throw unprocessable(paymentsMessages.notOnlinePayment);
      }
      if (order.paymentStatus !== PAYMENT_STATUS.Pending) throw conflict(paymentsMessages.notPayable);
      const now = clock.now();
      if (order.holdExpiresAt !== null && new Date(order.holdExpiresAt).getTime() <= now.getTime()) {
        throw conflict(paymentsMessages.holdExpired);
      }

      const { StoreName } = await settings.get();
      const customer = identity.customer;
      let start;
      try {
        start = await provider.request({
          amountRial: order.orderTotal,
          description: paymentsMessages.paymentDescription(order.customOrderNumber, StoreName),
          callbackUrl: `${options.origin}/payment/${provider.name}/callback`,
          orderId: order.id,
          mobile: customer?.mobile ?? undefined,
          email: customer?.email ?? undefined,
        });
      } catch (error) {
        if (!isGatewayError(error)) throw error;
        deps.log?.(`order ${order.id}: payment request failed (${error.message})`);
        throw new AppError(503, paymentsMessages.gatewayUnavailable);
      }
      await repo.insertTransaction(db, {
        orderId: order.id,
        provider: provider.name,
        authority: start.authority,
        amount: order.orderTotal,
        returnTo: options.source?.toLowerCase() === 'mobileapp' ? 'app' : 'web',
        now: clock.now().toISOString(),
      });
      return { Success: true, Result: start.paymentPageUrl };
    },

    async callback(providerName, fields) {
      const unknown = () => resultAddress('web', { success: false, message: paymentsMessages.unknownPayment });
      if (providerName !== provider.name) return unknown();
      const reading = provider.readCallback(fields);
      if (reading.kind === 'malformed') return unknown();
      const payment = await repo.findTransaction(db, provider.name, reading.authority);
      if (!payment) return unknown();
      const returnTo = payment.return_to;
      const orderId = payment.order_id;
      if (reading.kind === 'forged') {
        deps.log?.(`payment ${payment.id}: callback with a bad signature refused`);
        return resultAddress(returnTo, { success: false, message: paymentsMessages.forgedReturn, orderId });
      }
      if (!reading.ok) {
        const message =
          reading.reason === 'insufficient-funds' ? paymentsMessages.insufficientFunds : paymentsMessages.cancelled;
        if (payment.status === 'paid') return resultAddress(returnTo, await settle(payment));
        await closeAs(payment, reading.reason === 'insufficient-funds' ? 'failed' : 'cancelled', message);
        return resultAddress(returnTo, { success: false, message, orderId });
      }
      return resultAddress(returnTo, await settle(payment));
    },

    async paymentResult(identity, orderId) {
      const order = await ownOrder(identity, orderId);
      const attempts = await repo.listTransactionsOfOrder(db, order.id);
      const paid = isPaidAndStanding(order);
      const payable =
        order.paidOnline &&
        order.paymentStatus === PAYMENT_STATUS.Pending &&
        order.orderStatus !== ORDER_STATUS.Cancelled;
      const expired = order.holdExpiresAt !== null && order.holdExpiresAt <= clock.now().toISOString();
      return {
        Success: true,
        Result: {
          OrderId: order.id,
          CustomOrderNumber: toPersianDigits(order.customOrderNumber),
          PaymentMethodSystemName: order.paymentMethod,
          PaymentStatusValue: order.paymentStatus,
          Paid: paid,
          Message: attemptOutcome(order, attempts, { paid, expiredUnpaid: payable && expired }),
          HoldExpiresOn: payable && !expired ? order.holdExpiresAt : null,
          CanRePostProcessPayment: payable && !expired,
        },
      };
    },
  };
}

/** The stored outcome in the shopper's words; a failure's stored text may be the gateway's own, so it is not shown. */
function attemptOutcome(
  order: { orderStatus: number; paidOnline: boolean },
  attempts: Array<{ status: string; reference_id: string | null; message: string | null }>,
  state: { paid: boolean; expiredUnpaid: boolean },
): string | null {
  const paidAttempt = attempts.find((attempt) => attempt.status === 'paid');
  if (state.paid) return paymentsMessages.paid(paidAttempt?.reference_id ?? undefined);
  if (paidAttempt && order.orderStatus === ORDER_STATUS.Cancelled) return paymentsMessages.paidAfterCancellation;
  if (order.orderStatus === ORDER_STATUS.Cancelled) return paymentsMessages.orderCancelled;
  if (!order.paidOnline) return null;
  if (state.expiredUnpaid) return paymentsMessages.holdExpired;
  const latest = attempts[0];
  if (!latest) return null;
  if (latest.status === 'cancelled') return paymentsMessages.cancelled;
  if (latest.status === 'failed') {
    return latest.message === paymentsMessages.insufficientFunds
      ? paymentsMessages.insufficientFunds
      : paymentsMessages.notVerified;
  }
  return paymentsMessages.awaitingGateway;
}
