import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Env } from './config/env.js';
import type { Database } from './db/schema.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createCatalogChanges, listenForCatalogChanges, redisCatalogPublisher } from './lib/cache-invalidation.js';
import { createFallbackRateLimitStore } from './lib/fallback-rate-limit-store.js';
import { ReadCache } from './lib/read-cache.js';
import { createDatabaseRateLimitStore, createRedisRateLimitStore } from './lib/rate-limit-store.js';
import { createBackInStockService, registerBackInStockRoutes } from './modules/back-in-stock/index.js';
import { createCartService, createGuestCartMerger, registerCartRoutes } from './modules/cart/index.js';
import { createCatalogService, createCategoryListing, registerCatalogRoutes } from './modules/catalog/index.js';
import { createCompareService, registerCompareRoutes } from './modules/compare/index.js';
import { createBlogService, registerBlogRoutes } from './modules/blog/index.js';
import { createContactService, registerContactRoutes } from './modules/contact/index.js';
import { createContentService, registerContentRoutes } from './modules/content/index.js';
import {
  createAccessTokenService,
  createAccountService,
  createAccountIdentifiers,
  createAddressesService,
  createAvatarService,
  createCustomerProfileService,
  createCustomersService,
  createLoginThrottle,
  createPasswordHasher,
  type ScryptCost,
  createVerificationCodeService,
  registerAccountRoutes,
  registerAvatarRoutes,
  registerCustomerRoutes,
} from './modules/customers/index.js';
import { createFirstScreenService } from './modules/first-screen/index.js';
import { registerHealthRoutes } from './modules/health/index.js';
import { createLinksService, registerLinksRoutes } from './modules/links/index.js';
import { createDownloadsService, registerDownloadsRoutes } from './modules/downloads/index.js';
import {
  createDiscountsService,
  createGuestDiscountMerger,
  registerDiscountRoutes,
} from './modules/discounts/index.js';
import {
  createMessageQueueDeliverer,
  createMessagingFromConfig,
  type MessagingConfig,
} from './modules/messaging/index.js';
import { createCheckoutService, createPlacementService, registerCheckoutRoutes } from './modules/checkout/index.js';
import {
  createOrderAdminService,
  createOrderTransitions,
  createOrdersService,
  createRecurringOrdersService,
  registerOrderAdminRoutes,
  registerOrdersRoutes,
  registerRecurringOrderRoutes,
} from './modules/orders/index.js';
import {
  createPaymentGateway,
  createPaymentsService,
  createPaymentsSweep,
  registerPaymentRoutes,
  type PaymentsConfig,
} from './modules/payments/index.js';
import {
  createPicturesService,
  createPictureStorage,
  registerPictureRoutes,
  type PictureStorageSettings,
} from './modules/pictures/index.js';
import {
  createCustomerDeliverer,
  createPushFromConfig,
  registerPushRoutes,
  type PushConfig,
} from './modules/push/index.js';
import {
  createReturnAdminService,
  createReturnsService,
  registerReturnAdminRoutes,
  registerReturnRoutes,
  registerReturnUploadRoute,
} from './modules/returns/index.js';
import { createReviewsService, registerReviewRoutes } from './modules/reviews/index.js';
import { createAffiliatesService, registerAffiliateRoutes } from './modules/affiliates/index.js';
import { createAuditLog, registerAuditRoutes } from './modules/audit/index.js';
import {
  createCatalogueImportService,
  createProductImportWriter,
  registerCatalogueImportRoutes,
} from './modules/catalogue-import/index.js';
import { createGraphileJobs, createInProcessJobs, jobStarter } from './lib/jobs/index.js';
import { isPostgres } from './db/dialect.js';
import { createCustomerAdminService, registerCustomerAdminRoutes } from './modules/customer-admin/index.js';
import { createPromotionAdminService, registerPromotionAdminRoutes } from './modules/promotion-admin/index.js';
import { createModerationService, registerModerationRoutes } from './modules/moderation/index.js';
import { createProductGridService, registerProductGridRoutes } from './modules/product-grid/index.js';
import { createCategoryAdminService, registerCategoryAdminRoutes } from './modules/category-admin/index.js';
import {
  createProductAdminService,
  createProductWrites,
  registerProductAdminRoutes,
} from './modules/product-admin/index.js';
import { createDashboardService, registerDashboardRoutes } from './modules/dashboard/index.js';
import { createReportsService, registerReportRoutes } from './modules/reports/index.js';
import { createListExportsService, registerListExportRoutes } from './modules/list-exports/index.js';
import {
  createStaffService,
  createStaffSessions,
  createStaffSignIn,
  registerStaffAuthRoutes,
  registerStaffRoutes,
} from './modules/staff/index.js';
import { createRewardPointsService, registerRewardPointsRoutes } from './modules/reward-points/index.js';
import { createSettingsService, registerSettingsRoutes } from './modules/settings/index.js';
import { createContentAdminService, registerContentAdminRoutes } from './modules/content-admin/index.js';
import {
  createSettingsAdminService,
  createSettingsChanges,
  createSettingsChangesListener,
  registerSettingsAdminRoutes,
} from './modules/settings-admin/index.js';
import { registerAdminApp, withAdminPages } from './plugins/admin-app.js';
import { assertAllAdminRoutesRegistered, registerAdminGate } from './plugins/admin-routes.js';
import { assertAllRoutesRegistered, validatorCompiler } from './plugins/contract-routes.js';
import { handleClientError, handleFrameworkError, registerErrorHandling } from './plugins/errors.js';
import { registerIdentity } from './plugins/identity.js';
import { registerOpenApi } from './plugins/openapi.js';
import { AccessLogController, redactSecretHeaders } from './plugins/request-log.js';
import { originOf } from './plugins/request-origin.js';
import { registerStoreClosedGuard } from './plugins/store-closed.js';
import { registerStorefront } from './plugins/static.js';

