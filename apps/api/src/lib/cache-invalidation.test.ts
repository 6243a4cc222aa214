/**
 * What a catalogue change drops from a process's page cache, and when the stock listener
 * announces it (ADR 0030). The two-process behaviour over Redis is scale-out.postgres.redis.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  createCatalogChanges,
  dropChangedPages,
  parseCatalogChange,
  type CatalogChange,
} from './cache-invalidation.js';
import { manualClock } from '../testing/test-app.js';
import { ReadCache } from './read-cache.js';

function pagesCache(clock = manualClock()) {
  const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 100, clock });
  const keys = ['getProductDetails:1', 'getProductDetails:2', 'searchProducts:{}', 'getHomePage:', 'page-head:/'];
  return { cache, keys, fill: () => Promise.all(keys.map((key) => cache.get(key, () => Promise.resolve(key)))) };
}

const cached = async (cache: ReadCache, key: string) => {
  let loaded = false;
  await cache.get(key, () => {
    loaded = true;
    return Promise.resolve(key);
  });
  return !loaded;
};

describe('catalogue cache invalidation', () => {
  it("drops a changed product's details and every list-shaped page, and keeps other products' details", async () => {
    const { cache, fill } = pagesCache();
    await fill();
    dropChangedPages(cache, { productIds: [1] });
    expect(await cached(cache, 'getProductDetails:2')).toBe(true);
    for (const key of ['getProductDetails:1', 'searchProducts:{}', 'getHomePage:', 'page-head:/'])
      expect(await cached(cache, key), key).toBe(false);

    await fill();
    dropChangedPages(cache, { everything: true });
    expect(cache.size).toBe(0);
  });

  it('reads an unreadable message as "everything changed"', () => {
    expect(parseCatalogChange('{"productIds":[3,4]}')).toEqual({ productIds: [3, 4] });
    expect(parseCatalogChange('{"productIds":["3"]}')).toEqual({ everything: true });
    expect(parseCatalogChange('not json')).toEqual({ everything: true });
  });

  it('announces stock changes after the commit, again for a while, and logs a failing Redis once', async () => {
    const clock = manualClock();
    const { cache, fill } = pagesCache(clock);
    const published: CatalogChange[] = [];
    let redisUp = true;
    const warnings: string[] = [];
    const changes = createCatalogChanges({
      cache,
      publish: (change) => {
        if (!redisUp) return Promise.reject(new Error('Connection is closed.'));
        published.push(change);
        return Promise.resolve();
      },
      clock,
      log: { warn: (message) => warnings.push(message), info: () => undefined },
    });

    await fill();
    await changes.stockListener.stockTaken({}, 1);
    // Inside the transaction nothing is announced or dropped yet.
    expect(published).toEqual([]);
    expect(await cached(cache, 'getProductDetails:1')).toBe(true);
    await changes.stockListener.afterCommit();
    expect(published).toEqual([{ productIds: [1] }]);
    expect(await cached(cache, 'getProductDetails:1')).toBe(false);

    // A later commit repeats product 1 (another transaction may have touched it before this
    // announcement and committed after it), until the settle time has passed.
    await changes.stockListener.stockChanged({}, 2);
    await changes.stockListener.afterCommit();
    expect(published.at(-1)).toEqual({ productIds: [2, 1] });
    clock.advance(2_500);
    await changes.stockListener.afterCommit();
    expect(published).toHaveLength(2);

    redisUp = false;
    await changes.changed({ productIds: [2] });
    await changes.changed({ productIds: [2] });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/not published/);
    // This process's own pages are dropped whether or not Redis answers.
    expect(await cached(cache, 'getProductDetails:2')).toBe(false);
  });

  it('keeps at most maxEntries pages, the least recently used out first; a failed load is not kept', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 2, clock: manualClock() });
    await cache.get('a', () => Promise.resolve(1));
    await cache.get('b', () => Promise.resolve(2));
    await cache.get('a', () => Promise.resolve(1));
    await cache.get('c', () => Promise.resolve(3));
    expect(await cached(cache, 'a')).toBe(true);
    expect(await cached(cache, 'b')).toBe(false);

    await expect(cache.get('d', () => Promise.reject(new Error('database away')))).rejects.toThrow();
    expect(await cached(cache, 'd')).toBe(false);
  });
});
