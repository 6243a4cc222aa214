// A stale token counts as none, so its holder can still browse; no WWW-Authenticate (browser login box).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CustomerRow } from '../db/schema.js';
import { badRequest, SessionRequiredError } from '../lib/app-error.js';
import { messagesFa } from '../lib/messages-fa.js';

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
    // DESIGN §2: the specification's source app names the guest header AwsCustomerId.
    const guestHeader = request.headers['guest-customer-id'] ?? request.headers['awscustomerid'];
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

export function requireCustomer(request: FastifyRequest): Promise<void> {
  return request.identity.customer
    ? Promise.resolve()
    : Promise.reject(new SessionRequiredError(messagesFa.loginRequired));
}

export function signedInCustomer(request: FastifyRequest): CustomerRow {
  const { customer } = request.identity;
  if (!customer) throw new SessionRequiredError(messagesFa.loginRequired);
  return customer;
}
