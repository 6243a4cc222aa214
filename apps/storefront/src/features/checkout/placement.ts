import type { PlaceOrderResponse } from '@sabad/contract';
import { paths } from '@/config/paths';
import { isChequePayment } from './cheque-input';

export type AfterPlacement = { kind: 'pay'; orderId: number } | { kind: 'open'; path: string };

export function afterPlacement(result: PlaceOrderResponse['Result']): AfterPlacement {
  if (result.IsPaymentWorkflowRequired) return { kind: 'pay', orderId: result.OrderId };
  if (isChequePayment(result.PaymentMethodSystemName))
    return { kind: 'open', path: paths.checkDetails.link(result.OrderId) };
  return { kind: 'open', path: paths.orderDetails.link(result.OrderId) };
}
