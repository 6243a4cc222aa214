/**
 * A closed store (the setting `StoreClosed`) sells nothing: the calls that buy answer 503 with a
 * Persian message, checked here once by route name instead of in each service. Everything else
 * stays open: the account, topics, reading the catalogue, the wishlist, reviews, orders and their
 * details, cancelling, invoices, returns, downloads and reward points (docs/product.md §8). The
 * gateway's callback `/payment/{provider}/callback` and the sandbox bank's page are not contract
 * routes and are never refused: a payment the bank already took is applied to its order.
 */
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { RouteName } from '@sabad/contract';
import { AppError } from '../lib/app-error.js';
import { messagesFa } from '../lib/messages-fa.js';

/**
 * Every call that writes a purchase: the cart (the wishlist's "to cart" too, gift cards and
 * discount codes on it), each checkout step that writes, placing, paying (again), reorder and
 * cheques. The checkout's reads (addresses, methods, slots, cheques list) stay, so a shopper sees
 * where they were when the store opens again.
 */
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

/**
 * Adds the check to the routes above as they are registered, so call it before the modules' routes.
 * It runs on request, before the body is read or the session checked: a closed store answers 503
 * whatever was sent. `storeClosed` reads the cached settings (a change shows within their lifetime).
 */
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
