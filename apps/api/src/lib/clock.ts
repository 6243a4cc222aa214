/** Time source, injected so tests can move time (token expiry, caches). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
