// Subscriptions end and messages are queued in the stock change's own transaction, so a committed restock always has
// its messages queued and a rolled-back one has none.
import type { Kysely } from 'kysely';
import type {
  BackInStockStatus,
  BackInStockSubscribeResponse,
  BackInStockSubscription,
  BackInStockSubscriptionList,
} from '@sabad/contract';
import type { CustomerRow, Database } from '../../db/schema.js';
import { conflict, notFound, SessionRequiredError, unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { messagesFa } from '../../lib/messages-fa.js';
import {
  type CatalogService,
  createProductRules,
  type ProductOverviewRow,
  type StockChangeListener,
} from '../catalog/index.js';
import type { MessagingService } from '../messaging/index.js';
import { createPictureUrls } from '../pictures/index.js';
import { createStoreSettingsReader } from '../settings/index.js';
import { backInStockMessages } from './back-in-stock.messages.js';
import {
  claimNotification,
  countCustomerSubscriptions,
  deleteCustomerSubscription,
  findSubscription,
  insertNotifications,
  insertSubscriptionOnce,
  listCustomerSubscriptions,
  listDeliverableNotificationIds,
  listSubscribedProductIds,
  markNotificationFailed,
  markNotificationSent,
  takeSubscriptionsOf,
} from './back-in-stock.repository.js';

const productRules = createProductRules();

const pictureUrls = createPictureUrls();

const storeSettings = createStoreSettingsReader();

/** nopCommerce's MaximumBackInStockSubscriptions: one customer cannot fill the table. */
export const MAX_SUBSCRIPTIONS_PER_CUSTOMER = 200;
/** A claimed message whose deliverer stopped (crash) is offered again after this long. */
export const DELIVERY_LEASE_MS = 10 * 60_000;
export const MAX_DELIVERY_ATTEMPTS = 10;

export interface BackInStockService {
  status(productId: number, viewer: CustomerRow | null): Promise<BackInStockStatus>;
  subscribe(customer: CustomerRow, productId: number): Promise<BackInStockSubscribeResponse>;
  list(customer: CustomerRow, page: { limit: number; offset: number }): Promise<BackInStockSubscriptionList>;
  unsubscribe(customer: CustomerRow, subscriptionId: number): Promise<void>;
  queueForProduct(trx: Kysely<Database>, productId: number): Promise<number>;
  deliverPending(): Promise<number>;
  sweep(): Promise<{ queued: number; sent: number }>;
  readonly stockListener: StockChangeListener;
}

function isOrderable(product: ProductOverviewRow): boolean {
  return productRules.stock(product, Number(product.orderable_combinations ?? 0)).inStock;
}

export function createBackInStockService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  messaging: MessagingService;
  catalog: Pick<CatalogService, 'productOverviews'>;
  log?: (message: string) => void;
}): BackInStockService {
  const { db, clock, messaging, catalog } = deps;
  const log = deps.log ?? (() => undefined);

  async function visibleProduct(productId: number): Promise<ProductOverviewRow> {
    const [product] = await catalog.productOverviews([productId]);
    if (!product) throw notFound(messagesFa.productNotFound);
    return product;
  }

  async function subscriptionsOf(
    customerId: number,
    page: { limit: number; offset: number },
  ): Promise<BackInStockSubscription[]> {
    const rows = await listCustomerSubscriptions(db, customerId, page);
    const products = await catalog.productOverviews(
      rows.map((row) => row.product_id),
      { unpublished: true },
    );
    const byId = new Map(products.map((product) => [product.id, product]));
    return rows.flatMap((row) => {
      const product = byId.get(row.product_id);
      return product ? [toSubscription(row, product)] : [];
    });
  }

  async function queueForProduct(trx: Kysely<Database>, productId: number): Promise<number> {
    const [product] = await catalog.productOverviews([productId], { trx });
    if (!product || !isOrderable(product)) return 0;
    const subscribers = await takeSubscriptionsOf(trx, productId);
    // Through the transaction: on SQLite it holds the only connection, which a pool read would wait for forever.
    const { StoreName, BackInStockTextTemplate } = await storeSettings.read(trx);
    const now = clock.now().toISOString();
    const rows = subscribers.flatMap((customer) => {
      const route = customer.email
        ? { channel: 'email' as const, recipient: customer.email }
        : customer.mobile
          ? { channel: 'sms' as const, recipient: customer.mobile }
          : null;
      if (!route) {
        log(
          `back-in-stock: customer ${customer.id} has no email or mobile; subscription to product ${productId} ended without a message`,
        );
        return [];
      }
      return [
        {
          productId,
          customerId: customer.id,
          ...route,
          subject: backInStockMessages.subject(product.name),
          body: backInStockMessages.body(StoreName, customer.first_name.trim(), product.name, BackInStockTextTemplate),
          now,
        },
      ];
    });
    await insertNotifications(trx, rows);
    return rows.length;
  }

  async function deliverPending(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = clock.now();
      const staleBefore = new Date(now.getTime() - DELIVERY_LEASE_MS).toISOString();
      const ids = await listDeliverableNotificationIds(db, {
        staleBefore,
        maxAttempts: MAX_DELIVERY_ATTEMPTS,
        limit: 100,
      });
      if (ids.length === 0) return sent;
      let progressed = false;
      for (const id of ids) {
        const message = await claimNotification(db, id, { now: now.toISOString(), staleBefore });
        if (!message) continue;
        progressed = true;
        try {
          await messaging.send({
            channel: message.channel,
            to: message.recipient,
            subject: message.subject,
            text: message.body,
            purpose: 'back-in-stock',
          });
          await markNotificationSent(db, id, clock.now().toISOString());
          sent++;
        } catch (error) {
          await markNotificationFailed(db, id, (error as Error).message);
          log(`back-in-stock: message ${id} was not delivered (${(error as Error).message}); it stays queued`);
        }
      }
      // Everything listed was taken by another deliverer or failed: leave the rest for the next round.
      if (!progressed || ids.length < 100) return sent;
    }
  }

  const service: BackInStockService = {
    async status(productId, viewer) {
      const product = await visibleProduct(productId);
      const subscription = viewer && !viewer.is_guest ? await findSubscription(db, viewer.id, productId) : undefined;
      return { ProductId: product.id, CanSubscribe: !isOrderable(product), SubscriptionId: subscription?.id ?? null };
    },

    async subscribe(customer, productId) {
      if (customer.is_guest) throw new SessionRequiredError(messagesFa.loginRequired);
      const product = await visibleProduct(productId);
      if (isOrderable(product)) throw unprocessable(backInStockMessages.productInStock);
      if ((await countCustomerSubscriptions(db, customer.id)) >= MAX_SUBSCRIPTIONS_PER_CUSTOMER) {
        throw unprocessable(backInStockMessages.tooManySubscriptions);
      }
      const now = clock.now().toISOString();
      const id = await insertSubscriptionOnce(db, { productId, customerId: customer.id, now });
      if (id === null) throw conflict(backInStockMessages.alreadySubscribed);
      const [latest] = await subscriptionsOf(customer.id, { limit: 1, offset: 0 });
      const subscription: BackInStockSubscription =
        latest && latest.Id === id
          ? latest
          : {
              Id: id,
              ProductId: productId,
              ProductName: product.name,
              PictureUrl: null,
              CreatedOn: now,
              CustomProperties: {},
            };
      return { Success: true, Message: backInStockMessages.subscribed, Subscription: subscription };
    },

    async list(customer, page) {
      const [items, total] = await Promise.all([
        subscriptionsOf(customer.id, page),
        countCustomerSubscriptions(db, customer.id),
      ]);
      return { Items: items, TotalCount: total };
    },

    async unsubscribe(customer, subscriptionId) {
      if (!(await deleteCustomerSubscription(db, customer.id, subscriptionId))) {
        throw notFound(backInStockMessages.subscriptionNotFound);
      }
    },

    queueForProduct,
    deliverPending,

    async sweep() {
      let queued = 0;
      for (const productId of await listSubscribedProductIds(db)) {
        queued += await db.transaction().execute((trx) => queueForProduct(trx, productId));
      }
      return { queued, sent: await deliverPending() };
    },

    stockListener: {
      stockChanged: (trx, productId) => queueForProduct(trx, productId).then(() => undefined),
      afterCommit: () => deliverPending().then(() => undefined),
    },
  };
  return service;
}

function toSubscription(
  row: { id: number; product_id: number; created_at: string },
  product: ProductOverviewRow,
): BackInStockSubscription {
  return {
    Id: row.id,
    ProductId: row.product_id,
    ProductName: product.name,
    PictureUrl: pictureUrls.optional(product.picture_id, product.picture_seo_filename, 'thumb'),
    CreatedOn: row.created_at,
    CustomProperties: {},
  };
}
