/**
 * The server's configuration: the only place that reads process.env, parsed once with zod.
 * The README's configuration table is written from the comments below.
 */
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.js';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  /**
   * `production` (the Docker image sets it): catalogue answers are sent as the services build them.
   * Anything else (development, tests): each is first checked against the contract, field for
   * field, and a mismatch answers 500 (ADR 0035).
   */
  NODE_ENV: z.string().optional(),
  /** TCP port the server listens on (storefront, API, pictures and docs on one port). */
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Interface to bind; `0.0.0.0` to accept connections from other machines. */
  HOST: z.string().min(1).default('localhost'),
  /**
   * Database: a SQLite file path (`sqlite:` prefix optional) or `postgres://user@host:port/db`.
   * Default: the SQLite file `data/sabad.db` under the repository root.
   */
  DATABASE_URL: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'data', 'sabad.db')),
  /** Optional Redis (`redis://host:6379`); when set, caches and rate limits are shared between instances. */
  REDIS_URL: z.string().url().optional(),
  /** Trust `X-Forwarded-*` headers (set to true behind a load balancer or reverse proxy). */
  TRUST_PROXY: flag.default(false),
  /** Log level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The store's public address (`https://shop.example.com`), the start of absolute links in
   * sitemap.xml, robots.txt and the Open Graph tags of shared pages. Unset: each request's own
   * scheme and host (behind a proxy, set TRUST_PROXY so X-Forwarded-Proto/Host count).
   */
  PUBLIC_URL: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'PUBLIC_URL must start with http:// or https://')
    .optional(),
  /** Folder of the built storefront served at `/`. Default: apps/storefront/dist. */
  STOREFRONT_DIST: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'apps', 'storefront', 'dist')),
  /** Days an access token stays valid after its last use (sliding expiry). */
  ACCESS_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * Milliseconds a catalogue page (category tree, product lists, details) is served from the
   * process's cache before it is read again; 0 reads every request from the database (the
   * benchmark's uncached scenarios).
   */
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /** Seed the Persian demo store on start when the database has no products. */
  SEED_DEMO_STORE: flag.default(true),
  /**
   * Secret (32+ characters) keying the hashes of verification codes and reset tickets; set the same
   * value on every instance. Unset: a random one is made at start, so codes die with a restart.
   */
  APP_SECRET: z.string().min(32).optional(),
  /** How email leaves the store: `outbox` (kept in the database, read with `npm run cli -- outbox`) or `smtp`. */
  EMAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  /** SMTP server when EMAIL_TRANSPORT=smtp, e.g. `smtps://user:password@mail.example.com:465`. */
  SMTP_URL: z.string().url().optional(),
  /** The From address of the store's emails. */
  EMAIL_FROM: z.string().min(3).default('سبد <no-reply@sabad.local>'),
  /** How SMS leaves the store: `outbox` or `kavenegar` (Kavenegar's REST API). */
  SMS_TRANSPORT: z.enum(['outbox', 'kavenegar']).default('outbox'),
  /** Kavenegar API key when SMS_TRANSPORT=kavenegar. */
  KAVENEGAR_API_KEY: z.string().min(1).optional(),
  /** Kavenegar sender line number when SMS_TRANSPORT=kavenegar. */
  KAVENEGAR_SENDER: z.string().min(1).optional(),
  /** Kavenegar's API address (changed only to point at a test peer). */
  KAVENEGAR_BASE_URL: z.string().url().default('https://api.kavenegar.com'),
  /** Where shoppers pay online: `sandbox` (the built-in sandbox bank, a page on this server) or `zarinpal` (ZarinPal v4). */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'zarinpal']).default('sandbox'),
  /** The 36-character ZarinPal merchant id when PAYMENT_GATEWAY=zarinpal. */
  ZARINPAL_MERCHANT_ID: z.string().min(1).optional(),
  /** ZarinPal's address (changed only for its sandbox, https://sandbox.zarinpal.com, or a test peer). */
  ZARINPAL_BASE_URL: z.string().url().default('https://payment.zarinpal.com'),
  /** Milliseconds to wait for the payment gateway's answer before telling the shopper it did not answer. */
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** How Web Push leaves the store: `web-push` (to the browsers' push services) or `outbox` (kept in the database). */
  PUSH_TRANSPORT: z.enum(['web-push', 'outbox']).default('web-push'),
  /** The VAPID public key (url-safe base64) with VAPID_PRIVATE_KEY; unset: a pair is made on first start and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().min(80).max(100).optional(),
  /** The VAPID private key (url-safe base64) that goes with VAPID_PUBLIC_KEY. */
  VAPID_PRIVATE_KEY: z.string().min(40).max(50).optional(),
  /** The contact push services may use about the store's pushes: `mailto:` or `https:` address. */
  VAPID_SUBJECT: z
    .string()
    .refine((value) => /^(mailto:|https:\/\/)/.test(value), 'VAPID_SUBJECT must start with mailto: or https://')
    .default('mailto:no-reply@sabad.local'),
  /** Accept push endpoints at http://127.0.0.1 or http://localhost (a local push service in tests); never in production. */
  PUSH_ALLOW_LOOPBACK_HTTP: flag.default(false),
});

export type Env = z.infer<typeof envSchema>;

/** Parses an environment (process.env by default); throws a readable error naming the bad variables. */
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
  ].filter((problem): problem is string => problem !== null);
  if (missing.length > 0) throw new Error(`Invalid configuration:\n  ${missing.join('\n  ')}`);
  return env;
}
