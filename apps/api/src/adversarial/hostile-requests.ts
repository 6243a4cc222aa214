// Operations come from the served OpenAPI document, so a route added to the contract is fuzzed too.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minimum?: number;
  minLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface Operation {
  name: string;
  method: string;
  path: string;
  pathParams: string[];
  queryParams: OpenApiParameter[];
  bodyFields: string[];
  sampleBody: Record<string, unknown>;
  takesJsonBody: boolean;
  requiresCustomer: boolean;
  /** Outside /api: answers HTML, not the JSON envelope. */
  isPage: boolean;
}

export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
  expect(res.statusCode).toBe(200);
  const document = res.json<{
    paths: Record<string, Record<string, OpenApiOperation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  }>();
  const resolve = (schema: JsonSchema): JsonSchema =>
    schema.$ref ? resolve(document.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] ?? {}) : schema;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    // The back office's routes have their own gate and generated matrix (admin-testing/, ADR 0064).
    if (path.startsWith('/api/admin/')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const jsonBody = bodySchema && resolve(bodySchema);
      const sampleBody = jsonBody ? sampleValue(jsonBody, resolve) : {};
      operations.push({
        name: operation.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query'),
        bodyFields: Object.keys(jsonBody ? objectProperties(jsonBody, resolve) : {}),
        sampleBody:
          typeof sampleBody === 'object' && sampleBody !== null ? (sampleBody as Record<string, unknown>) : {},
        takesJsonBody: jsonBody !== undefined,
        requiresCustomer: (operation.security ?? []).length > 0,
        isPage: !path.toLowerCase().startsWith('/api/'),
      });
    }
  }
  return operations;
}

type Resolve = (schema: JsonSchema) => JsonSchema;

function objectProperties(schema: JsonSchema, resolve: Resolve): Record<string, JsonSchema> {
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].map(resolve);
  const merged: Record<string, JsonSchema> = { ...schema.properties };
  for (const variant of variants) Object.assign(merged, objectProperties(variant, resolve));
  return merged;
}

function sampleValue(input: JsonSchema, resolve: Resolve, depth = 0): unknown {
  const schema = resolve(input);
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleValue(variant, resolve, depth + 1);
  const properties = objectProperties(schema, resolve);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || Object.keys(properties).length > 0) {
    if (depth > 4) return {};
    return Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, sampleValue(property, resolve, depth + 1)]),
    );
  }
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil(schema.minimum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [sampleValue(schema.items, resolve, depth + 1)] : [];
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      return 'متن نمونه'.padEnd(Math.max(schema.minLength ?? 0, 9), 'ب');
    default:
      return null;
  }
}

export function fillPath(operation: Operation, values: Record<string, string> = {}): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '1');
}

const ONE_MB_STRING = 'ب'.repeat(512 * 1024 - 64); // two bytes a letter: just under the 1 MB body limit
const DEEP_ARRAY = '['.repeat(10_000) + ']'.repeat(10_000);
const DEEP_OBJECT = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);

const WRONG_VALUES: unknown[] = ['متن', '', 1, -1, 0.5, 1e308, -0, 2 ** 53 + 2, true, null, {}, [], [1, 'a']];
// JSON.stringify cannot write these: spliced into the body text as they are.
const RAW_NUMBERS = ['NaN', 'Infinity', '1e309', '-1e309', '1e-400', '123456789012345678901234567890'];

const HOSTILE_STRINGS = [
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'a%00b',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'NaN',
  '-0',
  '1e308',
  '-1',
  '99999999999999999999999',
  '۱۲۳',
  'x'.repeat(8_000),
];

const HOSTILE_PATH_VALUES = [
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '%00',
  '1%00',
  '%E0%A4%A',
  '%27%20OR%201%3D1',
  'NaN',
  '-0',
  '1e308',
  '-1',
  '99999999999999999999999',
  '%DB%B1%DB%B2',
  'x'.repeat(8_000),
];

type FieldPath = (string | number)[];

function fieldPaths(value: unknown, prefix: FieldPath = []): FieldPath[] {
  if (value === null || typeof value !== 'object') return prefix.length > 0 ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  const nested = entries.flatMap(([key, item]) => fieldPaths(item, [...prefix, key]));
  return prefix.length > 0 ? [prefix, ...nested] : nested;
}

function replaceAt(body: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  if (Array.isArray(body)) {
    return (body as unknown[]).map((item, index) => (index === key ? replaceAt(item, rest, value) : item));
  }
  const copy = { ...(body as Record<string, unknown>) };
  copy[String(key)] = replaceAt(copy[String(key)], rest, value);
  return copy;
}

const HOSTILE_HEADERS: [string, string][] = [
  ['authorization', `Bearer ${'x'.repeat(10_000)}`],
  ['authorization', 'Basic ../../etc/passwd'],
  ['authorization', 'Bearer %00'],
  ['authorization', 'Bearer a b c'],
  ['authorization', 'Negotiate abc'],
  ['guest-customer-id', 'x'.repeat(10_000)],
  ['guest-customer-id', '00000000-0000-4000-8000-000000000000'],
  ['idempotency-key', 'x'.repeat(10_000)],
  ['idempotency-key', '../%00'],
  ['if-none-match', '"x"'.repeat(2_000)],
  ['accept', 'text/html'],
  ['accept-encoding', 'gzip;q=NaN, br;q=1e308'],
];

export interface HostileRequest {
  label: string;
  request: InjectOptions;
}

