// Valid calls of the orders area's write routes, for the generated audit test: each order is in the state its
// action starts from.
import { PAYMENT_METHOD } from '@sabad/contract';
import { insertStaffOrder, type StaffOrderSpec } from '../testing/staff-order-fixture.js';
import type { WriteSampleContext, WriteSamples } from './write-sample.js';

async function orderIn(context: WriteSampleContext, spec: StaffOrderSpec) {
  const { id } = await insertStaffOrder(context.db, spec);
  return { params: { orderId: id }, body: { expectedVersion: 1 } };
}

const cheques: StaffOrderSpec = { paymentMethod: PAYMENT_METHOD.CheckVertex, status: [20, 20, 20], cheque: true };

export const ordersWriteSamples: WriteSamples = {
  adminOrderShip: async (context) => {
    const call = await orderIn(context, { status: [20, 30, 20] });
    return { ...call, body: { ...call.body, trackingNumber: 'TRK-100200' } };
  },
  adminOrderDeliver: (context) => orderIn(context, { status: [20, 30, 30] }),
  adminOrderCancel: (context) => orderIn(context, { status: [20, 10, 20] }),
  adminOrderAcceptCheques: (context) => orderIn(context, cheques),
  adminOrderRejectCheques: (context) => orderIn(context, cheques),
  adminOrderRefund: async (context) => {
    const call = await orderIn(context, { status: [30, 30, 40] });
    return { ...call, body: { ...call.body, amountRial: 100_000, reference: 'واریز کارت به کارت' } };
  },
  adminOrderAddNote: async (context) => {
    const call = await orderIn(context, {});
    return { ...call, body: { ...call.body, note: 'بسته را با دقت بپیچید.', visibleToCustomer: false } };
  },
};
