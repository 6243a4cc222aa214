import type { PlaceOrderResponse } from '@sabad/contract';
import { paths } from '@/config/paths';

export type AfterPlacement = { kind: 'pay'; orderId: number } | { kind: 'open'; path: string };

export function afterPlacement(result: PlaceOrderResponse['Result']): AfterPlacement {
  if (result.IsPaymentWorkflowRequired) return { kind: 'pay', orderId: result.OrderId };
  return { kind: 'open', path: paths.orderCompleted.link(result.OrderId) };
}
