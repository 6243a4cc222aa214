// The only reader of process.env; the README's configuration table documents each variable.
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.js';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  // Outside production each catalogue answer is checked against the contract, a mismatch answering 500 (ADR 0035).
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'data', 'sabad.db')),
  REDIS_URL: z.string().url().optional(),
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'PUBLIC_URL must start with http:// or https://')
    .optional(),
  STOREFRONT_DIST: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'apps', 'storefront', 'dist')),
  /** The back office's build, served at /admin (ADR 0067). */
  ADMIN_DIST: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'apps', 'admin', 'dist')),
  ACCESS_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  SEED_DEMO_STORE: flag.default(true),
  APP_SECRET: z.string().min(32).optional(),
  EMAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().url().optional(),
  EMAIL_FROM: z.string().min(3).default('سبد <no-reply@sabad.local>'),
  SMS_TRANSPORT: z.enum(['outbox', 'kavenegar']).default('outbox'),
  KAVENEGAR_API_KEY: z.string().min(1).optional(),
  KAVENEGAR_SENDER: z.string().min(1).optional(),
  KAVENEGAR_BASE_URL: z.string().url().default('https://api.kavenegar.com'),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'zarinpal']).default('sandbox'),
  ZARINPAL_MERCHANT_ID: z.string().min(1).optional(),
  ZARINPAL_BASE_URL: z.string().url().default('https://payment.zarinpal.com'),
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PUSH_TRANSPORT: z.enum(['web-push', 'outbox']).default('web-push'),
  VAPID_PUBLIC_KEY: z.string().min(80).max(100).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).max(50).optional(),
  VAPID_SUBJECT: z
    .string()
    .refine((value) => /^(mailto:|https:\/\/)/.test(value), 'VAPID_SUBJECT must start with mailto: or https://')
    .default('mailto:no-reply@sabad.local'),
  PUSH_ALLOW_LOOPBACK_HTTP: flag.default(false),
  // The back office's session cookie is Secure unless this says otherwise (ADR 0064); Chromium keeps a
  // Secure cookie on http://localhost and 127.0.0.1, so only plain HTTP on another address needs it off.
  ADMIN_COOKIE_SECURE: flag.default(true),
  // Pictures' bytes in S3-compatible object storage instead of the database when S3_BUCKET is set (ADR 0074).
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name: 3–63 of a-z, 0-9, dot and hyphen')
    .optional(),
  S3_ENDPOINT: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'S3_ENDPOINT must start with http:// or https://')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  S3_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9/_.-]*$/, 'S3_KEY_PREFIX may hold only A-Z, a-z, 0-9, /, _, . and -')
    .default('pictures/'),
});

export type Env = z.infer<typeof envSchema>;

/** The object store needs its bucket and both keys, or nothing: a half-configured store would lose uploads. */
function s3Problems(env: Env): string[] {
  const set = [env.S3_ENDPOINT, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY].some((value) => value !== undefined);
  if (!env.S3_BUCKET && !set) return [];
  return (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
    .filter((name) => env[name] === undefined)
    .map((name) => `${name}: required when any S3_* setting is given (pictures in object storage, ADR 0074)`);
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => {
      const value = source[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = result.data;
  const missing = [
    env.EMAIL_TRANSPORT === 'smtp' && !env.SMTP_URL ? 'SMTP_URL: required when EMAIL_TRANSPORT=smtp' : null,
    env.SMS_TRANSPORT === 'kavenegar' && !env.KAVENEGAR_API_KEY
      ? 'KAVENEGAR_API_KEY: required when SMS_TRANSPORT=kavenegar'
      : null,
    env.SMS_TRANSPORT === 'kavenegar' && !env.KAVENEGAR_SENDER
      ? 'KAVENEGAR_SENDER: required when SMS_TRANSPORT=kavenegar'
      : null,
    env.PAYMENT_GATEWAY === 'zarinpal' && !env.ZARINPAL_MERCHANT_ID
      ? 'ZARINPAL_MERCHANT_ID: required when PAYMENT_GATEWAY=zarinpal'
      : null,
    (env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)
      ? 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither'
      : null,
    ...s3Problems(env),
  ].filter((problem): problem is string => problem !== null);
  if (missing.length > 0) throw new Error(`Invalid configuration:\n  ${missing.join('\n  ')}`);
  return env;
}
