// Entries live `ttlMs` from the start of their load; concurrent misses share one load; a ttl of 0 disables caching.
import type { Clock } from './clock.js';

interface Entry {
  value: Promise<unknown>;
  storedAt: number;
}

export class ReadCache {
  // Re-inserting on each hit keeps the Map's first key the least recently used.
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; clock: Clock }) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.options.ttlMs <= 0) return load();
    const now = this.options.clock.now().getTime();
    const entry = this.entries.get(key);
    if (entry && now - entry.storedAt < this.options.ttlMs) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value as Promise<T>;
    }
    const value = load();
    const stored: Entry = { value, storedAt: now };
    this.entries.delete(key);
    this.entries.set(key, stored);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
    // A failed load is not kept; a newer entry stored meanwhile under the key (after an invalidation) is left alone.
    value.catch(() => {
      if (this.entries.get(key) === stored) this.entries.delete(key);
    });
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  deleteWhere(matches: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
