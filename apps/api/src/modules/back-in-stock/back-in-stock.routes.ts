import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CustomerRow } from '../../db/schema.js';
import { addRoute } from '../../plugins/contract-routes.js';
import { backInStockMessages, type BackInStockService } from './back-in-stock.service.js';

/** Routes marked `auth` in the contract only run with a customer (the identity plugin's preHandler). */
const signedIn = (request: FastifyRequest): CustomerRow => request.identity.customer!;

/** How often the server looks for restocks made outside the inventory service and for undelivered messages. */
export const BACK_IN_STOCK_SWEEP_MS = 60_000;

export function registerBackInStockRoutes(
  app: FastifyInstance,
  deps: { backInStock: BackInStockService; sweepEveryMs?: number },
): void {
  const { backInStock } = deps;
  addRoute(app, 'getBackInStockSubscriptions', ({ query, request }) =>
    backInStock.list(signedIn(request), { limit: query.Limit, offset: query.Offset }),
  );
  addRoute(app, 'getBackInStockStatus', ({ params, request }) =>
    backInStock.status(params.id, request.identity.customer),
  );
  addRoute(app, 'subscribeBackInStock', ({ params, request }) => backInStock.subscribe(signedIn(request), params.id));
  addRoute(app, 'deleteBackInStockSubscription', async ({ params, request }) => {
    await backInStock.unsubscribe(signedIn(request), params.id);
    return { Success: true, Message: backInStockMessages.unsubscribed };
  });

  // The sweep delivers what a crash or a failed transport left queued, and notices restocks that
  // did not go through the inventory service (attribute combinations, direct edits).
  const every = deps.sweepEveryMs ?? BACK_IN_STOCK_SWEEP_MS;
  if (every > 0) {
    let timer: NodeJS.Timeout | undefined;
    let running = false;
    const run = () => {
      if (running) return;
      running = true;
      backInStock
        .sweep()
        .catch((error: unknown) => app.log.warn({ err: error }, 'back-in-stock sweep failed'))
        .finally(() => {
          running = false;
        });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(run, every);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  }
}
