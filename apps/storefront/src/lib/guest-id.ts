import { storageKeys, type KeyValueStorage } from './storage';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isGuestId(value: string | null): value is string {
  return value !== null && UUID_V4.test(value);
}

export async function ensureGuestId(
  store: KeyValueStorage,
  newId: () => string = () => crypto.randomUUID(),
): Promise<string> {
  const stored = await store.get(storageKeys.guestId);
  if (isGuestId(stored)) return stored;
  const id = newId();
  await store.set(storageKeys.guestId, id);
  return id;
}

export async function renewGuestId(
  store: KeyValueStorage,
  newId: () => string = () => crypto.randomUUID(),
): Promise<string> {
  await store.remove(storageKeys.guestId);
  return ensureGuestId(store, newId);
}
