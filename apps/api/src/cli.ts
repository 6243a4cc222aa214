/**
 * The operator CLI (`npm run cli -- <command>`), on the same database and services as the server.
 * Messages are Persian and English; a failed command exits non-zero.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { loadEnv } from './config/env.js';
import { migrateToLatest, openDatabase, type Db } from './db/client.js';
import type { CliIo } from './cli/cli-io.js';
import { RETURNS_USAGE, ReturnsCommandError, returnsCommand } from './cli/returns-commands.js';
import { RECURRING_USAGE, RecurringCommandError, recurringCommand } from './cli/recurring-commands.js';
import { POINTS_USAGE, PointsCommandError, pointsCommand } from './cli/points-commands.js';
import { DOWNLOADS_USAGE, DownloadsCommandError, downloadsCommand } from './cli/downloads-commands.js';
import { CONTACT_USAGE, ContactCommandError, contactCommand } from './cli/contact-commands.js';
import { SEARCH_USAGE, SearchCommandError, searchCommand } from './cli/search-commands.js';
import { BLOG_USAGE, BlogCommandError, blogCommand } from './cli/blog-commands.js';
import { PUSH_USAGE, PushCommandError, pushCommand } from './cli/push-commands.js';
import { storeMessageDeliverer } from './cli/store-deliverer.js';
import { catalogChangesFor, closeCatalogChanges } from './cli/catalog-changes.js';
import { seedDemoStore } from './db/seed/index.js';
import { systemClock } from './lib/clock.js';
import { createBackInStockService } from './modules/back-in-stock/index.js';
import { GiftCardError, issueGiftCard } from './modules/cart/index.js';
import { createInventoryService, InventoryError, refreshCategoryListing } from './modules/catalog/index.js';
import {
  createDiscountCode,
  describeDiscountCode,
  DiscountError,
  type NewDiscount,
} from './modules/discounts/index.js';
import { createMessagingFromConfig, listLatestOutboxMessages } from './modules/messaging/index.js';
import { createOrderAdminService, createOrderTransitions, OrderAdminError } from './modules/orders/index.js';
import { createPaymentGateway, createPaymentsSweep } from './modules/payments/index.js';
import { createReviewsService } from './modules/reviews/index.js';
import { reindexAll } from './modules/search/index.js';
import { createSettingsService, SettingError, storeSettingNames } from './modules/settings/index.js';

export const USAGE = `Usage: npm run cli -- <command>

  db migrate                           apply pending database migrations
  db seed                              seed the Persian demo store (only when the catalogue is empty)
  settings get <Name>                  print a store setting
  settings set <Name> <value>          change a store setting (e.g. settings set StoreClosed true)
  settings list                        print every store setting
  product stock <productId> <quantity> set a product's stock quantity (back-in-stock subscribers are told when it returns)
  catalog reindex                      rebuild the search index and the category lists' table from the catalogue (after editing it in SQL)
  reviews pending [count]              list reviews waiting for approval (default 50), oldest first
  reviews approve <reviewId>           show a waiting review and count it in the product's rating
  reviews delete <reviewId>            delete a review (and take it out of the rating)
  back-in-stock send                   tell subscribers of products that are back (stock changed elsewhere) and resend failed messages
  giftcard create <toman> [code]       issue a gift card worth that many Toman (a random code when none is given)
  discount create <code> (--percent <n> [--max <toman>] | --amount <toman>) [--min-subtotal <toman>]
      [--starts <YYYY-MM-DD>] [--ends <YYYY-MM-DD>] [--limit-per-customer <n>] [--limit-total <n>] [--name <text>]
                                       create a discount code (dates are Tehran days, Gregorian or Jalali; --ends is the last day)
  orders list [--status <pending|processing|complete|cancelled>] [--count <n>]
                                       list orders, newest first (default 50)
  order show <number>                  an order in full: lines, addresses, shipments, notes
  order cheques accept|reject <number> the store's decision on the order's Sayadi cheques
  order ship <number> --tracking <code>  mark shipped with the carrier's tracking code (the shopper is told)
  order deliver <number>               mark delivered (cash on delivery is collected then)
  order cancel <number>                cancel; stock, gift cards, discount uses, points and the slot are given back
  payments sweep                       ask the gateway about unpaid online orders past their hold, apply the paid ones, cancel and restock the rest
${RETURNS_USAGE}
${RECURRING_USAGE}
${POINTS_USAGE}
${DOWNLOADS_USAGE}
${CONTACT_USAGE}
${SEARCH_USAGE}
${BLOG_USAGE}
${PUSH_USAGE}
  outbox [count]                       print the latest emails/SMS kept by the development outbox (default 10), newest last

The database is DATABASE_URL (default: data/sabad.db).`;

export type { CliIo } from './cli/cli-io.js';

class UsageError extends Error {}
class ReviewCommandError extends Error {}

function backInStockService(db: Db, io: CliIo) {
  return createBackInStockService({
    db: db.kysely,
    clock: systemClock,
    messaging: createMessagingFromConfig(loadEnv(), db.kysely, systemClock),
    log: io.err,
  });
}

/** The store's order transitions, delivering their messages through the configured transports. */
function orderTransitions(db: Db, io: CliIo) {
  return createOrderTransitions({
    clock: systemClock,
    deliverer: storeMessageDeliverer(db, io),
    stockListeners: [backInStockService(db, io).stockListener, catalogChangesFor(io).stockListener],
    log: io.err,
  });
}

