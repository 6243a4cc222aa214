import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import {
  API_BASE_PATH,
  ErrorResponse,
  SessionRequiredResponse,
  routes,
  type RouteDef,
  type RouteName,
  type Routes,
} from '@sabad/contract';
import { z } from 'zod';
import type { ReadCache } from '../lib/read-cache.js';
import { requireCustomer } from './identity.js';
import { persianIssueMessage } from './validation-messages.js';

type Parsed<D, K extends string> = D extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

export interface RouteInput<N extends RouteName> {
  params: Parsed<Routes[N], 'params'>;
  query: Parsed<Routes[N], 'query'>;
  body: Parsed<Routes[N], 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<N extends RouteName> = (input: RouteInput<N>) => Promise<z.input<Routes[N]['response']>>;

// Keyed by the HTTP server, which encapsulated child instances share, so their routes count too.
const registered = new WeakMap<object, Set<RouteName>>();

export function routeUrl(def: RouteDef): string {
  return def.absolute ? def.path : `${API_BASE_PATH}${def.path}`;
}

export function addRoute<N extends RouteName>(app: FastifyInstance, name: N, handler: RouteHandler<N>): void {
  const def: RouteDef = routes[name];
  const schema = {
    operationId: name,
    summary: def.summary,
    tags: def.tags,
    ...(def.params ? { params: def.params } : {}),
    ...(def.query ? { querystring: def.query } : {}),
    ...(def.body ? { body: def.body } : {}),
    response: {
      200: def.response,
      401: z.union([ErrorResponse, SessionRequiredResponse]),
      '4xx': ErrorResponse,
      '5xx': ErrorResponse,
    },
    ...(def.auth ? { security: [{ accessToken: [] }] } : {}),
  };
  app.route({
    method: def.method,
    url: routeUrl(def),
    schema,
    ...(def.auth ? { preValidation: requireCustomer } : {}),
    handler: (request, reply) =>
      handler({
        params: request.params as RouteInput<N>['params'],
        query: request.query as RouteInput<N>['query'],
        body: request.body as RouteInput<N>['body'],
        request,
        reply,
      }),
  });
  const names = registered.get(app.server) ?? new Set<RouteName>();
  names.add(name);
  registered.set(app.server, names);
}

// Checked answers must parse back unchanged, so production's unchecked bytes are what the check passed.
export function serializeAnswer(schema: z.ZodType, answer: unknown, check: boolean): string {
  const json = JSON.stringify(answer);
  if (!check) return json;
  const parsed = JSON.stringify(schema.parse(answer));
  if (parsed !== json)
    throw new Error(
      `the answer differs from its contract: sent ${json.slice(0, 500)}, contract ${parsed.slice(0, 500)}`,
    );
  return json;
}

export function addCachedRoute<N extends RouteName>(
  app: FastifyInstance,
  name: N,
  options: { cache: ReadCache; key: (input: RouteInput<N>) => string; check: boolean },
  handler: RouteHandler<N>,
): void {
  const response: z.ZodType = routes[name].response;
  addRoute(app, name, async (input) => {
    const json = await options.cache.get(`${name}:${options.key(input)}`, async () =>
      serializeAnswer(response, await handler(input), options.check),
    );
    void input.reply.type('application/json; charset=utf-8');
    return json as unknown as z.input<Routes[N]['response']>;
  });
}

export function assertAllRoutesRegistered(app: FastifyInstance): void {
  const names = registered.get(app.server) ?? new Set<RouteName>();
  const missing = (Object.keys(routes) as RouteName[]).filter((name) => !names.has(name));
  if (missing.length > 0) throw new Error(`Contract routes without a handler: ${missing.join(', ')}`);
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = z.safeParse(schema, data, { error: persianIssueMessage });
    if (result.success) return { value: result.data };
    return {
      error: result.error.issues.map((issue) => ({
        keyword: issue.code,
        instancePath: `/${issue.path.map(String).join('/')}`,
        schemaPath: '',
        params: {},
        message: issue.message,
      })),
    };
  };
