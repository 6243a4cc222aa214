// PHC strings carry the cost, so it can be raised later (`needsRehash`).
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { toLatinDigits } from '@sabad/contract';

export interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

/** Tests pass a cheaper cost. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { logN: 15, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  needsRehash(stored: string): boolean;
}

/** The same password may be typed on a Persian keyboard on the phone and a Latin one on a laptop. */
function normalizePassword(password: string): string {
  return toLatinDigits(password.normalize('NFC'));
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  return new Promise((resolve, reject) => {
    scrypt(
      normalizePassword(password),
      salt,
      KEY_LENGTH,
      { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export function createPasswordHasher(cost: ScryptCost = DEFAULT_SCRYPT_COST): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(SALT_LENGTH);
      const key = await derive(password, salt, cost);
      return `$scrypt$ln=${cost.logN},r=${cost.r},p=${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
    },
    async verify(password, stored) {
      const match = PHC.exec(stored);
      if (!match) return false;
      const [, logN, r, p, salt, hash] = match;
      if (salt === undefined || hash === undefined) return false;
      const expected = Buffer.from(hash, 'base64');
      if (expected.length !== KEY_LENGTH) return false;
      const actual = await derive(password, Buffer.from(salt, 'base64'), {
        logN: Number(logN),
        r: Number(r),
        p: Number(p),
      });
      return timingSafeEqual(actual, expected);
    },
    needsRehash(stored) {
      const match = PHC.exec(stored);
      if (!match) return true;
      return Number(match[1]) < cost.logN || Number(match[2]) < cost.r || Number(match[3]) < cost.p;
    },
  };
}