const ORDER_STATUS_FLAGS = {
  pending: 'Pending',
  processing: 'Processing',
  complete: 'Complete',
  cancelled: 'Cancelled',
} as const;

async function orderCommand(db: Db, io: CliIo, command: string | undefined, rest: string[]): Promise<boolean> {
  const admin = createOrderAdminService({ db: db.kysely, transitions: orderTransitions(db, io) });
  const [first, second, third, fourth] = rest;
  try {
    if (command === 'show' && first !== undefined && rest.length === 1) {
      for (const line of await admin.show(first)) io.out(line);
      return true;
    }
    if (
      command === 'cheques' &&
      (first === 'accept' || first === 'reject') &&
      second !== undefined &&
      rest.length === 2
    ) {
      io.out(await admin.act(second, first === 'accept' ? 'accept-cheques' : 'reject-cheques'));
      return true;
    }
    if (command === 'ship' && first !== undefined && second === '--tracking' && third?.trim() && fourth === undefined) {
      io.out(await admin.act(first, 'ship', { trackingNumber: third.trim() }));
      return true;
    }
    if ((command === 'deliver' || command === 'cancel') && first !== undefined && rest.length === 1) {
      io.out(await admin.act(first, command));
      return true;
    }
  } catch (error) {
    if (error instanceof OrderAdminError) throw new UsageError(error.message);
    throw error;
  }
  return false;
}

async function ordersList(db: Db, io: CliIo, options: string[]): Promise<void> {
  let status: (typeof ORDER_STATUS_FLAGS)[keyof typeof ORDER_STATUS_FLAGS] | undefined;
  let limit = 50;
  for (let i = 0; i < options.length; i += 2) {
    const [flag, value] = [options[i], options[i + 1]];
    if (flag === '--status' && value !== undefined && value in ORDER_STATUS_FLAGS) {
      status = ORDER_STATUS_FLAGS[value as keyof typeof ORDER_STATUS_FLAGS];
    } else if (flag === '--count' && value !== undefined && INTEGER.test(value) && Number(value) >= 1) {
      limit = Math.min(Number(value), 1000);
    } else {
      throw new UsageError(`گزینهٔ نادرست / Bad option: ${options.join(' ')}`);
    }
  }
  const admin = createOrderAdminService({ db: db.kysely, transitions: orderTransitions(db, io) });
  for (const line of await admin.list({ ...(status ? { status } : {}), limit })) io.out(line);
}

