import type { PlaceOrderRequest } from '@sabad/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ensureSuccess } from '@/features/checkout/step-answer';

export interface PlaceOrderInput {
  order: PlaceOrderRequest;
  /** One per visit of the confirmation screen: the server answers a repeat with the first answer. */
  idempotencyKey: string;
}

export const placeOrder = ({ order, idempotencyKey }: PlaceOrderInput) =>
  ensureSuccess(api.call('placeOrder', { body: order, headers: { 'Idempotency-Key': idempotencyKey } }));

export const usePlaceOrder = () => useMutation({ mutationFn: placeOrder });
