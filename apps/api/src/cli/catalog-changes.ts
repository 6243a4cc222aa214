// With REDIS_URL each committed change is published so the servers drop the affected pages at once (ADR 0030);
// without it they see it within CATALOG_CACHE_TTL_MS. Redis is opened only when a change is published.
import type { Redis } from 'ioredis';
import { loadEnv } from '../config/env.js';
import { createCatalogChanges, redisCatalogPublisher, type CatalogChanges } from '../lib/cache-invalidation.js';
import { systemClock } from '../lib/clock.js';
import { openRedis } from '../lib/redis-client.js';
import type { CliIo } from './cli-io.js';

interface RunChanges {
  changes: CatalogChanges;
  redis?: Promise<Redis>;
}

const runs = new WeakMap<CliIo, RunChanges>();

export function catalogChangesFor(io: CliIo): CatalogChanges {
  const existing = runs.get(io);
  if (existing) return existing.changes;
  const url = loadEnv().REDIS_URL;
  const run: RunChanges = {
    changes: createCatalogChanges({
      ...(url
        ? {
            publish: async (change) => {
              // One try, waiting for the connection (a command is queued until it is up): a CLI
              // run is short, and a Redis that is away is reported, not retried.
              run.redis ??= openRedis(url, { enableOfflineQueue: true, retryStrategy: () => null });
              await redisCatalogPublisher(await run.redis)(change);
            },
          }
        : {}),
      clock: systemClock,
      log: { warn: (message) => io.err(`Note: ${message}`), info: () => undefined },
    }),
  };
  runs.set(io, run);
  return run.changes;
}

export async function closeCatalogChanges(io: CliIo): Promise<void> {
  const run = runs.get(io);
  runs.delete(io);
  const redis = await run?.redis;
  if (!redis) return;
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}
