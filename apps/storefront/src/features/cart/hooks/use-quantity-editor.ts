import type { CartItem } from '@sabad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cartKeys } from '@/features/cart/api/cart-keys';
import { updateCartQuantity } from '@/features/cart/api/update-cart-quantity';
import { CART_ITEM_UPDATE_DELAY_MS } from '@/features/cart/cart-constants';
import { cartRefusal } from '@/features/cart/cart-refusal';
import { createLatestWinsScheduler } from './latest-wins-scheduler';

type Edit = Pick<CartItem, 'Id' | 'ProductId'> & { Quantity: number };

/** Edits show at once and are sent after the spec's pause; one pending edit per line, the latest wins. */
export function useQuantityEditor(onRefused: (message: string) => void) {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<ReadonlyMap<number, number>>(new Map());
  const refusedRef = useRef(onRefused);
  refusedRef.current = onRefused;

  const [scheduler] = useState(() =>
    createLatestWinsScheduler<Edit>(CART_ITEM_UPDATE_DELAY_MS, (lineId, edit) => {
      const settle = () => {
        void queryClient.invalidateQueries({ queryKey: cartKeys.all }).then(() => {
          // A newer edit may be waiting for this line: keep showing it.
          if (scheduler.isPending(lineId)) return;
          setDrafts((current) => {
            if (current.get(lineId) !== edit.Quantity) return current;
            const next = new Map(current);
            next.delete(lineId);
            return next;
          });
        });
      };
      updateCartQuantity(edit).then(settle, (error: unknown) => {
        const message = cartRefusal(error);
        if (message) refusedRef.current(message);
        settle();
      });
    }),
  );

  // Leaving the page must not lose an edit the shopper already made.
  useEffect(() => () => scheduler.flush(), [scheduler]);

  const change = useCallback(
    (line: CartItem, quantity: number) => {
      setDrafts((current) => new Map(current).set(line.Id, quantity));
      scheduler.schedule(line.Id, { Id: line.Id, ProductId: line.ProductId, Quantity: quantity });
    },
    [scheduler],
  );

  const quantityOf = useCallback((line: CartItem) => drafts.get(line.Id) ?? line.Quantity, [drafts]);

  return { change, quantityOf };
}
