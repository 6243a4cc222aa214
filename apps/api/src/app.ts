/**
 * Wiring: builds the services with their dependencies and registers the plugins, then the
 * modules' routes, in order. Reading this file shows the whole server.
 */
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Env } from './config/env.js';
import type { Database } from './db/schema.js';
import { systemClock, type Clock } from './lib/clock.js';
import { ReadCache } from './lib/read-cache.js';
import { createCartService, createGuestCartMerger } from './modules/cart/cart.service.js';
import { registerCartRoutes } from './modules/cart/cart.routes.js';
import { createCatalogService } from './modules/catalog/catalog.service.js';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes.js';
import { createCompareService } from './modules/compare/compare.service.js';
import { registerCompareRoutes } from './modules/compare/compare.routes.js';
import { createContentService } from './modules/content/content.service.js';
import { registerContentRoutes } from './modules/content/content.routes.js';
import { createDatabaseRateLimitStore, createRedisRateLimitStore } from './lib/rate-limit-store.js';
import { createAccountService } from './modules/customers/account.service.js';
import { registerAccountRoutes } from './modules/customers/account.routes.js';
import { createAvatarService } from './modules/customers/avatar.service.js';
import { registerAvatarRoutes } from './modules/customers/avatar.routes.js';
import { createAccessTokenService } from './modules/customers/access-token.service.js';
import { createAddressesService } from './modules/customers/addresses.service.js';
import { createCustomerProfileService } from './modules/customers/customer-profile.service.js';
import { createLoginThrottle } from './modules/customers/login-throttle.js';
import { createPasswordHasher } from './modules/customers/password-hasher.js';
import { createVerificationCodeService } from './modules/customers/verification-code.service.js';
import { createMessagingFromConfig, type MessagingConfig } from './modules/messaging/senders.js';
import { createCustomersService } from './modules/customers/customers.service.js';
import { registerCustomerRoutes } from './modules/customers/customers.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { originOf, registerLinksRoutes, renderHeadTags } from './modules/links/links.routes.js';
import { createLinksService } from './modules/links/links.service.js';
import { createPicturesService } from './modules/pictures/pictures.service.js';
import { registerPictureRoutes } from './modules/pictures/pictures.routes.js';
import { createReviewsService } from './modules/reviews/reviews.service.js';
import { registerReviewRoutes } from './modules/reviews/reviews.routes.js';
import { createBackInStockService } from './modules/back-in-stock/back-in-stock.service.js';
import { registerBackInStockRoutes } from './modules/back-in-stock/back-in-stock.routes.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { registerSettingsRoutes } from './modules/settings/settings.routes.js';
import { assertAllRoutesRegistered, validatorCompiler } from './plugins/contract-routes.js';
import { handleFrameworkError, registerErrorHandling } from './plugins/errors.js';
import { registerIdentity } from './plugins/identity.js';
import { registerOpenApi } from './plugins/openapi.js';
import { AccessLogController } from './plugins/request-log.js';
import { registerStorefront } from './plugins/static.js';

export type AppConfig = Pick<
  Env,
  'LOG_LEVEL' | 'TRUST_PROXY' | 'STOREFRONT_DIST' | 'ACCESS_TOKEN_TTL_DAYS' | 'PUBLIC_URL'
> &
  MessagingConfig & { APP_SECRET: string };

export interface AppDeps {
  db: Kysely<Database>;
  config: AppConfig;
  clock?: Clock;
  /** Shares throttling counters between instances when given (REDIS_URL); else they live in the database. */
  redis?: Redis;
  /** Settings are re-read after this long (ms); tests set 0 to see changes at once. */
  settingsCacheTtlMs?: number;
  /** Catalogue pages are re-read after this long (ms); tests set 0. */
  catalogCacheTtlMs?: number;
  /** Where log lines go (default: stdout). */
  logStream?: { write(line: string): void };
}

export const API_VERSION = '2.0.0';

/**
 * Catalogue pages are cached per process for this long: a stock or price change made elsewhere
 * (the CLI, another instance) shows within it, and list/details requests stay off the database
 * under load.
 */
export const CATALOG_CACHE_TTL_MS = 5_000;

