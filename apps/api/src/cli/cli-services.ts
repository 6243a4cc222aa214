/**
 * Wiring for the operator CLI: the services its commands call (the ones the back office will
 * call), built with the dependencies app.ts gives the server's, each on first use and once per run,
 * so a command opens only what it needs (no VAPID keys for `settings get`).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { loadEnv } from '../config/env.js';
import type { Db } from '../db/client.js';
import type { Database } from '../db/schema.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { createDatabaseRateLimitStore } from '../lib/rate-limit-store.js';
import { createAffiliatesService } from '../modules/affiliates/index.js';
import { createBackInStockService } from '../modules/back-in-stock/index.js';
import { createBlogService } from '../modules/blog/index.js';
import { createContactService } from '../modules/contact/index.js';
import { createGiftCardsService } from '../modules/cart/index.js';
import { createCatalogService, createInventoryService } from '../modules/catalog/index.js';
import { createCustomersService } from '../modules/customers/index.js';
import { createDiscountCodes } from '../modules/discounts/index.js';
import { createDownloadAdmin } from '../modules/downloads/index.js';
import { createMessageQueueDeliverer, createMessagingFromConfig } from '../modules/messaging/index.js';
import {
  createOrderAdminService,
  createOrderTransitions,
  createRecurringOrdersService,
} from '../modules/orders/index.js';
import { createPaymentGateway, createPaymentsSweep } from '../modules/payments/index.js';
import { createCustomerDeliverer, createPushFromConfig } from '../modules/push/index.js';
import { createReturnAdminService } from '../modules/returns/index.js';
import { createReviewsService } from '../modules/reviews/index.js';
import { createRewardPointsService } from '../modules/reward-points/index.js';
import { createSettingsService } from '../modules/settings/index.js';
import { createAuditLog } from '../modules/audit/index.js';
import { createPasswordHasher } from '../modules/customers/index.js';
import { createStaffService, createStaffSessions } from '../modules/staff/index.js';
import type { CliIo } from './cli-io.js';
import { catalogChangesFor } from './catalog-changes.js';

export class CliServices {
  readonly #made = new Map<string, unknown>();
  readonly #env = loadEnv();
  readonly #db: Kysely<Database>;
  readonly #clock: Clock = systemClock;
  readonly #io: CliIo;

  constructor(database: Db, io: CliIo) {
    this.#db = database.kysely;
    this.#io = io;
  }

  #once<Service>(name: string, make: () => Service): Service {
    if (!this.#made.has(name)) this.#made.set(name, make());
    return this.#made.get(name) as Service;
  }

  get #deps() {
    return { db: this.#db, clock: this.#clock, log: this.#io.err };
  }

  /** Read afresh each time: the CLI acts on what the servers read now. */
  get settings() {
    return this.#once('settings', () => createSettingsService({ db: this.#db, clock: this.#clock, cacheTtlMs: 0 }));
  }

  get rateLimits() {
    return this.#once('rateLimits', () => createDatabaseRateLimitStore(this.#db, this.#clock));
  }

  get messaging() {
    return this.#once('messaging', () => createMessagingFromConfig(this.#env, this.#db, this.#clock));
  }

  /** Committed catalogue changes tell the running servers (ADR 0030). */
  get catalogChanges() {
    return catalogChangesFor(this.#io);
  }

  get push() {
    return this.#once('push', () => createPushFromConfig(this.#env, { ...this.#deps, rateLimits: this.rateLimits }));
  }

  /** What tells a customer about their order, subscription or return, after the change commits. */
  get customerDeliverer() {
    return this.#once('customerDeliverer', () =>
      createCustomerDeliverer(createMessageQueueDeliverer({ ...this.#deps, messaging: this.messaging }), this.push),
    );
  }

  get backInStock() {
    return this.#once('backInStock', () =>
      createBackInStockService({
        ...this.#deps,
        messaging: this.messaging,
        catalog: createCatalogService({ db: this.#db, settings: this.settings }),
      }),
    );
  }

  get #stockListeners() {
    return [this.backInStock.stockListener, this.catalogChanges.stockListener];
  }

  get customers() {
    return this.#once('customers', () => createCustomersService({ db: this.#db }));
  }

  get affiliates() {
    return this.#once('affiliates', () =>
      createAffiliatesService({
        db: this.#db,
        clock: this.#clock,
        settings: this.settings,
        customers: this.customers,
      }),
    );
  }

  get rewardPoints() {
    return this.#once('rewardPoints', () =>
      createRewardPointsService({ db: this.#db, clock: this.#clock, settings: this.settings }),
    );
  }

  get giftCards() {
    return this.#once('giftCards', () => createGiftCardsService({ db: this.#db, clock: this.#clock }));
  }

  get discountCodes() {
    return this.#once('discountCodes', () => createDiscountCodes({ db: this.#db, clock: this.#clock }));
  }

  get inventory() {
    return this.#once('inventory', () => createInventoryService({ ...this.#deps, listeners: this.#stockListeners }));
  }

  get reviews() {
    return this.#once('reviews', () =>
      createReviewsService({
        db: this.#db,
        clock: this.#clock,
        settings: this.settings,
        catalog: createCatalogService({ db: this.#db, settings: this.settings }),
      }),
    );
  }

  get orderTransitions() {
    return this.#once('orderTransitions', () =>
      createOrderTransitions({
        clock: this.#clock,
        deliverer: this.customerDeliverer,
        stockListeners: this.#stockListeners,
        log: this.#io.err,
      }),
    );
  }

  get orderAdmin() {
    return this.#once('orderAdmin', () =>
      createOrderAdminService({ db: this.#db, transitions: this.orderTransitions, audit: this.auditLog }),
    );
  }

  get recurring() {
    return this.#once('recurring', () =>
      createRecurringOrdersService({
        db: this.#db,
        clock: this.#clock,
        settings: this.settings,
        transitions: this.orderTransitions,
        onlinePaymentMethod: this.paymentGateway.onlinePaymentMethod,
        publicUrl: this.#env.PUBLIC_URL,
      }),
    );
  }

  get paymentGateway() {
    // The CLI only asks the gateway; the sandbox bank's secret signs returns, which the CLI never makes.
    return this.#once('paymentGateway', () =>
      createPaymentGateway(
        { ...this.#env, APP_SECRET: this.#env.APP_SECRET ?? randomBytes(32).toString('hex') },
        { db: this.#db, clock: this.#clock, settings: this.settings },
      ),
    );
  }

  get paymentsSweep() {
    return this.#once('paymentsSweep', () =>
      createPaymentsSweep({
        ...this.#deps,
        provider: this.paymentGateway.provider,
        transitions: this.orderTransitions,
      }),
    );
  }

  get returnAdmin() {
    return this.#once('returnAdmin', () =>
      createReturnAdminService({
        ...this.#deps,
        settings: this.settings,
        deliverer: this.customerDeliverer,
        audit: this.auditLog,
      }),
    );
  }

  get downloadAdmin() {
    return this.#once('downloadAdmin', () =>
      createDownloadAdmin({ db: this.#db, clock: this.#clock, settings: this.settings }),
    );
  }

  get contact() {
    return this.#once('contact', () =>
      createContactService({
        ...this.#deps,
        settings: this.settings,
        rateLimits: this.rateLimits,
        deliverer: createMessageQueueDeliverer({ ...this.#deps, messaging: this.messaging }),
      }),
    );
  }

  get blog() {
    return this.#once('blog', () =>
      createBlogService({ db: this.#db, clock: this.#clock, settings: this.settings, rateLimits: this.rateLimits }),
    );
  }

  /** The back office's staff (the same service its staff routes call). */
  get staff() {
    return this.#once('staff', () =>
      createStaffService({
        db: this.#db,
        clock: this.#clock,
        passwords: createPasswordHasher(),
        sessions: createStaffSessions({ db: this.#db, clock: this.#clock, cookieSecure: true }),
        auditLog: this.auditLog,
      }),
    );
  }

  /** What the CLI changes is audited as the back office's changes are, under `cli:<operator>`. */
  get auditLog() {
    return this.#once('auditLog', () => createAuditLog({ db: this.#db, clock: this.#clock }));
  }
}

export interface CliContext {
  services: CliServices;
  database: Db;
  clock: Clock;
  io: CliIo;
}
