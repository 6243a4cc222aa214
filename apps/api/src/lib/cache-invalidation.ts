import type { Redis } from 'ioredis';
import type { Clock } from './clock.js';
import type { ReadCache } from './read-cache.js';

export const CATALOG_CHANGES_CHANNEL = 'sabad:catalog-changed';

export type CatalogChange = { productIds: number[] } | { everything: true };

export type CatalogChangePublisher = (change: CatalogChange) => Promise<void>;

// Pages are cached under `<route name>:<key>` (plugins/contract-routes.ts); all but details are list-shaped.
const PRODUCT_DETAILS_PREFIX = 'getProductDetails:';

export function dropChangedPages(cache: ReadCache, change: CatalogChange): void {
  if ('everything' in change) {
    cache.clear();
    return;
  }
  for (const id of change.productIds) cache.delete(`${PRODUCT_DETAILS_PREFIX}${id}`);
  cache.deleteWhere((key) => !key.startsWith(PRODUCT_DETAILS_PREFIX));
}

export function parseCatalogChange(message: string): CatalogChange {
  try {
    const parsed = JSON.parse(message) as unknown;
    if (typeof parsed === 'object' && parsed !== null && 'productIds' in parsed) {
      const ids = parsed.productIds;
      if (Array.isArray(ids) && ids.every((id) => Number.isSafeInteger(id))) return { productIds: ids as number[] };
    }
  } catch {
    // unreadable: everything changed, the safe side
  }
  return { everything: true };
}

export function redisCatalogPublisher(redis: Redis): CatalogChangePublisher {
  return async (change) => {
    await redis.publish(CATALOG_CHANGES_CHANNEL, JSON.stringify(change));
  };
}

// The pending set is the process's, so another transaction's afterCommit may announce a product before its own
// transaction commits: each announcement repeats the last SETTLE_MS's, so the later afterCommit drops it again.
const SETTLE_MS = 2_000;

export interface CatalogChanges {
  changed(change: CatalogChange): Promise<void>;
  /** The catalog's StockChangeListener shape, not imported: lib sits below the modules. */
  readonly stockListener: {
    stockChanged(trx: unknown, productId: number): Promise<void>;
    stockTaken(trx: unknown, productId: number): Promise<void>;
    afterCommit(): Promise<void>;
  };
}

export function createCatalogChanges(deps: {
  cache?: ReadCache;
  publish?: CatalogChangePublisher;
  clock: Clock;
  log: { warn(message: string): void; info(message: string): void };
}): CatalogChanges {
  const pending = new Set<number>();
  const recent = new Map<number, number>();
  let publishFailing = false;

  async function changed(change: CatalogChange): Promise<void> {
    if (deps.cache) dropChangedPages(deps.cache, change);
    if (!deps.publish) return;
    try {
      await deps.publish(change);
      if (publishFailing) deps.log.info('catalogue changes reach the other processes through Redis again');
      publishFailing = false;
    } catch (error) {
      // Logged once per outage: under load every order would log it.
      if (!publishFailing) {
        deps.log.warn(
          `catalogue change not published (${(error as Error).message}); other processes see it when their cached pages expire`,
        );
      }
      publishFailing = true;
    }
  }

  const remember = (_trx: unknown, productId: number) => {
    pending.add(productId);
    return Promise.resolve();
  };

  return {
    changed,
    stockListener: {
      stockChanged: remember,
      stockTaken: remember,
      async afterCommit() {
        const now = deps.clock.now().getTime();
        for (const [id, at] of recent) if (now - at > SETTLE_MS) recent.delete(id);
        if (pending.size === 0 && recent.size === 0) return;
        const productIds = [...new Set([...pending, ...recent.keys()])];
        for (const id of pending) recent.set(id, now);
        pending.clear();
        await changed({ productIds });
      },
    },
  };
}

// Its own connection (a subscribed one can do nothing else); announcements are lost while away: subscribing drops all.
export function listenForCatalogChanges(
  redis: Redis,
  cache: ReadCache,
  log: { warn(message: string): void },
): { close(): void } {
  const subscriber = redis.duplicate();
  subscriber.on('error', () => undefined);
  subscriber.on('ready', () => {
    subscriber.subscribe(CATALOG_CHANGES_CHANNEL).then(
      () => cache.clear(),
      (error: unknown) => log.warn(`catalogue changes: could not subscribe (${(error as Error).message})`),
    );
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === CATALOG_CHANGES_CHANNEL) dropChangedPages(cache, parseCatalogChange(message));
  });
  return { close: () => subscriber.disconnect() };
}