/** Request logs never carry credentials or the guest's id. */
const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'req.headers["guest-customer-id"]'];

/**
 * The spec's body-less POST calls (e.g. `POST /Wishlist/AddToCart/{id}`, "empty body") may still
 * say `Content-Type: application/json`: an empty body is accepted for a route that takes none.
 * A route with a body schema still answers an empty body with 400; prototype poisoning is refused.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body === '' || body.length === 0) && !request.routeOptions.schema?.body) {
      done(null, undefined);
      return;
    }
    // The default parser answers through `done`; its return value carries nothing.
    void parseJson(request, body as string, done);
  });
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;

  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    trustProxy: config.TRUST_PROXY,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    frameworkErrors: handleFrameworkError,
    logController: new AccessLogController(),
    bodyLimit: 1024 * 1024,
  });
  acceptEmptyJsonBodies(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const settings = createSettingsService({
    db,
    clock,
    ...(deps.settingsCacheTtlMs !== undefined ? { cacheTtlMs: deps.settingsCacheTtlMs } : {}),
    log: (message) => app.log.warn(message),
  });
  const accessTokens = createAccessTokenService({ db, clock, ttlDays: config.ACCESS_TOKEN_TTL_DAYS });
  const content = createContentService({ db });
  const catalog = createCatalogService({ db, settings });
  const catalogPages = new ReadCache({
    ttlMs: deps.catalogCacheTtlMs ?? CATALOG_CACHE_TTL_MS,
    maxEntries: 2_000,
    clock,
  });
  const pictures = createPicturesService({ db });
  const compare = createCompareService({ db, clock, settings });
  const links = createLinksService({ db, settings, cache: catalogPages });
  const customers = createCustomersService({ db });
  const accounts = createAccountService({
    db,
    clock,
    passwords: createPasswordHasher(),
    tokens: accessTokens,
    customers,
    codes: createVerificationCodeService({ db, clock, secret: config.APP_SECRET }),
    throttle: createLoginThrottle(
      deps.redis ? createRedisRateLimitStore(deps.redis) : createDatabaseRateLimitStore(db, clock),
      clock,
    ),
    messaging: createMessagingFromConfig(config, db, clock),
    settings,
    guestMergers: [createGuestCartMerger({ clock }), compare],
  });
  const addresses = createAddressesService({ db, clock });
  const cart = createCartService({ db, clock, settings });
  const profiles = createCustomerProfileService({ db, clock });
  const reviews = createReviewsService({ db, clock, settings });
  const backInStock = createBackInStockService({
    db,
    clock,
    messaging: createMessagingFromConfig(config, db, clock),
    log: (message) => app.log.warn(message),
  });
  const avatars = createAvatarService({ db, clock });

  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerIdentity(app, { accessTokens });
  await registerOpenApi(app, { version: API_VERSION });
  const pageFallback = await registerStorefront(app, {
    distDir: config.STOREFRONT_DIST,
    pageHead: async (request) => {
      const url = new URL(request.url, 'http://page.invalid');
      const head = await links.pageHead(originOf(request, config.PUBLIC_URL), url.pathname, url.searchParams);
      return head && { status: head.status, tags: renderHeadTags(head) };
    },
  });

  // Awaited before the other routes: awaiting a plugin settles the routes added so far with the
  // error handler of that moment (Fastify's default), before registerErrorHandling below.
  await registerAvatarRoutes(app, { avatars, settings });
  registerHealthRoutes(app, { db });
  registerSettingsRoutes(app, { settings });
  registerContentRoutes(app, { content });
  registerCatalogRoutes(app, { catalog, pages: catalogPages });
  registerCustomerRoutes(app, { customers });
  registerAccountRoutes(app, { accounts, addresses, profiles });
  registerCartRoutes(app, { cart });
  registerPictureRoutes(app, { pictures });
  registerCompareRoutes(app, { compare });
  registerLinksRoutes(app, { links, publicUrl: config.PUBLIC_URL });
  registerReviewRoutes(app, { reviews });
  registerBackInStockRoutes(app, { backInStock });
  assertAllRoutesRegistered(app);

  registerErrorHandling(app, { pageFallback });
  return app;
}
