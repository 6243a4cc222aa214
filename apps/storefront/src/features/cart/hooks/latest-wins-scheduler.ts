/** Each new value for a key restarts that key's wait and replaces the value: the latest wins. */
export interface LatestWinsScheduler<T> {
  schedule(key: number, value: T): void;
  flush(): void;
  isPending(key: number): boolean;
}

export function createLatestWinsScheduler<T>(
  delayMs: number,
  send: (key: number, value: T) => void,
): LatestWinsScheduler<T> {
  const pending = new Map<number, { timer: ReturnType<typeof setTimeout>; value: T }>();
  return {
    schedule(key, value) {
      const previous = pending.get(key);
      if (previous) clearTimeout(previous.timer);
      const timer = setTimeout(() => {
        pending.delete(key);
        send(key, value);
      }, delayMs);
      pending.set(key, { timer, value });
    },
    flush() {
      const due = [...pending.entries()];
      pending.clear();
      for (const [key, { timer, value }] of due) {
        clearTimeout(timer);
        send(key, value);
      }
    },
    isPending: (key) => pending.has(key),
  };
}
