import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore } from './session';
import { storageKeys, webStorage } from './storage';
import { customer } from '@/test/fixtures';

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the signed-in customer up to date, and a late answer after a logout does not bring them back', async () => {
    const session = createSessionStore(webStorage);
    await session.load();
    await session.signIn('token-1', customer);
    await session.setCustomer({ ...customer, FirstName: 'سارا' });
    expect(session.get().customer?.FirstName).toBe('سارا');

    // A currentcustomer read sent before the logout answers after it.
    await session.signOut();
    await session.setCustomer(customer);
    expect(session.get().customer).toBeNull();
    expect(await webStorage.get(storageKeys.customer)).toBeNull();
    // What is stored is what the next start reads: still nobody.
    const restarted = createSessionStore(webStorage);
    expect((await restarted.load()).customer).toBeNull();
  });
});
