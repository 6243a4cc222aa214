import type { Kysely } from 'kysely';
import { ORDER_STATUS, PAYMENT_METHOD, PAYMENT_STATUS, type AddChequeRequest, type ChequeList } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MoneyFormatter } from '../../lib/money.js';
import type { Identity } from '../../plugins/identity.js';
import type { CheckoutCartService } from '../cart/index.js';
import type { OrderForPayment, OrderTransitions } from '../orders/index.js';
import type { SettingsService, StoreSettings } from '../settings/index.js';
import type { CheckoutShopper } from './checkout-shopper.js';
import { checkoutMessages } from './checkout.messages.js';
import * as chequesRepo from './cheques.repository.js';
import { chequesTotal, parseChequeDueDate, parseSayadiSerial, toChequeView } from './cheques.js';

export interface ChequeSteps {
  cheques(identity: Identity, orderId: number | undefined): Promise<ChequeList>;
  addCheque(identity: Identity, request: AddChequeRequest): Promise<ChequeList>;
  removeCheque(identity: Identity, chequeId: number): Promise<ChequeList>;
}

const awaitsCheques = (order: OrderForPayment) =>
  order.paymentMethod === PAYMENT_METHOD.CheckVertex &&
  order.orderStatus !== ORDER_STATUS.Cancelled &&
  (order.paymentStatus === PAYMENT_STATUS.Pending || order.paymentStatus === PAYMENT_STATUS.Authorized);

export function createChequeSteps(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
  transitions: OrderTransitions;
  checkoutCart: CheckoutCartService;
  shopper: CheckoutShopper;
  orderTotal(
    trx: Kysely<Database>,
    customerId: number,
    settings: StoreSettings,
    money: MoneyFormatter,
  ): Promise<number>;
}): ChequeSteps {
  const { db, clock, transitions, shopper } = deps;

  function chequeList(
    rows: chequesRepo.ChequeRow[],
    orderTotal: number,
    settings: StoreSettings,
    money: MoneyFormatter,
  ): ChequeList {
    const total = chequesTotal(rows);
    return {
      Success: true,
      Result: {
        DescriptionText: settings.ChequePaymentInstructions,
        ChecksTotal: money.format(total),
        ChecksTotalValue: total,
        OrderTotal: money.format(orderTotal),
        OrderTotalValue: orderTotal,
        Checks: rows.map((row) => toChequeView(row, money)),
        Accpted: total >= orderTotal,
      },
    };
  }

  /** 404 for anyone else's order. */
  async function ownChequeOrder(
    trx: Kysely<Database>,
    customerId: number | null,
    orderId: number,
  ): Promise<OrderForPayment> {
    const order = await transitions.findForPayment(trx, orderId);
    if (!order || customerId === null || order.customerId !== customerId) {
      throw notFound(checkoutMessages.chequeOrderNotFound);
    }
    return order;
  }

  async function cheques(identity: Identity, orderId: number | undefined): Promise<ChequeList> {
    const settings = await shopper.settingsFor(identity);
    const money = await deps.settings.money();
    const customerId = await shopper.readerId(db, identity);
    if (orderId !== undefined) {
      const order = await ownChequeOrder(db, customerId, orderId);
      return chequeList(await chequesRepo.listOrderCheques(db, order.id), order.orderTotal, settings, money);
    }
    if (customerId === null) return chequeList([], 0, settings, money);
    const [rows, orderTotal] = await Promise.all([
      chequesRepo.listCheckoutCheques(db, customerId),
      deps.orderTotal(db, customerId, settings, money),
    ]);
    return chequeList(rows, orderTotal, settings, money);
  }

  return {
    cheques,

    async addCheque(identity, request) {
      await shopper.settingsFor(identity);
      const serial = parseSayadiSerial(request.Serial);
      const due = parseChequeDueDate(request.Date, clock.now());
      const holder = request.Holder.trim();
      // Every bad field at once (issue 34.14), as the form shows them.
      const refusals = [
        serial === null ? checkoutMessages.chequeSerialInvalid : null,
        'refusal' in due ? due.refusal : null,
        holder.length < 2 ? checkoutMessages.chequeHolderRequired : null,
      ].filter((refusal): refusal is string => refusal !== null);
      if (refusals[0] !== undefined || serial === null || 'refusal' in due)
        throw badRequest(refusals[0] ?? checkoutMessages.chequeSerialInvalid, refusals);
      await db.transaction().execute(async (trx) => {
        const customerId = await shopper.writerId(trx, identity);
        if (request.OrderId !== undefined) {
          const order = await ownChequeOrder(trx, customerId, request.OrderId);
          if (!awaitsCheques(order)) throw unprocessable(checkoutMessages.chequeOrderNotAwaitingCheques);
        }
        if (await chequesRepo.isSerialRegistered(trx, serial)) throw conflict(checkoutMessages.chequeDuplicate);
        await chequesRepo.insertCheque(trx, {
          customer_id: customerId,
          order_id: request.OrderId ?? null,
          holder,
          serial,
          amount: request.Amount,
          due_date: due.date,
          status: 'pending',
          created_at: clock.now().toISOString(),
        });
        if (request.OrderId !== undefined) {
          const covered = chequesTotal(await chequesRepo.listOrderCheques(trx, request.OrderId));
          await transitions.chequesRegisteredAgain(trx, request.OrderId, covered);
        }
      });
      return cheques(identity, request.OrderId);
    },

    async removeCheque(identity, chequeId) {
      await shopper.settingsFor(identity);
      const orderId = await db.transaction().execute(async (trx) => {
        const customerId = await shopper.readerId(trx, identity);
        if (customerId === null) throw notFound(checkoutMessages.chequeNotFound);
        await deps.checkoutCart.lockShopper(trx, customerId);
        const cheque = await chequesRepo.findChequeOfCustomer(trx, customerId, chequeId);
        if (!cheque || cheque.status !== 'pending') throw notFound(checkoutMessages.chequeNotFound);
        // A cheque under review for an order stays until the store decides; after a rejection the shopper may change them.
        if (cheque.order_id !== null) {
          const order = await transitions.findForPayment(trx, cheque.order_id);
          if (!order || order.paymentStatus !== PAYMENT_STATUS.Pending) throw notFound(checkoutMessages.chequeNotFound);
        }
        await chequesRepo.deletePendingCheque(trx, customerId, cheque.id);
        return cheque.order_id ?? undefined;
      });
      return cheques(identity, orderId);
    },
  };
}
