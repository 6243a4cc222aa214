import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password-hasher.js';

describe('password hasher (scrypt)', () => {
  const hasher = createPasswordHasher({ logN: 10, r: 8, p: 1 });

  it('stores a salted PHC string that verifies the right password only', async () => {
    const stored = await hasher.hash('رمز-امن-1403');
    expect(stored).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(stored).not.toContain('رمز');
    expect(await hasher.verify('رمز-امن-1403', stored)).toBe(true);
    expect(await hasher.verify('رمز-امن-1404', stored)).toBe(false);
    expect(await hasher.verify('', stored)).toBe(false);
  });

  it('salts every hash: the same password hashes differently twice', async () => {
    expect(await hasher.hash('same-password')).not.toBe(await hasher.hash('same-password'));
  });

  it('accepts Persian digits for Latin ones (same password typed on a Persian keyboard)', async () => {
    const stored = await hasher.hash('secret1403');
    expect(await hasher.verify('secret۱۴۰۳', stored)).toBe(true);
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    expect(await hasher.verify('x', 'not-a-hash')).toBe(false);
    expect(await hasher.verify('x', '$scrypt$ln=10,r=8,p=1$AAAA$AAAA')).toBe(false);
  });

  it('asks for a rehash when the stored cost is weaker than the current one', async () => {
    const weak = await hasher.hash('pw');
    expect(createPasswordHasher({ logN: 11, r: 8, p: 1 }).needsRehash(weak)).toBe(true);
    expect(hasher.needsRehash(weak)).toBe(false);
  });
});
