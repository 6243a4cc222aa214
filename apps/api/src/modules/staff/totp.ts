// RFC 6238 through otplib (SHA-1, 6 digits, 30 s: what every authenticator app reads from the URI).
import { toLatinDigits } from '@sabad/contract';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

const ISSUER = 'Sabad';
// One step either side: a phone's clock a little off, or a code typed just as it turned over.
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/** The code's time step when it is right now (and later than `afterStep`), else null. */
export function verifyTotp(secret: string, code: string, now: Date, afterStep: number | null): number | null {
  const token = toLatinDigits(code).replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = verifySync({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Tests and the demo store's documentation compute the code an authenticator would show. */
export function totpCode(secret: string, now: Date): string {
  return generateSync({ secret, epoch: Math.floor(now.getTime() / 1000) });
}