/** The server's sweep of unpaid online orders, on the gateway PAYMENT_GATEWAY names. */
function paymentsSweep(db: Db, io: CliIo) {
  const env = loadEnv();
  const settings = createSettingsService({ db: db.kysely, clock: systemClock, cacheTtlMs: 0 });
  const transitions = orderTransitions(db, io);
  // The sweep only asks the gateway; the sandbox bank's secret signs returns, which the CLI never makes.
  const gateway = createPaymentGateway(
    { ...env, APP_SECRET: env.APP_SECRET ?? randomBytes(32).toString('hex') },
    { db: db.kysely, clock: systemClock, settings },
  );
  return createPaymentsSweep({
    db: db.kysely,
    clock: systemClock,
    provider: gateway.provider,
    transitions,
    log: io.err,
  });
}

const INTEGER = /^-?\d+$/;

function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

async function execute(args: string[], db: Db, io: CliIo): Promise<void> {
  const [group, command, ...rest] = args;
  const [first, second] = rest;
  const settings = createSettingsService({ db: db.kysely, clock: systemClock, cacheTtlMs: 0 });

  if (group === 'db' && command === 'migrate' && rest.length === 0) {
    const result = await migrateToLatest(db.kysely);
    const applied = (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    io.out(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.');
    return;
  }
  await migrateToLatest(db.kysely);

  if (group === 'db' && command === 'seed' && rest.length === 0) {
    const { seeded } = await seedDemoStore(db.kysely, { log: io.out });
    if (seeded) await catalogChangesFor(io).changed({ everything: true });
    io.out(seeded ? 'Demo store seeded.' : 'The catalogue already has products; nothing was seeded.');
    return;
  }
  if (group === 'settings' && command === 'get' && first !== undefined && rest.length === 1) {
    io.out(formatValue(await settings.getValue(first)));
    return;
  }
  if (group === 'settings' && command === 'set' && first !== undefined && second !== undefined && rest.length === 2) {
    await settings.set(first, second);
    io.out(`${first} = ${formatValue(await settings.getValue(first))}`);
    return;
  }
  if (group === 'settings' && command === 'list' && rest.length === 0) {
    const all = await settings.get();
    for (const name of storeSettingNames) io.out(`${name} = ${formatValue(all[name])}`);
    return;
  }
  if (group === 'product' && command === 'stock' && rest.length === 2) {
    const [id, quantity] = rest as [string, string];
    if (!INTEGER.test(id) || !INTEGER.test(quantity)) {
      throw new InventoryError(
        'شناسهٔ محصول و موجودی باید عدد صحیح باشند. / The product id and quantity must be integers.',
      );
    }
    const backInStock = backInStockService(db, io);
    const change = await createInventoryService({
      db: db.kysely,
      clock: systemClock,
      listeners: [backInStock.stockListener, catalogChangesFor(io).stockListener],
      log: io.err,
    }).setProductStock(Number(id), Number(quantity));
    io.out(`Product ${change.productId} (${change.name}): stock ${change.previousQuantity} → ${change.quantity}`);
    if (change.manageInventoryMethod !== 'product') {
      io.out(
        `Note: this product's stock is tracked ${change.manageInventoryMethod === 'none' ? 'not at all' : 'per attribute combination'}, so the product quantity does not decide its availability.`,
      );
    }
    return;
  }
  if (group === 'catalog' && command === 'reindex' && rest.length === 0) {
    const indexed = await reindexAll(db.kysely);
    await refreshCategoryListing(db.kysely);
    await catalogChangesFor(io).changed({ everything: true });
    const listed = await db.kysely
      .selectFrom('category_listing')
      .select((eb) => eb.fn.countAll<number | string>().as('rows'))
      .executeTakeFirstOrThrow();
    io.out(`Search index: ${indexed.products} products, ${indexed.terms} terms, ${indexed.words} words.`);
    io.out(
      `Category lists: rebuilt, ${Number(listed.rows)} listing rows (a product under each category that lists it).`,
    );
    return;
  }
  if (group === 'reviews') {
    const reviews = createReviewsService({ db: db.kysely, clock: systemClock, settings });
    if (command === 'pending' && rest.length <= 1) {
      const count = rest.length ? Number(rest[0]) : 50;
      if (!Number.isInteger(count) || count < 1 || count > 1000) {
        throw new UsageError('تعداد باید عددی بین ۱ و ۱۰۰۰ باشد. / The count must be a whole number from 1 to 1000.');
      }
      const pending = await reviews.pending(count);
      if (pending.length === 0) io.out('No reviews are waiting for approval.');
      for (const r of pending) {
        io.out(
          `#${r.id}\t${r.createdAt}\tproduct ${r.productId} (${r.productName})\t${r.rating}/5\t${r.author}\t${r.title}: ${r.text.replace(/\s+/g, ' ')}`,
        );
      }
      return;
    }
    if ((command === 'approve' || command === 'delete') && first !== undefined && rest.length === 1) {
      if (!INTEGER.test(first))
        throw new UsageError('شناسهٔ نظر باید عدد صحیح باشد. / The review id must be an integer.');
      const id = Number(first);
      const done = command === 'approve' ? await reviews.approve(id) : await reviews.remove(id);
      if (!done) {
        throw new ReviewCommandError(
          command === 'approve'
            ? `نظری در انتظار تأیید با شناسهٔ ${id} نیست. / No review #${id} is waiting for approval.`
            : `نظری با شناسهٔ ${id} وجود ندارد. / No review #${id}.`,
        );
      }
      // The product's rating shows on its page and in every list it is in.
      await catalogChangesFor(io).changed({ everything: true });
      io.out(command === 'approve' ? `Review #${id} approved.` : `Review #${id} deleted.`);
      return;
    }
  }
  if (group === 'back-in-stock' && command === 'send' && rest.length === 0) {
    const { queued, sent } = await backInStockService(db, io).sweep();
    io.out(`Back-in-stock: ${queued} message(s) queued, ${sent} sent.`);
    return;
  }
  if (group === 'giftcard' && command === 'create' && first !== undefined && rest.length <= 2) {
    const toman = INTEGER.test(first) ? Number(first) : NaN;
    const { DisplayCurrencyRate, DisplayCurrencyName } = await settings.get();
    try {
      const code = await issueGiftCard(db.kysely, systemClock, {
        amountRial: Math.round(toman / DisplayCurrencyRate),
        ...(second ? { code: second } : {}),
      });
      io.out(`Gift card ${code}: ${toman} ${DisplayCurrencyName}`);
    } catch (error) {
      if (error instanceof GiftCardError) throw new UsageError(error.message);
      throw error;
    }
    return;
  }
  if (group === 'discount' && command === 'create' && first !== undefined && !first.startsWith('--')) {
    const { DisplayCurrencyRate, DisplayCurrencyName } = await settings.get();
    try {
      const created = await createDiscountCode(
        db.kysely,
        systemClock,
        discountOptions(first, rest.slice(1), (toman) => Math.round(toman / DisplayCurrencyRate)),
      );
      io.out(describeDiscountCode(created, { rate: DisplayCurrencyRate, name: DisplayCurrencyName }));
    } catch (error) {
      if (error instanceof DiscountError) throw new UsageError(error.message);
      throw error;
    }
    return;
  }
  if (group === 'orders' && command === 'list') {
    await ordersList(db, io, rest);
    return;
  }
  if (group === 'orders' && command !== undefined && command.startsWith('--')) {
    await ordersList(db, io, [command, ...rest]);
    return;
  }
  if (group === 'orders' && command === undefined) {
    await ordersList(db, io, []);
    return;
  }
  if (group === 'order' && (await orderCommand(db, io, command, rest))) return;
  if (group === 'payments' && command === 'sweep' && rest.length === 0) {
    const report = await paymentsSweep(db, io).run();
    io.out(`Payments sweep: ${report.checked} unpaid online order(s) past their hold.`);
    for (const id of report.paid) io.out(`Order ${id}: paid at the gateway; payment applied.`);
    for (const id of report.cancelled) io.out(`Order ${id}: cancelled; stock and everything it used given back.`);
    for (const id of report.skipped)
      io.out(`Order ${id}: left for the next sweep (gateway unreachable or changed meanwhile).`);
    return;
  }
  if (group !== undefined && (await recurringCommand(db, io, group, command, rest))) return;
  if (group !== undefined && (await returnsCommand(db, io, group, command, rest))) return;
  if (group !== undefined && (await pointsCommand(db, io, group, command, rest))) return;
  if (group !== undefined && (await downloadsCommand(db, io, group, command, rest))) return;
  if (group !== undefined && (await contactCommand(db, io, group, command, rest))) return;
  if (group !== undefined && (await searchCommand(db, io, group, command, rest))) return;
  if (group !== undefined && (await blogCommand(db, io, group, command, rest))) return;
  if (group !== undefined && (await pushCommand(db, io, group, command, rest))) return;
  if (group === 'outbox') {
    const count = command === undefined ? 10 : Number(command);
    if (rest.length !== 0 || !Number.isInteger(count) || count < 1 || count > 1000) {
      throw new UsageError(
        'تعداد پیام‌ها باید عددی بین ۱ و ۱۰۰۰ باشد. / The count must be a whole number from 1 to 1000.',
      );
    }
    const messages = await listLatestOutboxMessages(db.kysely, { limit: count });
    if (messages.length === 0) io.out('The outbox is empty.');
    for (const m of messages) io.out(`${m.created_at}\t${m.channel}\t${m.recipient}\t${m.body.replace(/\s+/g, ' ')}`);
    return;
  }
  throw new UsageError(
    args.length ? `دستور ناشناخته / Unknown command: ${args.join(' ')}` : 'دستوری داده نشد / No command given.',
  );
}

/** `discount create` options → the new code; amounts typed in Toman become Rial through `toRial`. */
function discountOptions(code: string, options: string[], toRial: (toman: number) => number): NewDiscount {
  const input: NewDiscount = { code };
  const number = (flag: string, text: string) => {
    if (!INTEGER.test(text)) throw new UsageError(`مقدار ${flag} باید عدد صحیح باشد. / ${flag} takes a whole number.`);
    return Number(text);
  };
  for (let i = 0; i < options.length; i += 2) {
    const flag = options[i] ?? '';
    const value = options[i + 1];
    if (value === undefined) throw new UsageError(`مقداری برای ${flag} داده نشد. / ${flag} needs a value.`);
    if (flag === '--percent') input.percent = number(flag, value);
    else if (flag === '--max') input.maximumRial = toRial(number(flag, value));
    else if (flag === '--amount') input.amountRial = toRial(number(flag, value));
    else if (flag === '--min-subtotal') input.minimumSubtotalRial = toRial(number(flag, value));
    else if (flag === '--starts') input.starts = value;
    else if (flag === '--ends') input.ends = value;
    else if (flag === '--limit-per-customer') input.limitPerCustomer = number(flag, value);
    else if (flag === '--limit-total') input.limitTotal = number(flag, value);
    else if (flag === '--name') input.name = value;
    else throw new UsageError(`گزینهٔ ناشناخته / Unknown option: ${flag}`);
  }
  return input;
}

/** Runs one command; returns the process exit code (0 ok, 1 failed, 2 bad usage). */
export async function runCli(args: string[], options: { databaseUrl?: string; io?: CliIo } = {}): Promise<number> {
  const io = options.io ?? { out: (line) => console.log(line), err: (line) => console.error(line) };
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help' || args[0] === '-h') {
    io.out(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  let db: Db;
  try {
    db = openDatabase(options.databaseUrl ?? loadEnv().DATABASE_URL, { poolSize: 2 });
  } catch (error) {
    io.err(`خطا / Error: ${(error as Error).message}`);
    return 1;
  }
  try {
    await execute(args, db, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      io.err(USAGE);
      return 2;
    }
    if (
      error instanceof SettingError ||
      error instanceof InventoryError ||
      error instanceof ReviewCommandError ||
      error instanceof ReturnsCommandError ||
      error instanceof RecurringCommandError ||
      error instanceof PointsCommandError ||
      error instanceof DownloadsCommandError ||
      error instanceof ContactCommandError ||
      error instanceof SearchCommandError ||
      error instanceof BlogCommandError ||
      error instanceof PushCommandError
    ) {
      io.err(error.message);
      return 1;
    }
    io.err(`خطا / Error: ${(error as Error).message}`);
    return 1;
  } finally {
    await closeCatalogChanges(io);
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void runCli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
