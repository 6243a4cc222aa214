// First: it sets the V8 heap's growth before the rest of the server is loaded.
import './config/server-heap.js';
import { randomBytes } from 'node:crypto';
import { buildApp } from './app.js';
import { loadEnv } from './config/env.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { openRedis } from './lib/redis-client.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Unpaid online orders past their hold are checked with the gateway and cancelled this often. */
const PAYMENTS_SWEEP_INTERVAL_MS = 60_000;

async function main(): Promise<void> {
  const env = loadEnv();
  const db = openDatabase(env.DATABASE_URL);
  const redis = env.REDIS_URL ? await openRedis(env.REDIS_URL) : undefined;
  const app = await buildApp({
    db: db.kysely,
    config: { ...env, APP_SECRET: env.APP_SECRET ?? randomBytes(32).toString('hex') },
    catalogCacheTtlMs: env.CATALOG_CACHE_TTL_MS,
    ...(redis ? { redis } : {}),
  });
  if (!env.APP_SECRET)
    app.log.warn(
      'APP_SECRET is not set: verification codes and sandbox-bank returns die with a restart and differ between instances.',
    );
  await prepareDatabase(db.kysely, {
    seedDemoStore: env.SEED_DEMO_STORE,
    // Never in production: its password and TOTP secret are in the README.
    demoAdministrator: env.SEED_DEMO_STORE && env.NODE_ENV !== 'production',
    log: (line) => app.log.info(line),
  });

  const paymentsSweep = app.paymentsSweep.schedule({
    intervalMs: PAYMENTS_SWEEP_INTERVAL_MS,
    log: (message, error) => (error ? app.log.error({ err: error }, message) : app.log.info(message)),
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    paymentsSweep
      .stop()
      .then(() => app.close())
      .then(() => db.close())
      .then(() => redis?.quit())
      .then(
        () => {
          process.exitCode = 0;
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exitCode = 1;
        },
      );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