export function hostileRequests(operation: Operation, headers: Record<string, string>): HostileRequest[] {
  const url = fillPath(operation);
  const requests: HostileRequest[] = [];
  const add = (label: string, request: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }) =>
    requests.push({ label, request: { ...request, headers: { ...headers, ...request.headers } } });
  const method = operation.method as InjectOptions['method'];

  for (const name of operation.pathParams) {
    for (const value of HOSTILE_PATH_VALUES) {
      // `..` is resolved before routing; outside /api that is the storefront (503 without a build).
      if (value === '..' && operation.isPage) continue;
      add(`path ${name}=${value.slice(0, 30)}`, { method, url: fillPath(operation, { [name]: value }) });
    }
  }
  for (const { name } of operation.queryParams) {
    for (const value of HOSTILE_STRINGS) {
      add(`query ${name}=${value.slice(0, 30)}`, { method, url, query: { [name]: value } });
    }
    add(`query ${name} repeated`, { method, url: `${url}?${name}=1&${name}=2&${name}[]=3` });
    add(`query ${name}[a]=1`, { method, url: `${url}?${name}[a]=1&${name}.b=2` });
  }

  add('5,000 query parameters', {
    method,
    url: `${url}?${Array.from({ length: 5_000 }, (_, i) => `p${i}=${i}`).join('&')}`,
  });
  // Outside /api a longer path is the storefront's page (503 in a test app, which has none built).
  if (!operation.isPage) add('a 100 KB path', { method, url: `${url}/${'a/'.repeat(50_000)}` });
  for (const [name, value] of HOSTILE_HEADERS) {
    add(`header ${name}: ${value.slice(0, 30)}`, {
      method,
      url,
      headers: { [name]: value },
      ...(operation.takesJsonBody ? { payload: operation.sampleBody } : {}),
    });
  }
  if (operation.isPage) {
    for (const value of HOSTILE_STRINGS) {
      add(`page query "${value.slice(0, 30)}"`, {
        method,
        url,
        query: { Authority: value, Status: value, choice: value },
      });
    }
  }

  if (operation.method === 'GET') return requests;

  const json = (label: string, payload: string, contentType = 'application/json') =>
    add(label, { method, url, payload, headers: { 'content-type': contentType } });
  // One field spoiled at a time, so the rest passes and the spoiled value reaches deep into the handler.
  const placeholder = 'RAW-JSON-PLACEHOLDER';
  const withField = (path: FieldPath, value: unknown) => JSON.stringify(replaceAt(operation.sampleBody, path, value));
  const withRaw = (path: FieldPath, raw: string) => withField(path, placeholder).replace(`"${placeholder}"`, raw);
  json('body of the right shape', JSON.stringify(operation.sampleBody));
  for (const path of fieldPaths(operation.sampleBody)) {
    const field = path.join('.');
    for (const value of WRONG_VALUES) json(`body ${field}=${JSON.stringify(value)}`, withField(path, value));
    for (const raw of RAW_NUMBERS) json(`body ${field}=${raw}`, withRaw(path, raw));
    json(`body ${field}=deep array`, withRaw(path, DEEP_ARRAY));
    json(`body ${field}=1 MB string`, withField(path, ONE_MB_STRING));
    for (const value of HOSTILE_STRINGS) json(`body ${field}="${value.slice(0, 30)}"`, withField(path, value));
  }
  json('body over the 1 MB limit', JSON.stringify({ Value: ONE_MB_STRING + ONE_MB_STRING }));
  json('10,000 nested arrays', DEEP_ARRAY);
  json('10,000 nested objects', DEEP_OBJECT);
  for (const payload of [
    'null',
    '[]',
    '"متن"',
    '42',
    'true',
    '{}',
    '',
    '{',
    '{"a":',
    "{'a':1}",
    '{"a":1,}',
    '\u0000',
  ]) {
    json(`body ${JSON.stringify(payload).slice(0, 20)}`, payload);
  }
  json('__proto__ in the body', '{"__proto__":{"IsAdmin":true},"constructor":{"prototype":{"x":1}}}');
  json('text/plain body', '{"a":1}', 'text/plain');
  json('form-encoded body', 'a=1&b=2', 'application/x-www-form-urlencoded');
  json('xml body', '<a>1</a>', 'application/xml');
  json('json with a wrong charset', '{}', 'application/json; charset=utf-16');
  json(
    'multipart body',
    '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n',
    'multipart/form-data; boundary=xyz',
  );
  json('multipart without a boundary', 'abc', 'multipart/form-data');
  json('broken multipart', '--xyz\r\nContent-Disposition: form-data; name=', 'multipart/form-data; boundary=xyz');
  return requests;
}

const PERSIAN_LETTERS = /[\u0600-\u06FF]/;

// No 5xx; a 4xx is the Persian envelope (a 401's lacks `Success`, as SessionRequiredResponse), a page Persian.
export function answerProblem(res: LightMyRequestResponse, operation: Pick<Operation, 'isPage'>): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  if (operation.isPage) {
    return PERSIAN_LETTERS.test(res.body) ? null : `answered ${res.statusCode} without Persian text`;
  }
  let body: { Success?: unknown; Message?: unknown; Errors?: unknown };
  try {
    body = res.json();
  } catch {
    return `answered ${res.statusCode} without JSON: ${res.body.slice(0, 200)}`;
  }
  const envelope =
    typeof body.Message === 'string' &&
    PERSIAN_LETTERS.test(body.Message) &&
    Array.isArray(body.Errors) &&
    (res.statusCode === 401 ? body.Success === undefined || body.Success === false : body.Success === false);
  return envelope ? null : `answered ${res.statusCode} outside the Persian envelope: ${res.body.slice(0, 200)}`;
}

export async function runLimited<T>(tasks: (() => Promise<T>)[], limit = 8): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
