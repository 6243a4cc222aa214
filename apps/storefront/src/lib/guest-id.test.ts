import { describe, expect, it } from 'vitest';
import { ensureGuestId, renewGuestId } from './guest-id';
import type { KeyValueStorage } from './storage';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    get: (key) => Promise.resolve(data[key] ?? null),
    set: (key, value) => Promise.resolve(void (data[key] = value)),
    remove: (key) => Promise.resolve(void delete data[key]),
  };
}

describe('guest id', () => {
  it('generates a version-4 UUID once and keeps it', async () => {
    const store = memoryStorage();
    const first = await ensureGuestId(store);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await ensureGuestId(store)).toBe(first);
    expect(store.data['guest-customer-id']).toBe(first);
  });

  it('replaces a stored value that is not a v4 UUID', async () => {
    const store = memoryStorage({ 'guest-customer-id': 'not-a-uuid' });
    expect(await ensureGuestId(store, () => '3b241101-e2bb-4255-8caf-4136c566a962')).toBe(
      '3b241101-e2bb-4255-8caf-4136c566a962',
    );
  });

  it('makes a new one when renewed (logout)', async () => {
    const store = memoryStorage();
    const first = await ensureGuestId(store);
    const second = await renewGuestId(store);
    expect(second).not.toBe(first);
    expect(store.data['guest-customer-id']).toBe(second);
  });
});
