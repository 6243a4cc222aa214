import type { PlaceOrderRequest } from '@sabad/contract';
import { useIonRouter, useIonViewDidLeave } from '@ionic/react';
import { useRef, useState } from 'react';
import { paths } from '@/config/paths';
import { session } from '@/lib/session';
import { usePlaceOrder } from '@/features/checkout/api/place-order';
import { afterPlacement } from '@/features/checkout/placement';
import { usePayOrder } from './use-pay-order';

const newKey = () => crypto.randomUUID();

/** One Idempotency-Key per visit, resent on every retry, so a second tap or a lost answer never places two orders. */
export function useOrderPlacement(onPlaced: () => Promise<void>) {
  // A ref, not state: the key is never drawn, and its renewal must hold for the very next tap, whatever React
  // has rendered by then (as state, a tap on the page come back to could still send the old key).
  const idempotencyKey = useRef<string | null>(null);
  if (idempotencyKey.current === null) idempotencyKey.current = newKey();
  // Renewed on leaving (Ionic keeps the page for a return), not on entering: nothing between a first tap and its retry can change it.
  useIonViewDidLeave(() => {
    idempotencyKey.current = newKey();
  });
  const router = useIonRouter();
  const placeOrder = usePlaceOrder();
  const payOrder = usePayOrder();
  const [refusal, setRefusal] = useState<unknown>(null);

  const place = async (order: PlaceOrderRequest) => {
    setRefusal(null);
    let answer;
    try {
      answer = await placeOrder.mutateAsync({ order, idempotencyKey: idempotencyKey.current ?? newKey() });
    } catch (error) {
      setRefusal(error);
      return;
    }
    session.resetCartCount();
    await onPlaced();
    const next = afterPlacement(answer.Result);
    if (next.kind === 'open') {
      router.push(next.path, 'root', 'replace');
      return;
    }
    const problem = await payOrder.pay(next.orderId);
    // The order exists but the gateway could not be reached: its result page offers to pay again.
    if (problem !== null)
      router.push(paths.paymentResult.link({ success: 'false', orderId: String(next.orderId) }), 'root', 'replace');
  };

  return {
    place,
    refusal,
    busy: placeOrder.isPending || payOrder.isPending,
    redirecting: payOrder.isPending,
  };
}
