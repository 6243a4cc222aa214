/**
 * Who a request is for (DESIGN §2): the guest id from `Guest-Customer-Id` (a UUID v4; malformed
 * is a 400) and the customer behind `Authorization: Basic <token>` (or `Bearer`). A token that is
 * unknown, expired or revoked counts as no token: public calls still work (a shopper with a stale
 * token can still browse and log in again) and calls that need a customer answer 401.
 * The server never sends `WWW-Authenticate`, which would pop up the browser's login box.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CustomerRow } from '../db/schema.js';
import { badRequest, SessionRequiredError } from '../lib/app-error.js';
import { messagesFa } from '../lib/messages-fa.js';

/** What identity needs from the customers module, handed over by app.ts: the customer a token stands for, if any. */
export interface AccessTokenResolver {
  resolve(token: string): Promise<CustomerRow | null>;
}

export interface Identity {
  guestId: string | null;
  customer: CustomerRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity;
  }
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const AUTHORIZATION = /^(?:basic|bearer)\s+(\S+)\s*$/i;

export function readAccessToken(header: string | undefined): string | null {
  if (!header) return null;
  return AUTHORIZATION.exec(header)?.[1] ?? null;
}

export function registerIdentity(app: FastifyInstance, deps: { accessTokens: AccessTokenResolver }): void {
  app.decorateRequest('identity', null as unknown as Identity);
  app.addHook('onRequest', async (request) => {
    const guestHeader = request.headers['guest-customer-id'];
    let guestId: string | null = null;
    if (guestHeader !== undefined && guestHeader !== '') {
      if (typeof guestHeader !== 'string' || !UUID_V4.test(guestHeader.trim())) {
        throw badRequest(messagesFa.invalidGuestId);
      }
      guestId = guestHeader.trim().toLowerCase();
    }
    const token = readAccessToken(request.headers.authorization);
    const customer = token ? await deps.accessTokens.resolve(token) : null;
    request.identity = { guestId, customer };
  });
}

/** For routes that need a logged-in customer (`auth: true` in the contract). */
export function requireCustomer(request: FastifyRequest): Promise<void> {
  return request.identity.customer
    ? Promise.resolve()
    : Promise.reject(new SessionRequiredError(messagesFa.loginRequired));
}

/** The customer of a route marked `auth` in the contract (its preValidation hook, requireCustomer, let it through). */
export function signedInCustomer(request: FastifyRequest): CustomerRow {
  const { customer } = request.identity;
  if (!customer) throw new SessionRequiredError(messagesFa.loginRequired);
  return customer;
}
