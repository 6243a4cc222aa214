// The payment callback is not a contract route, so a payment the bank already took is still applied.
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { RouteName } from '@sabad/contract';
import { AppError } from '../lib/app-error.js';
import { messagesFa } from '../lib/messages-fa.js';

export const ROUTES_REFUSED_WHEN_STORE_CLOSED = [
  'addToCart',
  'updateCartQuantity',
  'deleteCartItem',
  'applyGiftCard',
  'removeGiftCard',
  'moveWishlistItemToCart',
  'applyDiscountCoupon',
  'removeDiscountCoupon',
  'applyBillingAddress',
  'applyShippingAddress',
  'applyPickupAddress',
  'applyShippingMethod',
  'selectDeliveryDateTime',
  'removeDeliveryDateTime',
  'applyPaymentMethod',
  'addCheque',
  'removeCheque',
  'placeOrder',
  'getPaymentUrl',
  'reorder',
] as const satisfies readonly RouteName[];

const refused: ReadonlySet<string> = new Set(ROUTES_REFUSED_WHEN_STORE_CLOSED);

// Hooks routes as they register, so it must be called before the modules' routes.
export function registerStoreClosedGuard(app: FastifyInstance, deps: { storeClosed: () => Promise<boolean> }): void {
  const refuseWhenClosed: onRequestAsyncHookHandler = async () => {
    if (await deps.storeClosed()) throw new AppError(503, messagesFa.storeClosed, [messagesFa.storeClosed]);
  };
  app.addHook('onRoute', (route) => {
    const name = route.schema?.operationId;
    if (name === undefined || !refused.has(name)) return;
    const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [refuseWhenClosed, ...existing];
  });
}
