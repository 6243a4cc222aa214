// The back office's routes, registered from @sabad/contract/admin like the shop's (contract-routes.ts),
// but behind their own gate: a staff session (cookie), its CSRF token on every write, the route's
// permission. A shopper's Authorization header or guest id is never read here (ADR 0064).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponse } from '@sabad/contract';
import {
  ADMIN_API_BASE_PATH,
  adminRoutes,
  type AdminRouteDef,
  type AdminRouteName,
  type AdminRoutes,
  type StaffPermission,
} from '@sabad/contract/admin';
import type { z } from 'zod';
import { AppError, forbidden } from '../lib/app-error.js';

/** Who makes an admin call: what the audit log records and what the permission check reads. */
export interface StaffActor {
  staffId: number;
  email: string;
  ip: string;
  sessionId: number;
  permissions: readonly StaffPermission[];
}

/** A complete (second factor done), unrevoked, unexpired session of an active staff member. */
export interface StaffSessionContext {
  actor: StaffActor;
  /** Compared with the X-CSRF-Token header on every write. */
  csrfMatches(header: string | undefined): boolean;
  mustChangePassword: boolean;
}

export interface StaffSessionResolver {
  resolve(request: FastifyRequest): Promise<StaffSessionContext | null>;
}

export const CSRF_HEADER = 'x-csrf-token';

export const adminGateMessages = {
  signInRequired: 'برای این کار باید با حساب کارمندی وارد شوید.',
  csrfMissing: 'این درخواست نشانهٔ امنیتی (X-CSRF-Token) درستی ندارد؛ صفحه را تازه کنید و دوباره بکوشید.',
  permissionMissing: 'نقش شما اجازهٔ این کار را ندارد.',
  passwordChangeFirst: 'پیش از هر کار دیگر، گذرواژهٔ یک‌بارمصرف را عوض کنید.',
};

type Parsed<D, K extends string> = D extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;
type ActorOf<D> = D extends { access: 'public' } ? null : StaffActor;

export interface AdminRouteInput<N extends AdminRouteName> {
  params: Parsed<AdminRoutes[N], 'params'>;
  query: Parsed<AdminRoutes[N], 'query'>;
  body: Parsed<AdminRoutes[N], 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
  actor: ActorOf<AdminRoutes[N]>;
}

export type AdminRouteHandler<N extends AdminRouteName> = (
  input: AdminRouteInput<N>,
) => Promise<z.input<AdminRoutes[N]['response']>>;

// Keyed by the HTTP server, which encapsulated child instances share (as contract-routes.ts does).
const registered = new WeakMap<object, Set<AdminRouteName>>();
const resolvers = new WeakMap<object, StaffSessionResolver>();

declare module 'fastify' {
  interface FastifyRequest {
    staffActor: StaffActor | null;
  }
}

export function adminRouteUrl(def: AdminRouteDef): string {
  return `${ADMIN_API_BASE_PATH}${def.path}`;
}

export function isWrite(def: Pick<AdminRouteDef, 'method'>): boolean {
  return def.method !== 'GET';
}

/** Called once, before the admin routes: how a request's staff session is found. */
export function registerAdminGate(app: FastifyInstance, sessions: StaffSessionResolver): void {
  resolvers.set(app.server, sessions);
  app.decorateRequest('staffActor', null);
}

async function admit(app: FastifyInstance, def: AdminRouteDef, request: FastifyRequest): Promise<void> {
  if (def.access === 'public') return;
  const resolver = resolvers.get(app.server);
  if (!resolver) throw new Error('registerAdminGate() must run before admin routes answer');
  const session = await resolver.resolve(request);
  if (!session) throw new AppError(401, adminGateMessages.signInRequired, [adminGateMessages.signInRequired]);
  const header = request.headers[CSRF_HEADER];
  if (isWrite(def) && !session.csrfMatches(typeof header === 'string' ? header : undefined))
    throw forbidden(adminGateMessages.csrfMissing);
  if (def.access !== 'signedIn') {
    if (session.mustChangePassword) throw forbidden(adminGateMessages.passwordChangeFirst);
    if (!session.actor.permissions.includes(def.access)) throw forbidden(adminGateMessages.permissionMissing);
  }
  request.staffActor = session.actor;
}

export function addAdminRoute<N extends AdminRouteName>(
  app: FastifyInstance,
  name: N,
  handler: AdminRouteHandler<N>,
): void {
  const def: AdminRouteDef = adminRoutes[name];
  app.route({
    method: def.method,
    url: adminRouteUrl(def),
    schema: {
      operationId: name,
      summary: def.summary,
      tags: def.tags,
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: { 200: def.response, '4xx': ErrorResponse, '5xx': ErrorResponse },
      ...(def.access === 'public' ? {} : { security: [{ adminSession: [] }] }),
    },
    // Before validation: a caller without access learns nothing about the route's input.
    preValidation: (request) => admit(app, def, request),
    handler: (request, reply) =>
      handler({
        params: request.params as AdminRouteInput<N>['params'],
        query: request.query as AdminRouteInput<N>['query'],
        body: request.body as AdminRouteInput<N>['body'],
        request,
        reply,
        actor: request.staffActor as AdminRouteInput<N>['actor'],
      }),
  });
  const names = registered.get(app.server) ?? new Set<AdminRouteName>();
  names.add(name);
  registered.set(app.server, names);
}

export function assertAllAdminRoutesRegistered(app: FastifyInstance): void {
  const names = registered.get(app.server) ?? new Set<AdminRouteName>();
  const missing = (Object.keys(adminRoutes) as AdminRouteName[]).filter((name) => !names.has(name));
  if (missing.length > 0) throw new Error(`Admin contract routes without a handler: ${missing.join(', ')}`);
}
