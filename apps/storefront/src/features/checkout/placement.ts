import type { PlaceOrderResponse } from '@sabad/contract';
import { paths } from '../../config/paths';
import { isChequePayment } from './cheque-input';

export type AfterPlacement = { kind: 'pay'; orderId: number } | { kind: 'open'; path: string };

/**
 * Where a placed order leads: the gateway when an online payment is still to be made, the cheques'
 * page for a cheque payment, else the order itself (cash on delivery, a total covered by gift cards or points).
 */
export function afterPlacement(result: PlaceOrderResponse['Result']): AfterPlacement {
  if (result.IsPaymentWorkflowRequired) return { kind: 'pay', orderId: result.OrderId };
  if (isChequePayment(result.PaymentMethodSystemName))
    return { kind: 'open', path: paths.checkDetails.link(result.OrderId) };
  return { kind: 'open', path: paths.orderDetails.link(result.OrderId) };
}
