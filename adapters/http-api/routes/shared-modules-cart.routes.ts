import type { FastifyInstance } from 'fastify';
import type { ShoppingCartForRequest } from '../../../application/cart/cart.port';
import { respond } from '../respond';
import { sessionOf } from '../session/install-sessions';

export const SHARED_MODULES_CART_PATH = '/shared-modules/shopping-cart-small';

/**
 * The small cart of the shared navigation (spec §2, §7). Decided: JSON, not an HTML fragment.
 * Spec §7 describes this call as answering an array of cart items whose length becomes the
 * count, so embedding pages (which already carry /shared-modules/nav) render the count and the
 * popup themselves. Same body as /order-api/get-shopping-cart-small, for the caller's session.
 */
export const sharedModulesCartRoutes = (carts: ShoppingCartForRequest) => (server: FastifyInstance) => {
  server.get(SHARED_MODULES_CART_PATH, (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return respond(reply, carts.forRequest(sessionOf(request)).shoppingCartSmall());
  });
};
