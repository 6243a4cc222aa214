export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private totalSize = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number = () => 1,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    this.delete(key);
    this.entries.set(key, { value, size });
    this.totalSize += size;
    for (const [oldestKey] of this.entries) {
      if (this.totalSize <= this.maxSize) break;
      this.delete(oldestKey);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalSize -= entry.size;
  }

  clear(): void {
    this.entries.clear();
    this.totalSize = 0;
  }

  get size(): number {
    return this.totalSize;
  }
}
