/**
 * A short-lived cache of read results (catalogue pages), bounded by entry count. Entries live for
 * `ttlMs`, so a change made by another process (the CLI, another server) shows within that time;
 * concurrent misses for one key share one load. A ttl of 0 disables caching.
 */
import type { Clock } from './clock.js';
import { LruCache } from './lru-cache.js';

export class ReadCache {
  private readonly entries: LruCache<{ value: Promise<unknown>; storedAt: number }>;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; clock: Clock }) {
    this.entries = new LruCache(options.maxEntries);
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.options.ttlMs <= 0) return load();
    const now = this.options.clock.now().getTime();
    const entry = this.entries.get(key);
    if (entry && now - entry.storedAt < this.options.ttlMs) return entry.value as Promise<T>;
    const value = load();
    this.entries.set(key, { value, storedAt: now });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
