import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import { signedInCustomer } from '../../plugins/identity.js';
import { backInStockMessages } from './back-in-stock.messages.js';
import type { BackInStockService } from './back-in-stock.service.js';

export const BACK_IN_STOCK_SWEEP_MS = 60_000;

export function registerBackInStockRoutes(
  app: FastifyInstance,
  deps: { backInStock: BackInStockService; sweepEveryMs?: number },
): void {
  const { backInStock } = deps;
  addRoute(app, 'getBackInStockSubscriptions', ({ query, request }) =>
    backInStock.list(signedInCustomer(request), { limit: query.Limit, offset: query.Offset }),
  );
  addRoute(app, 'getBackInStockStatus', ({ params, request }) =>
    backInStock.status(params.id, request.identity.customer),
  );
  addRoute(app, 'subscribeBackInStock', ({ params, request }) =>
    backInStock.subscribe(signedInCustomer(request), params.id),
  );
  addRoute(app, 'deleteBackInStockSubscription', async ({ params, request }) => {
    await backInStock.unsubscribe(signedInCustomer(request), params.id);
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
    app.addHook('onReady', (done) => {
      timer = setInterval(run, every);
      timer.unref();
      done();
    });
    app.addHook('onClose', (_instance, done) => {
      if (timer) clearInterval(timer);
      done();
    });
  }
}