export type AppConfig = Pick<
  Env,
  'LOG_LEVEL' | 'TRUST_PROXY' | 'STOREFRONT_DIST' | 'ACCESS_TOKEN_TTL_DAYS' | 'PUBLIC_URL'
> &
  MessagingConfig &
  PaymentsConfig &
  Partial<PushConfig> &
  Partial<Pick<Env, 'NODE_ENV' | 'ADMIN_COOKIE_SECURE' | 'ADMIN_DIST'>> &
  PictureStorageSettings &
  Partial<Pick<Env, 'DATABASE_URL'>> & { APP_SECRET: string };

export interface AppDeps {
  db: Kysely<Database>;
  config: AppConfig;
  clock?: Clock;
  redis?: Redis;
  /** Settings are re-read after this long (ms); tests set 0 to see changes at once. */
  settingsCacheTtlMs?: number;
  catalogCacheTtlMs?: number;
  logStream?: { write(line: string): void };
  /** Tests pass a cheaper cost of the same algorithm: they register and log in hundreds of times. */
  passwordCost?: ScryptCost;
  /** A running background job silent this long is taken for dead at start (ADR 0079); tests shorten it. */
  jobStaleAfterMs?: number;
}

export const API_VERSION = '2.0.0';

// Bounds how late a change made elsewhere (the CLI, another instance) shows in cached catalogue pages.
export const CATALOG_CACHE_TTL_MS = 5_000;

