/**
 * Look-ups that cannot miss unless the code is wrong: an index into a list built alongside
 * another, a key the map was built from, a value an earlier step made sure of. A miss throws
 * (a 500), instead of letting `undefined` travel on into a query or an answer.
 */

/** `items[index]` for an index the caller knows is in range. */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item at index ${index} of a list of ${items.length}`);
  return item;
}

/** `map.get(key)` for a key the caller knows is in the map. */
export function entryOf<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`no entry for ${String(key)}`);
  return value;
}

/** `value` where an earlier step made sure it is there; `what` names it in the error. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`);
  return value;
}
