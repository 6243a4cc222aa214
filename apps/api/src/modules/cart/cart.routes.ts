import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import type { CartService } from './cart.service.js';

/** Cart and wishlist answers belong to one shopper: never cached by the browser, a proxy or the service worker. */
function noStore(reply: { header(name: string, value: string): unknown }) {
  reply.header('Cache-Control', 'no-store');
}

export function registerCartRoutes(app: FastifyInstance, deps: { cart: CartService }): void {
  const { cart } = deps;
  addRoute(app, 'getCartItems', ({ request, reply }) => {
    noStore(reply);
    return cart.items(request.identity);
  });
  addRoute(app, 'addToCart', ({ request, body }) => cart.add(request.identity, 'cart', body));
  addRoute(app, 'updateCartQuantity', ({ request, body }) => cart.updateQuantity(request.identity, body));
  addRoute(app, 'deleteCartItem', ({ request, params }) => cart.remove(request.identity, 'cart', params.id));
  addRoute(app, 'applyGiftCard', ({ request, body }) => cart.applyGiftCard(request.identity, body.GiftCardCode));
  addRoute(app, 'removeGiftCard', ({ request, params }) => cart.removeGiftCard(request.identity, params.id));

  addRoute(app, 'getWishlist', ({ request, reply }) => {
    noStore(reply);
    return cart.wishlist(request.identity);
  });
  addRoute(app, 'addToWishlist', ({ request, body }) => cart.addToWishlist(request.identity, body));
  addRoute(app, 'deleteWishlistItem', ({ request, params }) => cart.removeFromWishlist(request.identity, params.id));
  addRoute(app, 'isInWishlist', ({ request, params, reply }) => {
    noStore(reply);
    return cart.isInWishlist(request.identity, params.id);
  });
  addRoute(app, 'moveWishlistItemToCart', ({ request, params }) =>
    cart.moveWishlistItemToCart(request.identity, params.id),
  );
}