// The spec's body-less POSTs may still say `Content-Type: application/json`.
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body === '' || body.length === 0) && !request.routeOptions.schema?.body) {
      done(null, undefined);
      return;
    }
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
            formatters: { log: redactSecretHeaders },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    trustProxy: config.TRUST_PROXY,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
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
  // Falls back to the database while Redis is down, so the store keeps selling.
  const rateLimits = deps.redis
    ? createFallbackRateLimitStore({
        primary: createRedisRateLimitStore(deps.redis),
        fallback: createDatabaseRateLimitStore(db, clock),
        log: { warn: (message) => app.log.warn(message), info: (message) => app.log.info(message) },
      })
    : createDatabaseRateLimitStore(db, clock);
  const accessTokens = createAccessTokenService({ db, clock, ttlDays: config.ACCESS_TOKEN_TTL_DAYS });
  const content = createContentService({ db });
  const catalog = createCatalogService({ db, settings });
  const catalogPages = new ReadCache({
    ttlMs: deps.catalogCacheTtlMs ?? CATALOG_CACHE_TTL_MS,
    maxEntries: 2_000,
    clock,
  });
  const catalogChanges = createCatalogChanges({
    cache: catalogPages,
    ...(deps.redis ? { publish: redisCatalogPublisher(deps.redis) } : {}),
    clock,
    log: { warn: (message) => app.log.warn(message), info: (message) => app.log.info(message) },
  });
  if (deps.redis) {
    const listener = listenForCatalogChanges(deps.redis, catalogPages, { warn: (message) => app.log.warn(message) });
    app.addHook('onClose', (_instance, done) => {
      listener.close();
      done();
    });
  }
  const pictures = createPicturesService({
    db,
    storage: createPictureStorage(config),
    log: (message) => app.log.warn(message),
  });
  const compare = createCompareService({ db, clock, settings, catalog });
  const links = createLinksService({ db, settings, catalog, cache: catalogPages, clock });
  const customers = createCustomersService({ db });
  const accounts = createAccountService({
    db,
    clock,
    passwords: createPasswordHasher(deps.passwordCost),
    tokens: accessTokens,
    customers,
    codes: createVerificationCodeService({ db, clock, secret: config.APP_SECRET }),
    throttle: createLoginThrottle(rateLimits, clock),
    messaging: createMessagingFromConfig(config, db, clock),
    settings,
    guestMergers: [createGuestCartMerger({ clock }), compare, createGuestDiscountMerger()],
  });
  const addresses = createAddressesService({
    db,
    clock,
    guestCheckoutAllowed: async () => (await settings.get()).AnonymousCheckoutAllowed,
  });
  const cart = createCartService({ db, clock, settings });
  const profiles = createCustomerProfileService({ db, clock });
  const reviews = createReviewsService({ db, clock, settings, catalog });
  const backInStock = createBackInStockService({
    db,
    clock,
    messaging: createMessagingFromConfig(config, db, clock),
    catalog,
    log: (message) => app.log.warn(message),
  });
  const avatars = createAvatarService({ db, clock, pictures });
  const discounts = createDiscountsService({ db, clock, settings });
  const messaging = createMessagingFromConfig(config, db, clock);
  // VAPID keys are made on first use: the database is migrated only after this runs.
  const push = createPushFromConfig(config, {
    db,
    clock,
    rateLimits,
    log: (message) => app.log.warn(message),
  });
  const customerDeliverer = createCustomerDeliverer(
    createMessageQueueDeliverer({ db, messaging, clock, log: (message) => app.log.warn(message) }),
    push,
  );
  const orderTransitions = createOrderTransitions({
    clock,
    deliverer: customerDeliverer,
    stockListeners: [backInStock.stockListener, catalogChanges.stockListener],
    log: (message) => app.log.warn(message),
  });
  const paymentGateway = createPaymentGateway(config, { db, clock, settings });
  const checkout = createCheckoutService({
    db,
    clock,
    settings,
    addresses,
    onlinePaymentMethod: paymentGateway.onlinePaymentMethod,
    transitions: orderTransitions,
  });
  const placement = createPlacementService({
    db,
    clock,
    settings,
    addresses,
    transitions: orderTransitions,
    onlinePaymentMethod: paymentGateway.onlinePaymentMethod,
  });
  const orders = createOrdersService({ db, clock, settings, transitions: orderTransitions, cart });
  const downloads = createDownloadsService({ db, clock, settings });
  const recurring = createRecurringOrdersService({
    db,
    clock,
    settings,
    transitions: orderTransitions,
    onlinePaymentMethod: paymentGateway.onlinePaymentMethod,
    publicUrl: config.PUBLIC_URL,
  });
  const returns = createReturnsService({
    db,
    clock,
    settings,
    deliverer: customerDeliverer,
    pictures,
    log: (message) => app.log.warn(message),
  });
  const rewardPoints = createRewardPointsService({ db, clock, settings });
  const affiliates = createAffiliatesService({ db, clock, settings, customers });
  const contact = createContactService({
    db,
    clock,
    settings,
    rateLimits,
    deliverer: createMessageQueueDeliverer({ db, messaging, clock, log: (message) => app.log.warn(message) }),
    log: (message) => app.log.warn(message),
  });
  const blog = createBlogService({
    db,
    clock,
    settings,
    rateLimits,
  });
  const firstScreens = createFirstScreenService({ db, settings, cache: catalogPages, catalog, blog });
  const paymentDeps = {
    db,
    clock,
    provider: paymentGateway.provider,
    transitions: orderTransitions,
    log: (message: string) => app.log.warn(message),
  };
  const payments = createPaymentsService({ ...paymentDeps, settings });
  app.decorate('paymentsSweep', createPaymentsSweep(paymentDeps));

  // The back office (ADR 0064): its own staff, sessions and audit log, apart from the shop's customers.
  const auditLog = createAuditLog({ db, clock });
  const staffSessions = createStaffSessions({ db, clock, cookieSecure: config.ADMIN_COOKIE_SECURE ?? true });
  const staffPasswords = createPasswordHasher(deps.passwordCost);
  const staff = createStaffService({ db, clock, passwords: staffPasswords, sessions: staffSessions, auditLog });
  const staffSignIn = createStaffSignIn({
    db,
    clock,
    passwords: staffPasswords,
    rateLimits,
    sessions: staffSessions,
    auditLog,
  });
  const customerAdmin = createCustomerAdminService({
    db,
    identifiers: createAccountIdentifiers(),
    accessTokens,
    rewardPoints,
    affiliates,
    audit: auditLog,
  });
  const returnAdmin = createReturnAdminService({
    db,
    clock,
    settings,
    deliverer: customerDeliverer,
    audit: auditLog,
    log: (message) => app.log.warn(message),
  });
  const moderation = createModerationService({ reviews, blog, contact, audit: auditLog, catalogChanges });
  const orderAdmin = createOrderAdminService({ db, clock, transitions: orderTransitions, audit: auditLog });
  const promotionAdmin = createPromotionAdminService({ db, clock, audit: auditLog });
  const dashboard = createDashboardService({ db, clock });
  const categoryListing = createCategoryListing();
  const categoryAdmin = createCategoryAdminService({
    db,
    clock,
    pictures,
    audit: auditLog,
    catalogChanges,
    refreshListing: (trx, productIds) => categoryListing.refresh(trx, productIds),
  });
  // Content and settings (issue 36, ADR 0077): a saved setting or post reaches every process at once.
  const settingsChanged = createSettingsChanges({
    settings,
    catalogChanges,
    ...(deps.redis ? { redis: deps.redis } : {}),
    log: { warn: (message) => app.log.warn(message) },
  });
  if (deps.redis) {
    const settingsListener = createSettingsChangesListener(deps.redis, settings, {
      warn: (message) => app.log.warn(message),
    });
    app.addHook('onClose', (_instance, done) => {
      settingsListener.close();
      done();
    });
  }
  const settingsAdmin = createSettingsAdminService({ db, audit: auditLog, settingsChanged });
  const contentAdmin = createContentAdminService({
    db,
    clock,
    pictures,
    audit: auditLog,
    pagesChanged: () => catalogChanges.changed({ everything: true }),
  });
  const reports = createReportsService({ db, clock, audit: auditLog });
  const listExports = createListExportsService({
    db,
    clock,
    audit: auditLog,
    sources: { orders: orderAdmin, customers: customerAdmin },
  });
  // The one save path of a product (ADR 0072): the editor, the price grid and the import share it.
  const productWrites = createProductWrites({
    db,
    clock,
    audit: auditLog,
    catalogChanges,
    stockListeners: [backInStock.stockListener],
    log: (message) => app.log.warn(message),
  });
  const productAdmin = createProductAdminService({ db, clock, audit: auditLog, pictures, writes: productWrites });
  // Background jobs (ADR 0079): graphile-worker on PostgreSQL (the server passes DATABASE_URL), in process otherwise.
  const jobLog = { warn: (message: string) => app.log.warn(message), info: (message: string) => app.log.info(message) };
  const jobStale = deps.jobStaleAfterMs !== undefined ? { staleAfterMs: deps.jobStaleAfterMs } : {};
  const jobs =
    config.DATABASE_URL && isPostgres(db)
      ? createGraphileJobs({ db, clock, connectionString: config.DATABASE_URL, log: jobLog, ...jobStale })
      : createInProcessJobs({ db, clock, log: jobLog, ...jobStale });
  // Started once the server is ready: server.ts migrates the database between buildApp and listen.
  const jobRunner = jobStarter(jobs, jobLog);
  app.addHook('onReady', () => jobRunner.begin());
  app.addHook('onClose', () => jobRunner.stop());
  const catalogueImports = createCatalogueImportService({
    db,
    clock,
    jobs,
    audit: auditLog,
    settings,
    writer: createProductImportWriter({ clock, audit: auditLog, productWrites }),
    catalogChanges,
    stockListeners: [backInStock.stockListener],
    log: (message) => app.log.warn(message),
  });
  const productGrid = createProductGridService({ db, clock, audit: auditLog, productWrites });

  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerIdentity(app, { accessTokens });
  registerAdminGate(app, staffSessions);
  registerStoreClosedGuard(app, { storeClosed: async () => (await settings.get()).StoreClosed });
  await registerOpenApi(app, { version: API_VERSION });
  const pageFallback = await registerStorefront(app, {
    distDir: config.STOREFRONT_DIST,
    pageHead: async (request) => {
      const url = new URL(request.url, 'http://page.invalid');
      const [head, firstScreen] = await Promise.all([
        links.pageHead(originOf(request, config.PUBLIC_URL), url.pathname, url.searchParams),
        firstScreens.forPage(url.pathname, url.searchParams),
      ]);
      if (!head && !firstScreen) return null;
      return { status: head?.status ?? 200, tags: head ? links.headTags(head) : null, firstScreen };
    },
  });

  // Without ADMIN_DIST (tests that build their own app) /admin answers the "not built" notice.
  const adminPage = await registerAdminApp(app, { distDir: config.ADMIN_DIST });

  // Awaiting a plugin settles earlier routes with the error handler of that moment, so this goes first.
  await registerAvatarRoutes(app, { avatars, settings });
  await registerReturnUploadRoute(app, { returns });
  await registerCatalogueImportRoutes(app, { imports: catalogueImports });
  registerHealthRoutes(app, { db });
  registerSettingsRoutes(app, { settings });
  registerContentRoutes(app, { content });
  registerCatalogRoutes(app, { catalog, pages: catalogPages, checkAnswers: config.NODE_ENV !== 'production' });
  registerCustomerRoutes(app, { customers });
  registerAccountRoutes(app, { accounts, addresses, profiles });
  registerCartRoutes(app, { cart });
  registerPictureRoutes(app, { pictures });
  registerCompareRoutes(app, { compare });
  registerLinksRoutes(app, { links, publicUrl: config.PUBLIC_URL });
  registerReviewRoutes(app, { reviews });
  registerBackInStockRoutes(app, { backInStock });
  registerDiscountRoutes(app, { discounts });
  registerCheckoutRoutes(app, { checkout, placement });
  registerOrdersRoutes(app, { orders });
  registerReturnRoutes(app, { returns });
  registerRecurringOrderRoutes(app, { recurring });
  registerDownloadsRoutes(app, { downloads });
  registerPaymentRoutes(app, {
    payments,
    sandboxBank: paymentGateway.sandboxBank,
    origin: (request) => originOf(request, config.PUBLIC_URL),
  });
  registerRewardPointsRoutes(app, { rewardPoints });
  registerAffiliateRoutes(app, { affiliates });
  registerContactRoutes(app, { contact });
  registerPushRoutes(app, { push });
  registerBlogRoutes(app, { blog });
  assertAllRoutesRegistered(app);
  registerStaffAuthRoutes(app, { signIn: staffSignIn, sessions: staffSessions, staff });
  registerStaffRoutes(app, { staff });
  registerAuditRoutes(app, { auditLog });
  registerCustomerAdminRoutes(app, { customers: customerAdmin });
  registerReturnAdminRoutes(app, { returnAdmin });
  registerModerationRoutes(app, { moderation });
  registerOrderAdminRoutes(app, { orderAdmin, orders });
  registerDashboardRoutes(app, { dashboard });
  registerProductAdminRoutes(app, { products: productAdmin });
  registerProductGridRoutes(app, { productGrid });
  registerCategoryAdminRoutes(app, { categories: categoryAdmin });
  registerContentAdminRoutes(app, { contentAdmin });
  registerSettingsAdminRoutes(app, { settingsAdmin });
  registerReportRoutes(app, { reports });
  registerListExportRoutes(app, { exports: listExports });
  registerPromotionAdminRoutes(app, { promotions: promotionAdmin });
  assertAllAdminRoutesRegistered(app);

  registerErrorHandling(app, { pageFallback: withAdminPages(adminPage, pageFallback) });
  return app;
}
