/**
 * Catalogue changes told to every API process (ADR 0030). Each process keeps its catalogue pages
 * in a ReadCache; when a product's stock, price or rating, or the catalogue as a whole, changes and
 * the change has committed, the process that made it drops its own affected pages at once and,
 * with Redis, publishes the change on one channel that every server process listens to. Without
 * Redis (or while it is away) other processes see the change when their entries expire
 * (CATALOG_CACHE_TTL_MS): the TTL is the bound either way, the announcement makes it immediate.
 */
import type { Redis } from 'ioredis';
import type { Clock } from './clock.js';
import type { ReadCache } from './read-cache.js';

export const CATALOG_CHANGES_CHANNEL = 'sabad:catalog-changed';

/** Some products changed (stock, price, rating), or anything in the catalogue may have (a reindex). */
export type CatalogChange = { productIds: number[] } | { everything: true };

/** Sends a change to the other processes; rejects when it could not (they then wait for the TTL). */
export type CatalogChangePublisher = (change: CatalogChange) => Promise<void>;

/**
 * Catalogue pages are cached under `<route name>:<key>` (plugins/contract-routes.ts): a product's
 * details under its id, everything else (lists, search, home, filters, page heads) is list-shaped
 * and may show any product.
 */
const PRODUCT_DETAILS_PREFIX = 'getProductDetails:';

/** Drops the pages a change may have made wrong: the products' details and every list-shaped page. */
export function dropChangedPages(cache: ReadCache, change: CatalogChange): void {
  if ('everything' in change) {
    cache.clear();
    return;
  }
  for (const id of change.productIds) cache.delete(`${PRODUCT_DETAILS_PREFIX}${id}`);
  cache.deleteWhere((key) => !key.startsWith(PRODUCT_DETAILS_PREFIX));
}

/** A message from the channel; anything unreadable counts as "everything changed", the safe side. */
export function parseCatalogChange(message: string): CatalogChange {
  try {
    const parsed = JSON.parse(message) as unknown;
    if (typeof parsed === 'object' && parsed !== null && 'productIds' in parsed) {
      const ids = parsed.productIds;
      if (Array.isArray(ids) && ids.every((id) => Number.isSafeInteger(id))) return { productIds: ids as number[] };
    }
  } catch {
    // falls through to everything
  }
  return { everything: true };
}

export function redisCatalogPublisher(redis: Redis): CatalogChangePublisher {
  return async (change) => {
    await redis.publish(CATALOG_CHANGES_CHANNEL, JSON.stringify(change));
  };
}

/**
 * A product an uncommitted transaction touched may be announced by another transaction's
 * afterCommit (the pending set is the process's, not the transaction's) and reloaded before that
 * transaction commits. So each announcement repeats the products announced in the last
 * SETTLE_MS: the later transaction's own afterCommit then drops them again, after its commit.
 */
const SETTLE_MS = 2_000;

export interface CatalogChanges {
  /** Call after the change committed: drops this process's affected pages, then tells the others. */
  changed(change: CatalogChange): Promise<void>;
  /**
   * Told of every stock change inside its transaction, announces after the commit (the catalog
   * module's StockChangeListener, without importing it: lib sits below the modules).
   */
  readonly stockListener: {
    stockChanged(trx: unknown, productId: number): Promise<void>;
    stockTaken(trx: unknown, productId: number): Promise<void>;
    afterCommit(): Promise<void>;
  };
}

export function createCatalogChanges(deps: {
  /** This process's catalogue pages (none in the CLI). */
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

/**
 * Listens on the channel with its own connection (a subscribed Redis connection can do nothing
 * else) and drops the announced pages. Announcements sent while it was not subscribed are lost, so
 * the whole cache is dropped each time it subscribes, the first time too: the server need not wait
 * for Redis before it serves (it starts and sells with Redis away).
 */
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
